import type { Mode } from '@mecha/shared/record/ingest';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { MatchDetail } from '../api/record-types.ts';
import styles from './match-detail.module.css';
import { PlayerCard } from './player-card.tsx';

type Side = MatchDetail['Sides'][number];

/** One side of a match: won or lost, pre-made team or solo queue (2v2), and its players. */
export function SideCard({ side, mode, me }: { side: Side; mode: Mode; me: string | null }) {
  const { t } = useTranslation();
  return (
    <section className={`${styles.side} ${side.Win ? styles.sideWin : styles.sideLoss}`} data-testid="match-side" data-win={side.Win}>
      <header className={styles.sideHead}>
        <span className={styles.sideResult}>{side.Win ? t('record.detail.winners') : t('record.detail.losers')}</span>
        {mode === 'T2' && (
          <span className={side.Premade ? `${styles.queue} ${styles.premade}` : styles.queue} data-testid="premade-badge" data-premade={side.Premade}>
            {side.Premade ? t('record.detail.premade') : t('record.detail.solo')}
          </span>
        )}
      </header>
      <div className={styles.players}>
        {side.Players.map((player) => (
          <PlayerCard key={player.Uid} player={player} mode={mode} isMe={player.Uid === me} />
        ))}
      </div>
    </section>
  );
}
