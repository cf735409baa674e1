import type { DuoPartner } from '@mecha/shared/record/duo';
import { DUO_BEST_MIN_MATCHES } from '@mecha/shared/record/duo-rules';
import { ChevronIcon, CrownIcon } from '../../../components/icons.tsx';
import { Panel } from '../../../components/panel.tsx';
import { ErrorBlock } from '../../../components/states.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatters } from '../../../lib/format.ts';
import { Link } from '../../../lib/hash-router/index.ts';
import { useDuoPartners } from '../api/get-duo-partners.ts';
import { RECORD_ROUTES } from '../record-routes.ts';
import { DuoRate } from './duo-rate.tsx';
import styles from './duo-panel.module.css';

const TOP = 3;

/** The battle page's 2v2 glance at partners: the best one and the three played with most, then the full page. */
export function DuoPanel({ season }: { season: number | null }) {
  const { t } = useTranslation();
  const query = useDuoPartners('season', season);
  const data = query.data;
  const best = data?.Best ? data.list.find((p) => p.Uid === data.Best) : undefined;
  return (
    <Panel
      title={t('record.duo.title')}
      data-testid="duo-panel"
      action={
        <Link to={RECORD_ROUTES.duoPartners()} className={styles.all} data-testid="duo-all">
          {t('record.duo.viewAll')}
          <ChevronIcon size="1.4rem" />
        </Link>
      }
    >
      {query.isError && !data ? (
        <ErrorBlock error={query.error} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <div className={styles.loading} role="status" aria-label={t('common.loading')} />
      ) : data.Total.Matches === 0 ? (
        <p className={styles.note}>{t('record.duo.empty')}</p>
      ) : (
        <div className={styles.body}>
          {best ? (
            <div className={styles.best} data-testid="duo-panel-best" data-uid={best.Uid}>
              <span className={styles.bestLabel}>
                <CrownIcon size="1.6rem" className={styles.crown} />
                {t('record.duo.best')}
              </span>
              <PartnerLine partner={best} />
            </div>
          ) : (
            <p className={styles.note} data-testid="duo-best-none">
              {t('record.duo.bestNone', { count: DUO_BEST_MIN_MATCHES })}
            </p>
          )}
          <ol className={styles.top}>
            {data.list.slice(0, TOP).map((p) => (
              <li key={p.Uid} className={styles.row} data-testid="duo-top" data-uid={p.Uid} data-together={p.Together.Matches}>
                <PartnerLine partner={p} />
              </li>
            ))}
          </ol>
        </div>
      )}
    </Panel>
  );
}

/** A partner's name, matches together and win rate together, on one line. */
function PartnerLine({ partner: p }: { partner: DuoPartner }) {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <span className={styles.line}>
      <span className={styles.who}>
        <span className={styles.name}>{p.Nickname}</span>
        <span className={styles.count}>{t('record.duo.count', { count: p.Together.Matches, value: f.number(p.Together.Matches) })}</span>
      </span>
      <span className={styles.rate}>
        {/* The interval alone marks a small sample here; the full page spells it out. */}
        <DuoRate tally={p.Together} mark={false} />
      </span>
    </span>
  );
}
