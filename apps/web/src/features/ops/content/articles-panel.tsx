import { useState } from 'react';
import { errorMessage } from '../lib/format.ts';
import { opsRequest } from '../lib/ops-request.ts';
import ui from '../lib/ui.module.css';
import { draftFrom, emptyDraft } from './article-body.ts';
import { ArticleEditor } from './article-editor.tsx';
import { ArticleList } from './article-list.tsx';
import type { ArticleDraft, ArticleOne } from './types.ts';

/**
 * The list, or the editor of one article. `category` presets the list's filter and a new article's category (the
 * balance notes tab); `allowed` are the editions the operator may publish to.
 */
export function ArticlesPanel({ category, allowed }: { category: string; allowed: readonly string[] }) {
  const [editing, setEditing] = useState<ArticleDraft | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const open = async (slug: string) => {
    setLoadError(null);
    try {
      setEditing(draftFrom(await opsRequest<ArticleOne>('/api/ops/articles/one', { query: { slug } })));
    } catch (e) {
      setLoadError(errorMessage(e));
    }
  };
  const fresh = (): ArticleDraft => ({ ...emptyDraft(), editions: [...allowed], ...(category ? { category } : {}) });
  return (
    <>
      {loadError && <p className={ui.error} role="alert">{loadError}</p>}
      {editing ? (
        <ArticleEditor key={editing.slug || 'new'} initial={editing} allowed={allowed} onClose={() => setEditing(null)} />
      ) : (
        <ArticleList key={category} category={category} onOpen={(slug) => void open(slug)} onNew={() => setEditing(fresh())} />
      )}
    </>
  );
}
