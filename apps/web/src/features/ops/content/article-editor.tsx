import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EDITION_CODES } from '@mecha/shared/editions';
import { LANGUAGES, type Language } from '@mecha/shared/i18n/languages';
import { CATEGORIES } from '@mecha/shared/news/ranking-options';
import { useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { formatTime, fromLocalInput } from '../lib/format.ts';
import { opsRequest } from '../lib/ops-request.ts';
import { ReasonDialog } from '../lib/reason-dialog.tsx';
import { ErrorLine, NoticeLine } from '../lib/status-lines.tsx';
import ui from '../lib/ui.module.css';
import { LANGUAGE_NAMES } from './article-list.tsx';
import { filledLanguages, publishBody, renderMarkdown } from './article-body.ts';
import styles from './content.module.css';
import type { ArticleDraft, LanguageDraft } from './types.ts';

// One article (decision 0172): a tab per language (title, summary, tags, body in Markdown) beside a preview of it
// rendered as the CLI renders content files, in a sandboxed frame; publish now, schedule (a later publish time),
// unpublish. The editions offered are the operator's own (the server refuses any other).

/** The rendered article in a frame without scripts: the preview cannot run anything an author typed. */
function Preview({ lang, text }: { lang: Language; text: LanguageDraft }) {
  const html = useMemo(() => renderMarkdown(text.body), [text.body]);
  const doc = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>body{font:15px/1.6 system-ui,sans-serif;margin:16px;color:#0c1626}img{max-width:100%}h1{font-size:22px;margin:0 0 4px}.s{color:#4a5468;margin:0 0 12px}</style></head><body><h1>${escapeHtml(text.title)}</h1><p class="s">${escapeHtml(text.summary)}</p>${html}</body></html>`;
  return <iframe title={`Preview (${LANGUAGE_NAMES[lang]})`} sandbox="" srcDoc={doc} style={{ width: '100%', height: 360, border: '1px solid #d6dde8', borderRadius: 6, background: '#fff' }} data-testid="article-preview" />;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function ArticleEditor({ initial, allowed, onClose }: { initial: ArticleDraft; allowed: readonly string[]; onClose: () => void }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [draft, setDraft] = useState<ArticleDraft>(initial);
  const [lang, setLang] = useState<Language>('en');
  const [message, setMessage] = useState<string | null>(null);
  const [confirmUnpublish, setConfirmUnpublish] = useState(false);
  const tabs = useRef(new Map<Language, HTMLButtonElement>());
  const text = draft.texts[lang];
  const setText = (patch: Partial<LanguageDraft>) => setDraft((d) => ({ ...d, texts: { ...d.texts, [lang]: { ...d.texts[lang], ...patch } } }));
  const publishAt = fromLocalInput(draft.publishAt);
  const scheduled = publishAt !== undefined && publishAt * 1000 > Date.now();
  const langs = filledLanguages(draft);
  const slugOk = /^[a-z0-9-]{3,80}$/.test(draft.slug.trim());
  const ready = slugOk && langs.length > 0 && draft.editions.length > 0 && langs.every((l) => draft.texts[l].body.trim() !== '');

  const publish = useMutation({
    mutationFn: () => opsRequest<{ id: number; created: boolean }>('/api/ops/articles', { body: publishBody(draft, publishAt) }),
    onSuccess: (data) => {
      setMessage(`${scheduled ? 'Scheduled' : 'Published'} “${draft.slug}” (#${data.id}) in ${langs.join(', ')}${scheduled ? ` for ${formatTime(publishAt)}` : ''}.`);
      void queryClient.invalidateQueries({ queryKey: ['ops', 'articles'] });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    if (ready) publish.mutate();
  };
  const onTabKey = (e: KeyboardEvent) => {
    const i = LANGUAGES.indexOf(lang);
    const next = e.key === 'ArrowRight' ? LANGUAGES[(i + 1) % LANGUAGES.length] : e.key === 'ArrowLeft' ? LANGUAGES[(i + LANGUAGES.length - 1) % LANGUAGES.length] : null;
    if (next) {
      e.preventDefault();
      setLang(next);
      tabs.current.get(next)?.focus();
    }
  };

  return (
    <section className={ui.panel} aria-labelledby={`${id}-h`} data-testid="article-editor">
      <div className={styles.row}>
        <h2 id={`${id}-h`} className={ui.panelTitle}>
          {initial.slug ? `Edit “${initial.slug}”` : 'New article'}
        </h2>
        <span className={styles.spacer} />
        <button type="button" className={ui.secondary} onClick={onClose}>
          Back to the list
        </button>
      </div>
      <form onSubmit={submit}>
        <div className={ui.toolbar}>
          <label className={ui.field} htmlFor={`${id}-slug`}>
            Slug (a-z, 0-9, -)
            <input id={`${id}-slug`} className={ui.input} value={draft.slug} maxLength={80} onChange={(e) => setDraft({ ...draft, slug: e.target.value })} readOnly={initial.slug !== ''} required aria-invalid={draft.slug !== '' && !slugOk} />
          </label>
          <label className={ui.field} htmlFor={`${id}-cat`}>
            Category
            <select id={`${id}-cat`} className={ui.input} value={draft.category} onChange={(e) => setDraft({ ...draft, category: e.target.value })}>
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </label>
          <label className={ui.field} htmlFor={`${id}-at`}>
            Publish time (empty: now; later: scheduled)
            <input id={`${id}-at`} className={ui.input} type="datetime-local" value={draft.publishAt} onChange={(e) => setDraft({ ...draft, publishAt: e.target.value })} />
          </label>
          <label className={ui.field} htmlFor={`${id}-cover`}>
            Cover image (optional)
            <input id={`${id}-cover`} className={ui.input} value={draft.cover} maxLength={500} placeholder="/covers/x.svg" onChange={(e) => setDraft({ ...draft, cover: e.target.value })} />
          </label>
          <fieldset className={`${ui.field} ${styles.plain}`}>
            <legend>Editions</legend>
            <div className={styles.row}>
              {EDITION_CODES.map((e) => (
                <label key={e} style={{ fontWeight: 400 }}>
                  <input
                    type="checkbox"
                    checked={draft.editions.includes(e)}
                    disabled={!allowed.includes(e)}
                    onChange={(ev) => setDraft({ ...draft, editions: ev.target.checked ? [...draft.editions, e] : draft.editions.filter((x) => x !== e) })}
                  />{' '}
                  {e}
                </label>
              ))}
            </div>
          </fieldset>
        </div>

        <div role="tablist" aria-label="Languages" className={styles.row} style={{ borderBottom: '1px solid #d6dde8', marginBottom: 12 }}>
          {LANGUAGES.map((l) => (
            <button
              key={l}
              ref={(el) => void (el ? tabs.current.set(l, el) : tabs.current.delete(l))}
              type="button"
              role="tab"
              id={`${id}-tab-${l}`}
              aria-selected={l === lang}
              aria-controls={`${id}-panel`}
              tabIndex={l === lang ? 0 : -1}
              className={l === lang ? ui.button : ui.secondary}
              onClick={() => setLang(l)}
              onKeyDown={onTabKey}
            >
              {LANGUAGE_NAMES[l]} {draft.texts[l].title.trim() ? '✓' : ''}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${lang}`} className={styles.split}>
          <div className={styles.stack}>
            <label className={ui.field} htmlFor={`${id}-title`}>
              Title ({lang})
              <input id={`${id}-title`} className={ui.input} value={text.title} maxLength={200} onChange={(e) => setText({ title: e.target.value })} />
            </label>
            <label className={ui.field} htmlFor={`${id}-summary`}>
              Summary ({lang})
              <input id={`${id}-summary`} className={ui.input} value={text.summary} maxLength={500} onChange={(e) => setText({ summary: e.target.value })} />
            </label>
            <label className={ui.field} htmlFor={`${id}-tags`}>
              Tags ({lang}, comma-separated, at most 8)
              <input id={`${id}-tags`} className={ui.input} value={text.tags} maxLength={220} onChange={(e) => setText({ tags: e.target.value })} />
            </label>
            <label className={ui.field} htmlFor={`${id}-body`}>
              Body ({lang}, Markdown)
              <textarea id={`${id}-body`} className={`${ui.input} ${ui.mono}`} rows={12} value={text.body} onChange={(e) => setText({ body: e.target.value })} />
            </label>
          </div>
          <div>
            <p className={ui.muted} style={{ margin: '0 0 6px' }}>
              Preview ({LANGUAGE_NAMES[lang]}) — the server sanitises the HTML again when it stores it.
            </p>
            <Preview lang={lang} text={text} />
          </div>
        </div>

        <div className={styles.row} style={{ marginTop: 16 }}>
          <span className={ui.muted}>
            Will publish in: {langs.length ? langs.join(', ') : 'no language yet (a language needs a title and a body)'}
          </span>
          <span className={styles.spacer} />
          {initial.slug && (
            <button type="button" className={ui.danger} onClick={() => setConfirmUnpublish(true)}>
              Unpublish…
            </button>
          )}
          <button type="submit" className={ui.button} disabled={!ready || publish.isPending}>
            {scheduled ? 'Schedule' : 'Publish now'}
          </button>
        </div>
      </form>
      <ErrorLine error={publish.error} />
      <NoticeLine text={message} testId="publish-result" />
      {confirmUnpublish && (
        <ReasonDialog
          title={`Unpublish “${initial.slug}”?`}
          changes={['Players stop seeing the article in every language and edition.', 'Publishing it again brings it back.']}
          confirmLabel="Unpublish"
          danger
          onConfirm={async () => {
            await opsRequest('/api/ops/articles/unpublish', { body: { slug: initial.slug } });
            setMessage(`Unpublished “${initial.slug}”.`);
            await queryClient.invalidateQueries({ queryKey: ['ops', 'articles'] });
          }}
          onClose={() => setConfirmUnpublish(false)}
        />
      )}
    </section>
  );
}
