import { useQuery } from '../../../lib/use-query.ts';
import { API } from '@mecha/shared/api-paths';
import { roleMay, type OpsRole } from '@mecha/shared/ops/roles';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { opsRequest } from '../lib/ops-request.ts';
import { FeedbackPanel, type AnsweredFeedback } from './feedback-panel.tsx';
import { errorMessage } from '../lib/format.ts';
import { OrdersPanel, type OrderSearch } from './orders-panel.tsx';
import { UndeliveredPanel } from './undelivered-panel.tsx';
import styles from './support.module.css';

// The support page of the operator console (decision 0173): top-up orders (search, timeline, resend, refund), the
// paid orders the game has not credited, and open feedback with its answers. The shell gives the layout and the
// title; the tabs shown follow the operator's role (pay, feedback), as the server's guard does.

type Tab = 'orders' | 'undelivered' | 'feedback';
const TABS: { id: Tab; label: string; area: 'pay' | 'feedback' }[] = [
  { id: 'orders', label: 'Top-up orders', area: 'pay' },
  { id: 'undelivered', label: 'Undelivered credits', area: 'pay' },
  { id: 'feedback', label: 'Feedback', area: 'feedback' },
];
const ANSWERED_KEY = 'mecha-ops-support-answered';

function asTab(name: string | null | undefined): Tab | null {
  return TABS.some((t) => t.id === name) ? (name as Tab) : null;
}

/** `#/ops/support/feedback` or `#/ops/support?tab=feedback` open a tab (the dashboard's links). */
export function tabFromHash(hash: string): Tab | null {
  const match = /^#\/ops\/support(?:\/([a-z]+))?(?:\?(.*))?$/.exec(hash);
  if (!match) return null;
  const name = match[1] ?? new URLSearchParams(match[2] ?? '').get('tab');
  return TABS.some((t) => t.id === name) ? (name as Tab) : null;
}

function readAnswered(): AnsweredFeedback[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(ANSWERED_KEY) ?? '[]');
    return Array.isArray(value) ? (value as AnsweredFeedback[]).slice(0, 100) : [];
  } catch {
    return [];
  }
}

interface Me {
  operator: { name: string; role: OpsRole };
}

/** What the console's shell gives a page (OpsPageProps in shell/ops-app.tsx); without it the page asks who is in. */
export interface SupportPageProps {
  operator?: { role: OpsRole };
  rest?: string;
  query?: URLSearchParams;
}

export function SupportPage({ operator, rest, query }: SupportPageProps = {}) {
  const me = useQuery({
    queryKey: ['ops', 'support-me'],
    queryFn: ({ signal }) => opsRequest<Me>(API.opsMe, { signal }),
    staleTime: 60_000,
    enabled: !operator,
  });
  const role = operator?.role ?? me.data?.operator.role;
  const tabs = role ? TABS.filter((t) => roleMay(role, t.area)) : [];
  const routeTab = asTab(rest) ?? asTab(query?.get('tab'));
  const [tab, setTab] = useState<Tab>(() => routeTab ?? tabFromHash(location.hash) ?? 'orders');
  useEffect(() => {
    if (routeTab) setTab(routeTab);
  }, [routeTab]);
  const [search, setSearch] = useState<OrderSearch | null>(null);
  const [answered, setAnswered] = useState<AnsweredFeedback[]>(readAnswered);
  const tabRefs = useRef(new Map<Tab, HTMLButtonElement>());

  useEffect(() => {
    const onHash = () => {
      const next = tabFromHash(location.hash);
      if (next) setTab(next);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  const onAnswered = useCallback((item: AnsweredFeedback) => {
    setAnswered((list) => {
      const next = [item, ...list.filter((f) => f.id !== item.id)].slice(0, 100);
      try {
        sessionStorage.setItem(ANSWERED_KEY, JSON.stringify(next));
      } catch {
        // storage full or off: the list still shows until the page is left
      }
      return next;
    });
  }, []);

  const openOrder = useCallback((orderId: string) => {
    setSearch({ kind: 'orderId', term: orderId });
    setTab('orders');
  }, []);

  if (!role && me.isError) {
    return (
      <p className={styles.alert} role="alert">
        {errorMessage(me.error)}
      </p>
    );
  }
  if (!role) {
    return (
      <p className={styles.hint} role="status">
        Loading…
      </p>
    );
  }
  if (tabs.length === 0) {
    return (
      <p className={styles.alert} role="alert" data-testid="support-forbidden">
        Your role ({role}) may not use top-up orders or feedback.
      </p>
    );
  }
  const active = tabs.some((t) => t.id === tab) ? tab : tabs[0]!.id;

  function onKey(event: KeyboardEvent) {
    const index = tabs.findIndex((t) => t.id === active);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length]!.id;
    setTab(next);
    tabRefs.current.get(next)?.focus();
  }

  return (
    <div className={styles.page} data-testid="support-page">
      <div role="tablist" aria-label="Support" className={styles.tabs} onKeyDown={onKey}>
        {tabs.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              if (el) tabRefs.current.set(t.id, el);
              else tabRefs.current.delete(t.id);
            }}
            type="button"
            role="tab"
            id={`support-tab-${t.id}`}
            aria-selected={t.id === active}
            aria-controls={`support-panel-${t.id}`}
            tabIndex={t.id === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(t.id)}
            data-testid={`support-tab-${t.id}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`support-panel-${active}`} aria-labelledby={`support-tab-${active}`}>
        {active === 'orders' && <OrdersPanel search={search} onSearch={setSearch} />}
        {active === 'undelivered' && <UndeliveredPanel onOpenOrder={openOrder} />}
        {active === 'feedback' && <FeedbackPanel answered={answered} onAnswered={onAnswered} canReadAudit={roleMay(role, 'audit')} />}
      </div>
    </div>
  );
}

export default SupportPage;
