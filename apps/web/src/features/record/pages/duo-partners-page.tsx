import { AccessNeeded } from '../../../components/access-needed.tsx';
import { Freshness } from '../../../components/freshness.tsx';
import { NavBar } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { EmptyBlock, ErrorBlock } from '../../../components/states.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useDuoPartners } from '../api/get-duo-partners.ts';
import { useHasRole, useIsVisitor } from '../api/record-keys.ts';
import { DuoBest } from '../components/duo-best.tsx';
import { DuoPartnerList } from '../components/duo-partner-list.tsx';
import { DuoScopeSwitch } from '../components/duo-scope-switch.tsx';
import { DuoSkeleton } from '../components/duo-skeleton.tsx';
import { DuoSummary } from '../components/duo-summary.tsx';
import { MatchesIn } from '../components/matches-in.tsx';
import { useDuoScopeParam } from '../lib/use-duo-scope.ts';
import { useSeasonChoice } from '../lib/use-season.ts';
import styles from './duo-partners-page.module.css';

// Who I win with (issue 17): the role's 2v2 partners in a season or all time, each together against apart.
export function DuoPartnersPage() {
  const { t } = useTranslation();
  const visitor = useIsVisitor();
  const hasRole = useHasRole();
  const season = useSeasonChoice();
  const [scope, setScope] = useDuoScopeParam();
  const query = useDuoPartners(scope, season.season);
  const data = query.data;

  return (
    <>
      <NavBar title={t('record.duo.title')} back />
      <PageBody>
        <DuoScopeSwitch scope={scope} season={season} onScope={setScope} />
        <MatchesIn />
        {visitor ? (
          <AccessNeeded kind="login" text={t('record.duo.login')} testId="login-needed" />
        ) : !hasRole ? (
          <AccessNeeded kind="bind" text={t('record.access.bind')} testId="bind-needed" />
        ) : season.failed ? (
          <ErrorBlock error={null} onRetry={season.retry} />
        ) : query.isError && !data ? (
          <ErrorBlock error={query.error} onRetry={() => void query.refetch()} />
        ) : !data ? (
          <DuoSkeleton />
        ) : (
          // The previous scope's numbers stay, dimmed, while the next arrive (keepPreviousData).
          <div className={query.isPlaceholderData ? `${styles.content} ${styles.stale}` : styles.content} data-testid="duo-content" data-scope={data.Scope} aria-busy={query.isPlaceholderData}>
            <Freshness label="lastMatch" at={data.UpdatedAt} className={styles.freshness} />
            {data.Total.Matches === 0 ? (
              <EmptyBlock>{data.Scope === 'all' ? t('record.duo.emptyAll') : t('record.duo.empty')}</EmptyBlock>
            ) : (
              <>
                <DuoSummary data={data} />
                <DuoBest data={data} />
                <DuoPartnerList data={data} />
              </>
            )}
          </div>
        )}
      </PageBody>
    </>
  );
}
