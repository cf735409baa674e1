import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from '../../../lib/hash-router/index.ts';
import { useFormatters } from '../../../lib/format.ts';
import { languageOf } from '../../../lib/locale.ts';
import { useAppState } from '../../../lib/store.ts';
import type { TopRole } from '../api/record-types.ts';
import { characterLabel } from '../../../lib/characters.ts';
import { RECORD_ROUTES } from '../record-routes.ts';
import { winRateTone } from '../lib/win-rate-tone.ts';
import { CharacterAvatar } from '../../../components/character-avatar.tsx';
import listStyles from '../../../components/list.module.css';
import styles from './top-characters.module.css';

/** Most-played mechas (TopRoleList / TopRoles): games and win rate, which comes as a decimal string. */
export function TopCharacters({ roles, limit = 3, linkTo = true }: { roles: TopRole[]; limit?: number; linkTo?: boolean }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const language = useAppState(languageOf);
  if (roles.length === 0) return <p className={styles.none}>{t('record.top.none')}</p>;
  return (
    <ol className={listStyles.stack} data-testid="top-characters">
      {roles.slice(0, limit).map((role, index) => {
        const c = characterLabel(role.Id, language);
        const body = (
          <>
            <span className={styles.place}>{index + 1}</span>
            <CharacterAvatar id={c.id} cls={c.cls} size="4.4rem" />
            <span className={styles.who}>
              <span className={styles.name}>{c.name}</span>
              <span className={styles.meta}>
                {c.cls ? t(`record.classes.${c.cls}`) : ''} · {t('record.top.games', { count: role.TotalCnt, value: f.number(role.TotalCnt) })}
              </span>
            </span>
            <span className={styles.rate}>
              <strong data-tone={winRateTone(role.WinRate) ?? 'plain'}>{f.winRate(role.WinRate)}</strong>
              <span>{t('record.stats.winRate')}</span>
            </span>
          </>
        );
        return (
          <li key={role.Id}>
            {linkTo ? (
              <Link to={RECORD_ROUTES.roleDetail(role.Id)} className={listStyles.row}>
                {body}
              </Link>
            ) : (
              <div className={listStyles.row}>{body}</div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
