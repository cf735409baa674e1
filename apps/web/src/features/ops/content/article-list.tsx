import { useQuery } from '../../../lib/use-query.ts';
import { LANGUAGES, type Language } from '@mecha/shared/i18n/languages';
import { CATEGORIES } from '@mecha/shared/news/ranking-options';
import { useId, useState } from 'react';
import { formatTime } from '../lib/format.ts';
import { opsRequest } from '../lib/ops-request.ts';
import ui from '../lib/ui.module.css';
import styles from './content.module.css';
import type { ArticleState, ArticleSummary } from './types.ts';
import { Pager } from '../lib/pager.tsx';
import { ErrorLine } from '../lib/status-lines.tsx';

// The articles of the operator's editions from the server (decision 0172), paged there, searchable and filtered by
// state and category (the "Balance notes" tab opens it on category `balance`).

export const LANGUAGE_NAMES: Record<Language, string> = { 'zh-CN': '简体中文', 'zh-HK': '繁體中文', en: 'English', ja: '日本語' };
const STATE_TEXT: Record<ArticleState, string> = { published: 'Published', scheduled: 'Scheduled', unpublished: 'Unpublished' };
const PAGE_SIZE = 20;

export function ArticleList({ category: initialCategory, onOpen, onNew }: { category: string; onOpen: (slug: string) => void; onNew: () => void }) {
  const id = useId();
  const [q, setQ] = useState('');
  const [category, setCategory] = useState(initialCategory);
  const [state, setState] = useState<ArticleState | ''>('');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['ops', 'articles', q, state, category, page],
    queryFn: ({ signal }) => opsRequest<{ list: ArticleSummary[]; page: number; hasMore: boolean }>('/api/ops/articles/list', { query: { q, state, category, page, size: PAGE_SIZE }, signal }),
    placeholderData: (previous) => previous,
  });
  return (
    <section className={ui.panel} aria-labelledby={`${id}-h`} data-testid="article-list">
      <div className={styles.row}>
        <h2 id={`${id}-h`} className={ui.panelTitle}>
          {initialCategory === 'balance' ? 'Balance notes' : 'Articles'}
        </h2>
        <span className={styles.spacer} />
        <button type="button" className={ui.button} onClick={onNew}>
          {initialCategory === 'balance' ? 'New balance note' : 'New article'}
        </button>
      </div>
      <div className={ui.toolbar}>
        <label className={ui.field} htmlFor={`${id}-q`}>
          Search slug or title
          <input id={`${id}-q`} className={ui.input} value={q} maxLength={100} onChange={(e) => { setQ(e.target.value); setPage(1); }} />
        </label>
        <label className={ui.field} htmlFor={`${id}-s`}>
          State
          <select id={`${id}-s`} className={ui.input} value={state} onChange={(e) => { setState(e.target.value as ArticleState | ''); setPage(1); }}>
            <option value="">Any</option>
            <option value="published">Published</option>
            <option value="scheduled">Scheduled</option>
            <option value="unpublished">Unpublished</option>
          </select>
        </label>
        <label className={ui.field} htmlFor={`${id}-c`}>
          Category
          <select id={`${id}-c`} className={ui.input} value={category} onChange={(e) => { setCategory(e.target.value); setPage(1); }} data-testid="article-category-filter">
            <option value="">Any</option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ErrorLine error={list.error} />
      {list.data && (
        <>
          <div className={ui.tableWrap}>
            <table className={ui.table}>
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Slug</th>
                  <th scope="col">Category</th>
                  <th scope="col">Languages</th>
                  <th scope="col">Editions</th>
                  <th scope="col">State</th>
                  <th scope="col">Publish time</th>
                </tr>
              </thead>
              <tbody>
                {list.data.list.map((a) => (
                  <tr key={a.id} data-slug={a.slug}>
                    <td>
                      <button type="button" className={ui.linkButton} onClick={() => onOpen(a.slug)}>
                        {a.title}
                      </button>
                    </td>
                    <td className={ui.mono}>{a.slug}</td>
                    <td>{a.category}</td>
                    <td>
                      {LANGUAGES.map((l) => (
                        <span key={l} className={a.languages.includes(l) ? styles.ok : styles.hidden} title={LANGUAGE_NAMES[l]} style={{ marginRight: 6 }}>
                          {a.languages.includes(l) ? l : `(${l})`}
                        </span>
                      ))}
                    </td>
                    <td>{a.editions.join(', ')}</td>
                    <td className={a.state === 'published' ? styles.ok : a.state === 'scheduled' ? styles.warn : styles.hidden}>{STATE_TEXT[a.state]}</td>
                    <td>{formatTime(a.publishedAt)}</td>
                  </tr>
                ))}
                {list.data.list.length === 0 && (
                  <tr>
                    <td colSpan={7} className={ui.muted}>
                      No articles.
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
          <Pager page={page} hasNext={list.data.hasMore} onPage={setPage} />
        </>
      )}
    </section>
  );
}
