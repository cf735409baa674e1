import type { Mode } from '@mecha/shared/record/ingest';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatters } from '../../../lib/format.ts';
import { languageOf } from '../../../lib/locale.ts';
import { useAppState } from '../../../lib/store.ts';
import type { MatchDetail } from '../api/record-types.ts';
import { characterLabel } from '../../../lib/characters.ts';
import { CharacterAvatar } from '../../../components/character-avatar.tsx';
import styles from './match-detail.module.css';

/** The head of a match detail: the result as the viewer lived it (when they played), when, how long, bans. */
export function MatchSummary({ detail, mode, myWin }: { detail: MatchDetail; mode: Mode; myWin: boolean | null }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const language = useAppState(languageOf);
  const tone = myWin === null ? '' : myWin ? styles.summaryWin : styles.summaryLoss;
  return (
    <section className={`${styles.summary} ${tone}`} data-testid="match-summary">
      <p className={styles.summaryMode}>{t(`record.detail.modeTitle.${mode}`)}</p>
      <h2 className={styles.summaryResult}>{myWin === null ? t('record.detail.finished') : myWin ? t('record.detail.victory') : t('record.detail.defeat')}</h2>
      <p className={styles.summaryMeta}>
        {t('record.seasonShort', { code: detail.Season })} · {f.dateTime(detail.EndedAt)} · {t('record.detail.duration', { value: f.duration(detail.DurationS) })}
      </p>
      <div className={styles.bans} data-testid="bans">
        <span className={styles.bansLabel}>{t('record.detail.bans')}</span>
        {detail.Bans.length === 0 ? (
          <span className={styles.noBans}>{t('record.detail.noBans')}</span>
        ) : (
          detail.Bans.map((id) => {
            const c = characterLabel(id, language);
            return (
              <span key={id} className={styles.ban} title={c.name}>
                <CharacterAvatar id={c.id} cls={c.cls} size="3rem" dim />
                <span>{c.name}</span>
              </span>
            );
          })
        )}
      </div>
      <p className={styles.matchId}>{t('record.detail.matchId', { id: detail.Id })}</p>
    </section>
  );
}
