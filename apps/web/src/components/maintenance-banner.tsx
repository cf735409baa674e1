import { API } from '@mecha/shared/api-paths';
import type { MaintenanceData } from '@mecha/shared/maintenance/api';
import { isMaintenanceFeature, type MaintenanceFeature } from '@mecha/shared/maintenance/features';
import type { Language } from '@mecha/shared/i18n/languages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorMessage } from '../i18n/error-texts.ts';
import { useFormatters } from '../lib/format.ts';
import { languageOf } from '../lib/locale.ts';
import { isApiError, request } from '../lib/request.ts';
import { useLocation } from '../lib/hash-router/index.ts';
import { ROUTES } from '../lib/routes.ts';
import { useAppState } from '../lib/store.ts';
import { useQuery } from '../lib/use-query.ts';
import { useAfterFirstReads } from '../lib/after-first-reads.ts';
import styles from './maintenance-banner.module.css';

// The per-feature maintenance switch seen by players (decision 0183): a strip on the pages of a feature an operator
// put under repair, in the player's language, while the rest of the site works. The app reads the list of
// switched features (GET /api/maintenance, read again every 30 s and whenever a call answers 1013).

const MAINTENANCE_KEY = ['maintenance'] as const;

/** Which feature a page belongs to, by its route (home mixes several, so it has none). */
const PAGE_FEATURES: Readonly<Record<string, MaintenanceFeature>> = {
  [ROUTES.battle]: 'record',
  [ROUTES.roleInfo]: 'record',
  [ROUTES.vs11Detail]: 'record',
  [ROUTES.vs22Detail]: 'record',
  [ROUTES.seasonPerformance]: 'record',
  [ROUTES.seasonRole]: 'record',
  [ROUTES.roleDetail]: 'record',
  [ROUTES.duoPartners]: 'record',
  [ROUTES.news]: 'news',
  [ROUTES.newsDetail]: 'news',
  [ROUTES.newsSearch]: 'news',
  [ROUTES.newsGuide]: 'news',
  [ROUTES.welfare]: 'welfare',
  [ROUTES.paymentCenter]: 'pay',
  [ROUTES.pointsExchange]: 'mall',
  [ROUTES.productDetail]: 'mall',
  [ROUTES.pointsDetail]: 'mall',
  [ROUTES.annual]: 'annual',
  [ROUTES.characterVote]: 'annual',
  [ROUTES.lottery]: 'annual',
  [ROUTES.competition]: 'competition',
};

/** The feature of a page path; pages under a feature's own folder (`/pages/act/payment-…`, the mall's) included. */
export function featureOfPage(pathname: string): MaintenanceFeature | null {
  const exact = PAGE_FEATURES[pathname];
  if (exact) return exact;
  if (pathname.startsWith('/pages/act/payment') || pathname.startsWith('/pages/pay/')) return 'pay';
  if (pathname.startsWith('/pages/act/points') || pathname.startsWith('/pages/mall/')) return 'mall';
  if (pathname.startsWith('/pages/record/')) return 'record';
  if (pathname.startsWith('/pages/competition/')) return 'competition';
  return null;
}

const BACK_BY: Record<Language, (time: string) => string> = {
  'zh-CN': (time) => `预计 ${time} 恢复`,
  'zh-HK': (time) => `預計 ${time} 恢復`,
  en: (time) => `Expected back ${time}`,
  ja: (time) => `${time} 復旧予定`,
};

/** `enabled` false on pages of no feature (home, Mine): they never ask, so a first visit there costs no call. */
function useMaintenanceList(enabled = true): MaintenanceData['list'] {
  const { data } = useQuery({
    queryKey: MAINTENANCE_KEY,
    enabled,
    queryFn: ({ signal }) => request<MaintenanceData>(API.maintenance, { toast: false, signal }),
    staleTime: 15_000,
    refetchInterval: 30_000,
  });
  return Array.isArray(data?.list) ? data.list.filter((s) => isMaintenanceFeature(s.feature)) : [];
}

function BannerText({ until, testId, feature, className }: { until: string | null; testId: string; feature: MaintenanceFeature; className: string | undefined }) {
  const language = useAppState(languageOf);
  const f = useFormatters();
  const end = until ? Date.parse(until) : NaN;
  return (
    <div role="status" className={className} data-testid={testId} data-feature={feature}>
      <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M14.7 6.3a4 4 0 0 0-5.4 5.2l-5.6 5.6a1.5 1.5 0 0 0 2.1 2.1l5.6-5.6a4 4 0 0 0 5.2-5.4l-2.4 2.4-2.1-.4-.4-2.1z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span>
        {errorMessage('underRepair', language)}
        {Number.isFinite(end) && <span className={styles.until}>{BACK_BY[language](f.dateTime(Math.floor(end / 1000)))}</span>}
      </span>
    </div>
  );
}

/**
 * The strip on a page whose feature is under repair: the app layout places it over every page, above the tab bar
 * like the offline strip, so no page needs its own line.
 */
export function MaintenanceBanner({ pathname, aboveTabs }: { pathname: string; aboveTabs: boolean }) {
  const feature = featureOfPage(pathname);
  // The strip waits for the page's own first reads and their paint (decision 0212): otherwise it is queued ahead of
  // them on a slow link. A page whose reads fail for the repair says so at once (UnderRepairNotice reads the list).
  const afterFirstReads = useAfterFirstReads();
  const list = useMaintenanceList(feature !== null && afterFirstReads);
  const on = feature ? list.find((s) => s.feature === feature) : undefined;
  if (!feature || !on) return null;
  return <BannerText feature={feature} until={on.until} testId="maintenance-banner" className={aboveTabs ? `${styles.banner} ${styles.fixed} ${styles.aboveTabs}` : `${styles.banner} ${styles.fixed}`} />;
}

/**
 * In place of a failed section's message when the call answered underRepair (1013): the banner, and the list is
 * read again so the page's strip appears without waiting for the next poll.
 */
export function UnderRepairNotice({ error }: { error: unknown }) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const list = useMaintenanceList();
  const language = useAppState(languageOf);
  const detail = isApiError(error, 'underRepair') ? (error.data as { feature?: unknown; until?: unknown } | null) : null;
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: MAINTENANCE_KEY });
  }, [queryClient]);
  const feature = isMaintenanceFeature(detail?.feature) ? detail.feature : 'record';
  // The page's strip already says it (same feature): the section only says why it is empty, once, quietly.
  if (featureOfPage(pathname) === feature && list.some((s) => s.feature === feature)) {
    return (
      <p className={styles.quiet} role="status" data-testid="under-repair" data-feature={feature}>
        {errorMessage('underRepair', language)}
      </p>
    );
  }
  return <BannerText feature={feature} until={typeof detail?.until === 'string' ? detail.until : null} testId="under-repair" className={styles.banner} />;
}
