import type { OpsSection } from './ops-routes.ts';
import styles from './section-tabs.module.css';

export interface SectionTab<T extends string> {
  id: T;
  label: string;
}

/**
 * The tab of a section from the route's rest (`#/ops/<section>/<tab>`), or the first one the operator may use. Tabs
 * are addresses, so a tab can be linked to (the dashboard does) and the back button works.
 */
export function activeTab<T extends string>(tabs: readonly SectionTab<T>[], rest: string): T | null {
  const head = rest.split('/')[0] ?? '';
  return tabs.find((t) => t.id === head)?.id ?? tabs[0]?.id ?? null;
}

// A section's sub-pages as links in a labelled nav (aria-current marks the open one): simpler for keyboard and
// screen-reader users than an ARIA tablist, and every tab has its own address.
export function SectionTabs<T extends string>({ section, label, tabs, active }: { section: OpsSection; label: string; tabs: readonly SectionTab<T>[]; active: T | null }) {
  if (tabs.length < 2) return null;
  return (
    <nav aria-label={label} className={styles.tabs} data-testid={`${section}-tabs`}>
      {tabs.map((t) => (
        <a key={t.id} href={`#/ops/${section}/${t.id}`} className={styles.tab} aria-current={t.id === active ? 'page' : undefined}>
          {t.label}
        </a>
      ))}
    </nav>
  );
}
