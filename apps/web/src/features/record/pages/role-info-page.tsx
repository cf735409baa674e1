import { MODES } from '@mecha/shared/record/modes';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from '../../../lib/hash-router/index.ts';
import { BattleIcon, CalendarIcon, MechaIcon } from '../../../components/icons.tsx';
import { NavBar } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { Panel } from '../../../components/panel.tsx';
import { ROUTES } from '../../../lib/routes.ts';
import { useAppState } from '../../../lib/store.ts';
import { useMyRoles } from '../../account/api/get-my-roles.ts';
import { RoleCard } from '../../account/components/role-card.tsx';
import { useBattleSummary } from '../api/get-battle-summary.ts';
import { useIsVisitor } from '../api/record-keys.ts';
import { AccessNeeded } from '../../../components/access-needed.tsx';
import { ModeStanding } from '../components/mode-standing.tsx';
import { MatchesIn } from '../components/matches-in.tsx';
import { QuickLinks } from '../../../components/quick-links.tsx';
import { useSeasonChoice } from '../lib/use-season.ts';
import { RECORD_ROUTES } from '../record-routes.ts';
import styles from './role-info-page.module.css';

// Role info (tab 1): the selected role's card and where it stands now in both modes, with the ways into its
// records. It always shows the current season: a profile is about now.
export function RoleInfoPage() {
  const { t } = useTranslation();
  const visitor = useIsVisitor();
  const roles = useAppState((s) => s.roleList);
  const selectedId = useAppState((s) => s.selectedRoleId);
  const role = roles.find((r) => r.uid === selectedId) ?? null;
  useMyRoles();
  const season = useSeasonChoice();
  const current = role ? season.current : null;
  const summary = useBattleSummary(current);

  return (
    <>
      <NavBar title={t('record.roleInfo.title')} back />
      <PageBody>
        <MatchesIn />
        {visitor ? (
          <AccessNeeded kind="login" text={t('record.access.roleInfo')} testId="login-needed" />
        ) : !role ? (
          <AccessNeeded kind="bind" text={t('record.access.bind')} testId="bind-needed" />
        ) : (
          <>
            <section className={styles.card} data-testid="role-profile">
              <RoleCard role={role} variant="hero" selected />
              <div className={styles.cardFoot}>
                <span>{current !== null && t('record.roleInfo.season', { code: current })}</span>
                <Link to={ROUTES.home} className={styles.switch}>
                  {t('record.roleInfo.switch')}
                </Link>
              </div>
            </section>
            <div className={styles.modes}>
              {MODES.map((mode) => (
                <ModeStanding key={mode} mode={mode} block={summary.data?.[mode]} season={current} />
              ))}
            </div>
            <Panel title={t('record.roleInfo.more')}>
              <QuickLinks
                links={[
                  { key: 'battle', label: t('record.links.battle'), Icon: BattleIcon, to: RECORD_ROUTES.battle() },
                  { key: 'season', label: t('record.links.season'), Icon: CalendarIcon, to: RECORD_ROUTES.seasonPerformance },
                  { key: 'roles', label: t('record.links.roles'), Icon: MechaIcon, to: RECORD_ROUTES.seasonRole() },
                ]}
              />
            </Panel>
          </>
        )}
      </PageBody>
    </>
  );
}
