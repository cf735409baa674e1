import { useMutation } from '@tanstack/react-query';
import { API } from '@mecha/shared/api-paths';
import { LANGUAGES, type Language } from '@mecha/shared/i18n/languages';
import { INCIDENT_SEVERITIES, type IncidentOps, type IncidentSeverity } from '@mecha/shared/status/api';
import { useId, useState, type FormEvent } from 'react';
import { opsRequest } from '../lib/ops-request.ts';
import { ErrorLine } from '../lib/status-lines.tsx';
import ui from '../lib/ui.module.css';
import { BODY_MAX, createBody, draftLanguages, incidentProblem, TITLE_MAX, updateBody, type IncidentDraft } from './incident-draft.ts';
import styles from './incidents.module.css';

export const SEVERITY_LABELS: Record<IncidentSeverity, string> = { info: 'Info', minor: 'Minor', major: 'Major' };
const LANGUAGE_NAMES: Record<Language, string> = { 'zh-CN': '简体中文', 'zh-HK': '繁體中文', en: 'English', ja: '日本語' };

/** Post a new incident, or change one (severity and texts): a title and an optional body in any of the languages. */
export function IncidentForm({ initial, onDone, onCancel }: { initial: IncidentDraft; onDone: (saved: IncidentOps, created: boolean) => void; onCancel?: () => void }) {
  const id = useId();
  const [d, setD] = useState(initial);
  const [lang, setLang] = useState<Language>('en');
  const editing = d.id !== null;
  const problem = incidentProblem(d);
  const save = useMutation({
    mutationFn: () =>
      d.id === null
        ? opsRequest<IncidentOps>(API.opsStatusIncidents, { body: createBody(d) })
        : opsRequest<IncidentOps>(API.opsStatusIncidentUpdate, { body: updateBody({ ...d, id: d.id }) }),
    onSuccess: (saved) => onDone(saved, d.id === null),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!problem) save.mutate();
  };
  const text = d.texts[lang];
  const setText = (patch: Partial<IncidentDraft['texts'][Language]>) => setD({ ...d, texts: { ...d.texts, [lang]: { ...text, ...patch } } });
  return (
    <form onSubmit={submit} data-testid="incident-form" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`} className={styles.formTitle}>
        {editing ? `Edit incident #${d.id}` : 'Post an incident'}
      </h3>
      <div className={ui.toolbar}>
        <label className={ui.field} htmlFor={`${id}-s`}>
          Severity
          <select id={`${id}-s`} className={ui.input} value={d.severity} onChange={(e) => setD({ ...d, severity: e.target.value as IncidentSeverity })} data-testid="incident-severity">
            {INCIDENT_SEVERITIES.map((s) => (
              <option key={s} value={s}>
                {SEVERITY_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className={styles.langs} role="group" aria-label="Language of the text">
        {LANGUAGES.map((l) => (
          <button key={l} type="button" className={l === lang ? ui.button : ui.secondary} aria-pressed={l === lang} onClick={() => setLang(l)} data-testid={`incident-lang-${l}`}>
            {LANGUAGE_NAMES[l]} {d.texts[l].title.trim() ? '✓' : ''}
          </button>
        ))}
      </div>
      <div className={styles.stack}>
        <label className={ui.field} htmlFor={`${id}-t`}>
          Title ({lang})
          <input id={`${id}-t`} className={ui.input} value={text.title} maxLength={TITLE_MAX} onChange={(e) => setText({ title: e.target.value })} data-testid="incident-title" />
        </label>
        <label className={ui.field} htmlFor={`${id}-b`}>
          What players should know ({lang}, optional)
          <textarea id={`${id}-b`} className={ui.input} rows={4} value={text.body} maxLength={BODY_MAX} onChange={(e) => setText({ body: e.target.value })} data-testid="incident-body" />
        </label>
      </div>
      <div className={styles.actions}>
        <span className={ui.muted}>{problem ?? `Shown in: ${draftLanguages(d).join(', ')}; players of another language see the nearest.`}</span>
        <span className={styles.spacer} />
        {onCancel && (
          <button type="button" className={ui.secondary} onClick={onCancel}>
            Cancel
          </button>
        )}
        <button type="submit" className={ui.button} disabled={problem !== null || save.isPending} data-testid="incident-submit">
          {editing ? 'Save changes' : 'Post incident'}
        </button>
      </div>
      <ErrorLine error={save.error} />
    </form>
  );
}
