import type { AnnualDraw } from '@mecha/shared/annual/api';
import { AddressFormSummary } from '../../../components/address-form-summary.tsx';
import { Button } from '../../../components/button.tsx';
import { Panel } from '../../../components/panel.tsx';
import { EmptyBlock, ErrorBlock, Skeleton } from '../../../components/states.tsx';
import { errorMessage } from '../../../i18n/error-texts.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatters } from '../../../lib/format.ts';
import { formatWhen } from '../../../lib/format-when.ts';
import { useServerNow } from '../../../lib/use-server-now.ts';
import { splitDays } from '../../../lib/countdown.ts';
import { useDrawRecord } from '../api/get-draw-record.ts';
import { drawView } from '../lib/draw-view.ts';
import { PrizePicture } from './prize-picture.tsx';
import styles from './draw-record.module.css';

/**
 * one-year/record: my draws, newest first. A virtual prize shows its in-game mail; a physical one its address
 * step: a countdown to the 7-day deadline and the form, then the address read-only (locked), forfeited, or shipped.
 */
export function DrawRecord({ clock, onAddress }: { clock: { now: number; receivedAt: number }; onAddress: (drawId: number) => void }) {
  const { t } = useTranslation();
  const record = useDrawRecord(true);
  const draws = record.data?.pages.flatMap((p) => p.list) ?? [];
  // Deadlines count on the server's clock (a phone minutes off still counts right), ticking only while one runs.
  const nowS = useServerNow(clock.now, clock.receivedAt, draws.some((d) => d.addressState === 'needed'));
  return (
    <Panel title={t('lottery.record.title')} data-testid="draw-record">
      {record.isPending ? (
        <Skeleton height="10rem" />
      ) : record.isError && draws.length === 0 ? (
        <ErrorBlock error={record.error} onRetry={() => void record.refetch()} />
      ) : draws.length === 0 ? (
        <EmptyBlock>{t('lottery.record.empty')}</EmptyBlock>
      ) : (
        <>
          <ul className={styles.list}>
            {draws.map((d) => (
              <DrawRow key={d.id} draw={d} nowS={nowS} onAddress={() => onAddress(d.id)} />
            ))}
          </ul>
          {record.hasNextPage ? (
            <Button variant="secondary" block loading={record.isFetchingNextPage} onClick={() => void record.fetchNextPage()} className={styles.more} data-testid="draw-record-more">
              {t('lottery.record.more')}
            </Button>
          ) : (
            <p className={styles.end}>{t('lottery.record.end')}</p>
          )}
        </>
      )}
    </Panel>
  );
}

function DrawRow({ draw, nowS, onAddress }: { draw: AnnualDraw; nowS: number; onAddress: () => void }) {
  const { t, language } = useTranslation();
  const f = useFormatters();
  const view = drawView(draw, nowS);
  const locked = errorMessage('infoLocked', language);
  let state;
  switch (view.kind) {
    case 'virtual':
      state = <p className={view.delivered ? styles.ok : styles.gold}>{t(`lottery.record.delivery.${view.delivered ? 'delivered' : 'pending'}`)}</p>;
      break;
    case 'needed': {
      const left = splitDays(view.secondsLeft);
      state = (
        <div className={styles.needed}>
          <p className={styles.gold} data-testid="draw-countdown">
            {t('lottery.record.dueIn', { days: left.days, hhmm: left.hhmm })}
          </p>
          {draw.addressDueAt !== null && <p className={styles.due}>{t('lottery.record.dueAt', { time: formatWhen(language, draw.addressDueAt) })}</p>}
          <Button size="sm" onClick={onAddress} data-testid="draw-address">
            {t('lottery.record.fill')}
          </Button>
        </div>
      );
      break;
    }
    case 'forfeited':
      state = <p className={styles.bad}>{t('lottery.record.forfeited')}</p>;
      break;
    case 'submitted':
      state = (
        <>
          <p className={styles.ok}>{t('lottery.record.submitted')}</p>
          {draw.address && <AddressFormSummary address={draw.address} lockedText={locked} />}
        </>
      );
      break;
    case 'shipped':
      state = (
        <>
          <p className={styles.ok}>{t('lottery.record.shipped', { time: draw.shippedAt ? formatWhen(language, draw.shippedAt) : '' })}</p>
          {draw.tracking && <p className={styles.tracking}>{t('lottery.record.tracking', { tracking: draw.tracking })}</p>}
          {draw.address && <AddressFormSummary address={draw.address} lockedText={locked} />}
        </>
      );
      break;
  }
  return (
    <li className={styles.draw} data-testid="draw-row" data-draw={draw.id} data-state={view.kind === 'virtual' ? (view.delivered ? 'delivered' : 'pending') : view.kind}>
      <div className={styles.head}>
        <PrizePicture src={draw.prize.picture} size="4rem" />
        <div className={styles.main}>
          <span className={styles.prize}>
            {draw.prize.name}
            {draw.prize.qty > 1 && ` ×${f.number(draw.prize.qty)}`}
          </span>
          <span className={styles.meta}>
            {t('lottery.record.number', { number: draw.number })} · <time dateTime={new Date(draw.drawnAt * 1000).toISOString()}>{formatWhen(language, draw.drawnAt)}</time>
          </span>
        </div>
      </div>
      {state}
    </li>
  );
}
