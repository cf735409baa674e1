import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LANGUAGES, type Language } from '@mecha/shared/i18n/languages';
import { useId, useState, type FormEvent } from 'react';
import { formatTime, fromLocalInput } from '../lib/format.ts';
import { opsRequest } from '../lib/ops-request.ts';
import { ErrorLine } from '../lib/status-lines.tsx';
import ui from '../lib/ui.module.css';
import { LANGUAGE_NAMES } from './article-list.tsx';
import styles from './content.module.css';
import { versionBody, versionLanguages, versionProblem, type VersionDraft } from './version-draft.ts';

// Write or change a version note and publish it (POST /api/ops/versions, by version): a title and a Markdown body
// per language. Version notes reach every edition, so only an all-editions operator publishes (the server says so).

export function VersionForm({ initial, onClose }: { initial: VersionDraft; onClose: (saved: string | null) => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [d, setD] = useState(initial);
  const [lang, setLang] = useState<Language>('en');
  const editing = initial.version !== '';
  const problem = versionProblem(d);
  const publishAt = fromLocalInput(d.publishAt);
  const publish = useMutation({
    mutationFn: () => opsRequest('/api/ops/versions', { body: versionBody(d, publishAt) }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['ops', 'versions'] });
      onClose(`Published version note ${d.version.trim()} in ${versionLanguages(d).join(', ')}${publishAt ? ` dated ${formatTime(publishAt)}` : ''}.`);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!problem) publish.mutate();
  };
  const text = d.texts[lang];
  const setText = (patch: Partial<VersionDraft['texts'][Language]>) => setD({ ...d, texts: { ...d.texts, [lang]: { ...text, ...patch } } });
  return (
    <section className={ui.panel} aria-labelledby={`${id}-h`} data-testid="version-form">
      <div className={styles.row}>
        <h2 id={`${id}-h`} className={ui.panelTitle}>
          {editing ? `Edit version note ${initial.version}` : 'New version note'}
        </h2>
        <span className={styles.spacer} />
        <button type="button" className={ui.secondary} onClick={() => onClose(null)}>
          Back to the list
        </button>
      </div>
      <form onSubmit={submit}>
        <div className={ui.toolbar}>
          <label className={ui.field}>
            Version
            <input className={ui.input} value={d.version} maxLength={32} readOnly={editing} required onChange={(e) => setD({ ...d, version: e.target.value })} data-testid="version-version" />
          </label>
          <label className={ui.field}>
            Date shown (empty: now)
            <input className={ui.input} type="datetime-local" value={d.publishAt} onChange={(e) => setD({ ...d, publishAt: e.target.value })} />
          </label>
        </div>
        <nav aria-label="Languages" className={styles.row} style={{ margin: '12px 0' }}>
          {LANGUAGES.map((l) => (
            <button key={l} type="button" className={l === lang ? ui.button : ui.secondary} aria-pressed={l === lang} onClick={() => setLang(l)}>
              {LANGUAGE_NAMES[l]} {d.texts[l].title.trim() ? '✓' : ''}
            </button>
          ))}
        </nav>
        <div className={styles.stack}>
          <label className={ui.field}>
            Title ({lang})
            <input className={ui.input} value={text.title} maxLength={200} onChange={(e) => setText({ title: e.target.value })} data-testid="version-title" />
          </label>
          <label className={ui.field}>
            Notes ({lang}, Markdown)
            <textarea className={`${ui.input} ${ui.mono}`} rows={10} value={text.body} onChange={(e) => setText({ body: e.target.value })} data-testid="version-body" />
          </label>
        </div>
        <div className={styles.row} style={{ marginTop: 12 }}>
          <span className={ui.muted}>{problem ?? `Will publish in: ${versionLanguages(d).join(', ')}`}</span>
          <span className={styles.spacer} />
          <button type="submit" className={ui.button} disabled={problem !== null || publish.isPending} data-testid="version-publish">
            Publish
          </button>
        </div>
      </form>
      <ErrorLine error={publish.error} />
    </section>
  );
}
