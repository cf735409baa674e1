import type { Mode } from '@mecha/shared/record/ingest';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatters } from '../../../lib/format.ts';
import { languageOf } from '../../../lib/locale.ts';
import { useAppState } from '../../../lib/store.ts';
import type { MatchDetail } from '../api/record-types.ts';
import { characterLabel } from '../../../lib/characters.ts';
import { rankTitle } from '../../../lib/rank-title.ts';
import { CharacterAvatar } from '../../../components/character-avatar.tsx';
import styles from './match-detail.module.css';
import { RankBadge } from '../../../components/rank-badge.tsx';
import { ScoreParts } from './score-parts.tsx';
import { MeTag, MvpTag } from './tags.tsx';

type Player = MatchDetail['Sides'][number]['Players'][number];

export function PlayerCard({ player, mode, isMe }: { player: Player; mode: Mode; isMe: boolean }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const language = useAppState(languageOf);
  const c = characterLabel(player.Character, language);
  const change = player.ScoreAfter - player.ScoreBefore;
  const stats = [
    { key: 'damage', value: player.Stats.damage },
    { key: 'kills', value: player.Stats.kills },
    { key: 'deaths', value: player.Stats.deaths },
  ] as const;
  return (
    <article className={isMe ? `${styles.player} ${styles.me}` : styles.player} data-testid="player-card" data-uid={player.Uid}>
      <header className={styles.playerHead}>
        <CharacterAvatar id={c.id} cls={c.cls} size="4.8rem" />
        <div className={styles.playerWho}>
          <span className={styles.playerName}>
            <span className={styles.nick}>{player.Nickname}</span>
            {isMe && <MeTag />}
          </span>
          <span className={styles.playerMeta}>
            {player.Mvp && <MvpTag />}
            <span className={styles.character}>{c.name}</span>
          </span>
        </div>
        <div className={styles.playerScore}>
          <strong className={change >= 0 ? styles.up : styles.down} data-testid="score-change">
            {f.signed(change)}
          </strong>
          <span className={styles.scoreLine}>
            <RankBadge score={player.ScoreAfter} size="1.8rem" label={rankTitle(t, player.ScoreAfter)} />
            {f.number(player.ScoreBefore)} → {f.number(player.ScoreAfter)}
          </span>
        </div>
      </header>
      <ScoreParts parts={player.Parts} mode={mode} total={change} />
      <dl className={styles.stats}>
        {stats.map((s) => (
          <div key={s.key}>
            <dt>{t(`record.detail.stats.${s.key}`)}</dt>
            <dd>{s.value === undefined ? '—' : f.number(s.value)}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
