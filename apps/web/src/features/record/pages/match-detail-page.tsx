import type { Mode } from '@mecha/shared/record/ingest';
import type { ComponentType } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSearchParams } from '../../../lib/hash-router/index.ts';
import { NavBar } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { useAppState } from '../../../lib/store.ts';
import { useMatchDetail } from '../api/get-match-detail.ts';
import { MatchSummary } from '../components/match-summary.tsx';
import { SideCard } from '../components/side-card.tsx';
import { MatchesIn } from '../components/matches-in.tsx';
import { ErrorBlock, NotFoundBlock, Skeleton } from '../../../components/states.tsx';
import { errorMessage } from '../../../i18n/error-texts.ts';
import { languageOf } from '../../../lib/locale.ts';
import { isApiError } from '../../../lib/request.ts';
import { RECORD_ROUTES } from '../record-routes.ts';
import { orderSides } from '../lib/order-sides.ts';

function MatchDetailScreen({ mode }: { mode: Mode }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const me = useAppState((s) => (s.token ? s.selectedRoleId : null));
  const language = useAppState(languageOf);
  const detail = useMatchDetail(mode, id);
  const sides = detail.data ? orderSides(detail.data.Sides, me) : [];
  const mySide = sides.find((s) => s.Players.some((p) => p.Uid === me));

  return (
    <>
      <NavBar title={t(`record.detail.title.${mode}`)} back />
      <PageBody>
        <MatchesIn />
        {!id || isApiError(detail.error, 'matchNotFound') || isApiError(detail.error, 'paramError') ? (
          <NotFoundBlock text={errorMessage('matchNotFound', language)} to={RECORD_ROUTES.battle(mode)} action={t('record.detail.toBattles')} />
        ) : detail.isPending ? (
          <>
            <Skeleton height="16rem" />
            <Skeleton height="24rem" />
          </>
        ) : detail.isError ? (
          <ErrorBlock error={detail.error} onRetry={() => void detail.refetch()} />
        ) : (
          <>
            <MatchSummary detail={detail.data} mode={mode} myWin={mySide ? mySide.Win : null} />
            {sides.map((side, index) => (
              <SideCard key={index} side={side} mode={mode} me={me} />
            ))}
          </>
        )}
      </PageBody>
    </>
  );
}

/** vs11-detail and vs22-detail: one screen, the route decides which call (and layout) it uses. */
export function matchDetailPage(mode: Mode): ComponentType {
  return function MatchDetailPage() {
    return <MatchDetailScreen mode={mode} />;
  };
}
