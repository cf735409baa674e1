import type { ReactNode } from 'react';
import ui from './ui.module.css';

/**
 * Previous / Next for a list paged on the server. `summary` says where the operator is ("Page 2 of 5 · 93
 * campaigns"); `page` counts from 1.
 */
export function Pager({ page, hasNext, onPage, summary, testId }: { page: number; hasNext: boolean; onPage: (page: number) => void; summary?: ReactNode; testId?: string }) {
  return (
    <nav aria-label="Pages" className={ui.pager}>
      <button type="button" className={ui.secondary} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className={ui.muted} data-testid={testId}>
        {summary ?? `Page ${page}`}
      </span>
      <button type="button" className={ui.secondary} disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
