import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from '../../../lib/hash-router/index.ts';
import { useFormatters } from '../../../lib/format.ts';
import { languageOf } from '../../../lib/locale.ts';
import { useAppState } from '../../../lib/store.ts';
import type { BattleItem } from '../api/record-types.ts';
import { characterLabel } from '../../../lib/characters.ts';
import { RECORD_ROUTES } from '../record-routes.ts';
import styles from './battle-item.module.css';
import { CharacterAvatar } from '../../../components/character-avatar.tsx';
import { MvpTag } from './tags.tsx';

/** One match in a list: result, mecha, score change, K/D, when; tapping opens the 1v1 or 2v2 detail. */
export function BattleItemRow({ item }: { item: BattleItem }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const language = useAppState(languageOf);
  const c = characterLabel(item.Character, language);
  return (
    <Link
      to={RECORD_ROUTES.matchDetail(item.Mode, item.Id)}
      className={`${styles.item} ${item.Win ? styles.win : styles.loss}`}
      data-testid="battle-item"
      data-match={item.Id}
      data-win={item.Win}
    >
      <span className={styles.result}>{item.Win ? t('record.matches.winShort') : t('record.matches.lossShort')}</span>
      <CharacterAvatar id={c.id} cls={c.cls} size="4.4rem" />
      <span className={styles.body}>
        <span className={styles.line}>
          <span className={styles.name}>{c.name}</span>
          {item.Mvp && <MvpTag />}
          {item.Mode === 'T2' && <span className={styles.tag}>{item.Premade ? t('record.matches.premade') : t('record.matches.solo')}</span>}
        </span>
        <span className={styles.meta}>
          <span>{t('record.matches.kd', { k: item.Kills, d: item.Deaths })}</span>
          <span>{t('record.matches.damage', { value: f.number(item.Damage) })}</span>
        </span>
        <span className={styles.time}>
          {f.dateTime(item.EndedAt)} · {f.duration(item.DurationS)}
        </span>
      </span>
      <span className={styles.score}>
        <strong className={item.ScoreChange >= 0 ? styles.up : styles.down}>{f.signed(item.ScoreChange)}</strong>
        <span>{f.number(item.ScoreAfter)}</span>
      </span>
    </Link>
  );
}
