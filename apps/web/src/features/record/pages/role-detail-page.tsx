import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSearchParams } from '../../../lib/hash-router/index.ts';
import { NavBar } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { Panel } from '../../../components/panel.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { languageOf } from '../../../lib/locale.ts';
import { useAppState } from '../../../lib/store.ts';
import { useRoleMessage } from '../api/get-role-message.ts';
import { useHasRole, useIsVisitor } from '../api/record-keys.ts';
import { AccessNeeded } from '../../../components/access-needed.tsx';
import { BattleItemRow } from '../components/battle-item.tsx';
import { CharacterAvatar } from '../../../components/character-avatar.tsx';
import { RecordControls } from '../components/record-controls.tsx';
import { StatTiles } from '../components/stat-tiles.tsx';
import { MatchesIn } from '../components/matches-in.tsx';
import { EmptyBlock, ErrorBlock, NotFoundBlock, Skeleton } from '../../../components/states.tsx';
import { RECORD_ROUTES } from '../record-routes.ts';
import { characterLabel } from '../../../lib/characters.ts';
import { useModeParam } from '../lib/use-mode.ts';
import { useSeasonChoice } from '../lib/use-season.ts';
import { winRateTone } from '../lib/win-rate-tone.ts';
import listStyles from '../../../components/list.module.css';
import styles from './role-detail-page.module.css';

const CHARACTER_ID = /^c\d{2}$/;

// One mecha as the selected role plays it: its stats in a mode and season, and the recent matches with it.
export function RoleDetailPage() {
  const { t } = useTranslation();
  const f = useFormatters();
  const language = useAppState(languageOf);
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = CHARACTER_ID.test(id);
  const [mode, setMode] = useModeParam();
  const season = useSeasonChoice();
  const visitor = useIsVisitor();
  const hasRole = useHasRole();
  const message = useRoleMessage(id, mode, valid ? season.season : null);
  const c = characterLabel(id, language);
  const stat = message.data?.Stat;

  return (
    <>
      <NavBar title={valid ? c.name : t('record.roles.title')} back />
      <PageBody>
        {valid && (
          <section className={styles.hero} data-testid="character-hero" data-character={id}>
            <CharacterAvatar id={c.id} cls={c.cls} size="8.4rem" />
            <div className={styles.who}>
              <h2 className={styles.name}>{c.name}</h2>
              <span className={styles.cls}>
                {c.cls ? t(`record.classes.${c.cls}`) : ''} · {id.toUpperCase()}
              </span>
            </div>
          </section>
        )}
        <RecordControls mode={mode} onMode={setMode} season={season} />
        <MatchesIn />
        {!valid ? (
          <NotFoundBlock text={t('record.roleDetail.notFound')} to={RECORD_ROUTES.seasonRole(mode)} action={t('record.roleDetail.toList')} />
        ) : visitor ? (
          <AccessNeeded kind="login" text={t('record.access.roles')} testId="login-needed" />
        ) : !hasRole ? (
          <AccessNeeded kind="bind" text={t('record.access.bind')} testId="bind-needed" />
        ) : message.isPending ? (
          <Skeleton height="30rem" />
        ) : message.isError ? (
          <ErrorBlock error={message.error} onRetry={() => void message.refetch()} />
        ) : (
          <>
            <Panel title={t('record.roleDetail.stats', { mode: t(`record.modes.${mode}`) })}>
              {stat && stat.TotalCnt > 0 ? (
                <StatTiles
                  columns={4}
                  tiles={[
                    { label: t('record.stats.games'), value: f.number(stat.TotalCnt), testId: 'character-games' },
                    { label: t('record.stats.wins'), value: f.number(stat.WinCnt), tone: 'ok' },
                    { label: t('record.stats.winRate'), value: f.winRate(stat.WinRate), tone: winRateTone(stat.WinRate) },
                    { label: 'MVP', value: f.number(stat.MvpCnt), tone: 'gold' },
                    { label: t('record.detail.stats.kills'), value: f.number(stat.Kills) },
                    { label: t('record.detail.stats.deaths'), value: f.number(stat.Deaths) },
                    { label: 'KDA', value: f.decimal(stat.Kda), tone: 'cyan' },
                    { label: t('record.roles.sort.damage'), value: f.number(stat.AvgDamage) },
                  ]}
                />
              ) : (
                <EmptyBlock>{t('record.roleDetail.none', { mode: t(`record.modes.${mode}`) })}</EmptyBlock>
              )}
            </Panel>
            <Panel title={t('record.roleDetail.recent')}>
              {message.data.Recent.length === 0 ? (
                <EmptyBlock>{t('record.matches.empty')}</EmptyBlock>
              ) : (
                <ul className={listStyles.stack}>
                  {message.data.Recent.map((item) => (
                    <li key={item.Id}>
                      <BattleItemRow item={item} />
                    </li>
                  ))}
                </ul>
              )}
            </Panel>
          </>
        )}
      </PageBody>
    </>
  );
}
