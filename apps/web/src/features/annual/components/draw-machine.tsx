import type { AnnualDraw } from '@mecha/shared/annual/api';
import type { AnnualPhase } from '@mecha/shared/annual/rules';
import { TICKETS_PER_DRAW } from '@mecha/shared/annual/rules';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { GiftIcon } from '../../../components/icons.tsx';
import { Overlay } from '../../../components/overlay.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatters } from '../../../lib/format.ts';
import { Link } from '../../../lib/hash-router/index.ts';
import { isApiError } from '../../../lib/request.ts';
import { showToast } from '../../../lib/toast.ts';
import { ANNUAL_ROUTES } from '../annual-routes.ts';
import { useDraw } from '../api/draw.ts';
import { PrizePicture } from './prize-picture.tsx';
import styles from './draw-machine.module.css';

/** How long the draw animation runs at least (the server answers faster); none when motion is reduced. */
const SPIN_MS = 1100;
const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

interface DrawMachineProps {
  tickets: number;
  phase: AnnualPhase;
  /** Opens the address sheet of a physical prize just won. */
  onAddress: (drawId: number) => void;
}

/** The draw: tickets held, one ticket a draw (SPEC §9), a short animation, then the prize won. */
export function DrawMachine({ tickets, phase, onAddress }: DrawMachineProps) {
  const { t } = useTranslation();
  const f = useFormatters();
  const titleId = useId();
  const draw = useDraw();
  const [spinning, setSpinning] = useState(false);
  const [won, setWon] = useState<AnnualDraw | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const open = phase === 'open';
  const canDraw = open && tickets >= TICKETS_PER_DRAW && !spinning;

  const start = () => {
    setWon(null);
    setSpinning(true);
    const until = Date.now() + (reducedMotion() ? 0 : SPIN_MS);
    draw.mutate(undefined, {
      onSuccess: (data) => {
        timer.current = setTimeout(() => {
          setSpinning(false);
          setWon(data.draw);
        }, Math.max(0, until - Date.now()));
      },
      onError: (error) => {
        setSpinning(false);
        showToast(isApiError(error) ? error.message : t('common.requestException'), 'error');
      },
    });
  };

  return (
    <section className={styles.machine} data-testid="draw-machine" aria-label={t('lottery.title')}>
      <div className={styles.stage} data-spinning={spinning} aria-hidden="true">
        <span className={styles.ring} />
        <GiftIcon size="4.4rem" className={styles.gift} />
      </div>
      <p className={styles.tickets}>
        <span className={styles.ticketsLabel}>{t('lottery.tickets')}</span>
        <span className={styles.ticketsValue} data-testid="draw-tickets">
          {f.number(tickets)}
        </span>
      </p>
      <p className={styles.per}>{t('lottery.perDraw')}</p>
      <Button block onClick={start} disabled={!canDraw} loading={spinning} data-testid="draw-go">
        {spinning ? t('lottery.drawing') : t('lottery.draw')}
      </Button>
      <p className={styles.live} aria-live="polite">
        {spinning ? t('lottery.drawing') : ''}
      </p>
      {open && tickets < TICKETS_PER_DRAW && (
        <div className={styles.none} data-testid="draw-no-tickets">
          <p>{t('lottery.noTickets')}</p>
          <Link to={ANNUAL_ROUTES.annual} className={styles.tasks} data-testid="draw-to-tasks">
            {t('lottery.toTasks')}
          </Link>
        </div>
      )}
      <Overlay open={won !== null} onClose={() => setWon(null)} kind="dialog" labelledBy={titleId}>
        {won && (
          <div className={styles.result} data-testid="draw-result" data-physical={won.prize.physical} data-prize={won.prize.id}>
            <h2 id={titleId} className={styles.resultTitle}>
              {t('lottery.result.title')}
            </h2>
            <PrizePicture src={won.prize.picture} size="9rem" />
            <p className={styles.prize} data-testid="draw-result-prize">
              {won.prize.name}
              {won.prize.qty > 1 && ` ×${f.number(won.prize.qty)}`}
            </p>
            <p className={styles.number}>{t('lottery.record.number', { number: won.number })}</p>
            <p className={won.prize.physical ? styles.physical : styles.virtual}>{won.prize.physical ? t('lottery.result.physical') : t('lottery.result.virtual')}</p>
            <div className={styles.actions}>
              {won.prize.physical ? (
                <Button
                  block
                  onClick={() => {
                    setWon(null);
                    onAddress(won.id);
                  }}
                  data-testid="draw-result-address"
                >
                  {t('lottery.result.address')}
                </Button>
              ) : (
                open &&
                tickets >= TICKETS_PER_DRAW && (
                  <Button block onClick={start} data-testid="draw-again">
                    {t('lottery.result.again')}
                  </Button>
                )
              )}
              <Button block variant="secondary" onClick={() => setWon(null)} data-testid="draw-close">
                {t('lottery.result.close')}
              </Button>
            </div>
          </div>
        )}
      </Overlay>
    </section>
  );
}
