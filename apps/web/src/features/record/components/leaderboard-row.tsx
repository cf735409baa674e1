import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatters } from '../../../lib/format.ts';
import type { Ranking } from '../api/record-types.ts';
import { rankTitle } from '../../../lib/rank-title.ts';
import listStyles from '../../../components/list.module.css';
import styles from './leaderboard.module.css';
import { RankBadge } from '../../../components/rank-badge.tsx';
import { MeTag } from './tags.tsx';

type Entry = Ranking['list'][number];

export function LeaderboardRow({ entry, mine }: { entry: Entry; mine: boolean }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const medal = entry.Rank <= 3 ? styles[`medal${entry.Rank}`] : undefined;
  return (
    <li className={mine ? `${listStyles.row} ${styles.mine}` : listStyles.row} data-testid="leaderboard-row" data-uid={entry.Uid}>
      <span className={[styles.place, medal].filter(Boolean).join(' ')}>{entry.Rank}</span>
      <span className={styles.who}>
        <span className={styles.name}>
          {entry.Nickname}
          {mine && <MeTag />}
        </span>
        <span className={styles.meta}>
          {t('record.board.games', { value: f.number(entry.TotalCnt) })} · {t('record.board.winRate', { value: f.winRate(entry.WinRate) })}
        </span>
      </span>
      <RankBadge score={entry.Score} size="2.8rem" label={rankTitle(t, entry.Score)} />
      <strong className={styles.score}>{f.number(entry.Score)}</strong>
    </li>
  );
}
