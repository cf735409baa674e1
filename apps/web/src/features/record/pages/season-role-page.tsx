import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSearchParams } from '../../../lib/hash-router/index.ts';
import { NavBar } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { Segmented } from '../../../components/segmented.tsx';
import { useRoleStats } from '../api/get-role-stats.ts';
import { useHasRole, useIsVisitor } from '../api/record-keys.ts';
import { AccessNeeded } from '../../../components/access-needed.tsx';
import { RecordControls } from '../components/record-controls.tsx';
import { Freshness } from '../../../components/freshness.tsx';
import { RoleStatRow } from '../components/role-stat-row.tsx';
import { MatchesIn } from '../components/matches-in.tsx';
import { EmptyBlock, ErrorBlock, Skeleton } from '../../../components/states.tsx';
import { barShare, isSortKey, SORT_KEYS, sortStats, type SortKey } from '../lib/sort-stats.ts';
import { useModeParam } from '../lib/use-mode.ts';
import { useSeasonChoice } from '../lib/use-season.ts';
import listStyles from '../../../components/list.module.css';
import styles from './season-role-page.module.css';

// Per-character stats of the selected role for one season and mode, sortable by any column. The sort, like
// the mode, sits in the URL so coming back from a character keeps the table as it was.
export function SeasonRolePage() {
  const { t } = useTranslation();
  const [mode, setMode] = useModeParam();
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort');
  const sortKey: SortKey = isSortKey(sortParam) ? sortParam : 'games';
  const season = useSeasonChoice();
  const visitor = useIsVisitor();
  const hasRole = useHasRole();
  const stats = useRoleStats(mode, season.season);

  const setSort = (key: SortKey) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('sort', key);
        return next;
      },
      { replace: true },
    );
  const rows = stats.data ? sortStats(stats.data.list, sortKey) : [];

  return (
    <>
      <NavBar title={t('record.roles.title')} back />
      <PageBody>
        <RecordControls mode={mode} onMode={setMode} season={season} />
        <MatchesIn />
        {visitor ? (
          <AccessNeeded kind="login" text={t('record.access.roles')} testId="login-needed" />
        ) : !hasRole ? (
          <AccessNeeded kind="bind" text={t('record.access.bind')} testId="bind-needed" />
        ) : (
          <>
            <div className={styles.sortRow}>
              <span className={styles.sortLabel}>{t('record.roles.sortBy')}</span>
              <Segmented
                className={styles.sort}
                label={t('record.roles.sortBy')}
                value={sortKey}
                onChange={setSort}
                options={SORT_KEYS.map((key) => ({ value: key, label: t(`record.roles.sort.${key}`), testId: `sort-${key}` }))}
              />
            </div>
            {stats.isPending ? (
              <Skeleton height="40rem" />
            ) : stats.isError ? (
              <ErrorBlock error={stats.error} onRetry={() => void stats.refetch()} />
            ) : rows.length === 0 ? (
              <EmptyBlock>{t('record.roles.empty')}</EmptyBlock>
            ) : (
              <ol className={listStyles.stack} data-testid="role-stats" data-sort={sortKey}>
                {rows.map((stat, index) => (
                  <li key={stat.Id}>
                    <RoleStatRow stat={stat} place={index + 1} sortKey={sortKey} bar={barShare(stat, sortKey, rows)} mode={mode} />
                  </li>
                ))}
              </ol>
            )}
            {stats.data && <Freshness label="lastMatch" at={stats.data.UpdatedAt} />}
          </>
        )}
      </PageBody>
    </>
  );
}
