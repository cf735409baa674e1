import type { Language } from '@mecha/shared/i18n/languages';
import { WELFARE_OPS, type SigninDay } from '@mecha/shared/welfare/ops-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../lib/format.ts';
import { opsRequest } from '../lib/ops-request.ts';
import { ReasonDialog } from '../lib/reason-dialog.tsx';
import ui from '../lib/ui.module.css';
import { ItemsEditor, TextsFields } from './items-editor.tsx';
import styles from './welfare.module.css';
import { itemsDraft, itemsOf, itemsText, signinChanges, textsDraft, textsOf, titleOf, type ItemDraft } from './welfare-logic.ts';

const KEY = ['ops', 'welfare', 'signin'] as const;
interface DayForm {
  day: number;
  titles: Record<Language, string>;
  items: ItemDraft[];
}

function SigninEditor({ days, onDone }: { days: SigninDay[]; onDone: () => void }) {
  const client = useQueryClient();
  const [form, setForm] = useState<DayForm[]>(() => days.map((d) => ({ day: d.day, titles: textsDraft(d.titles), items: itemsDraft(d.items) })));
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{ next: SigninDay[]; lines: string[] } | null>(null);
  const save = useMutation({
    mutationFn: (next: SigninDay[]) => opsRequest(WELFARE_OPS.signin, { body: { days: next } }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
  const setDay = (day: number, patch: Partial<DayForm>) => setForm((f) => f.map((d) => (d.day === day ? { ...d, ...patch } : d)));

  function review(event: FormEvent) {
    event.preventDefault();
    const next: SigninDay[] = [];
    for (const d of form) {
      const items = itemsOf(d.items);
      if ('error' in items) return setError(`Day ${d.day}: ${items.error}`);
      const titles = textsOf(d.titles);
      if (Object.keys(titles).length === 0) return setError(`Day ${d.day}: give a title in at least one language.`);
      next.push({ day: d.day, titles, items: items.items });
    }
    const lines = signinChanges(days, next);
    if (lines.length === 0) return setError('Nothing has changed.');
    setError(null);
    setConfirm({ next, lines });
  }

  return (
    <>
    <form className={`${ui.panel} ${styles.form}`} onSubmit={review} aria-label="Edit the sign-in rewards" data-testid="signin-editor">
      <div className={styles.days}>
        {form.map((d) => (
          <fieldset key={d.day} className={styles.item} data-testid="signin-day-editor">
            <legend>Day {d.day}</legend>
            <TextsFields label="Title" value={d.titles} onChange={(titles) => setDay(d.day, { titles })} testId={`signin-${d.day}-title`} />
            <ItemsEditor items={d.items} onChange={(items) => setDay(d.day, { items })} testId={`signin-${d.day}-items`} />
          </fieldset>
        ))}
      </div>
      {error && (
        <p className={ui.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={ui.button} data-testid="signin-review">
          Review changes
        </button>
        <button type="button" className={ui.secondary} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
      {confirm && (
        <ReasonDialog
          title="Save the sign-in rewards?"
          changes={confirm.lines}
          confirmLabel="Save"
          onConfirm={async () => {
            await save.mutateAsync(confirm.next);
            onDone();
          }}
          onClose={() => setConfirm(null)}
          testId="signin-confirm"
        />
      )}
    </>
  );
}

// Sign-in: the 7 days' rewards of the sign-in strip (one participation per account, site-wide), edited all at once.
export function SigninPanel({ canEdit }: { canEdit: boolean }) {
  const days = useQuery({ queryKey: KEY, queryFn: ({ signal }) => opsRequest<{ days: SigninDay[] }>(WELFARE_OPS.signin, { signal }) });
  const [editing, setEditing] = useState(false);
  const list = days.data?.days ?? [];
  return (
    <div className={ui.page} data-testid="welfare-signin">
      {!canEdit && <p className={ui.note}>The sign-in rewards apply to every edition: only an operator of every edition may change them.</p>}
      {days.isError && <p className={ui.error}>{errorMessage(days.error)}</p>}
      <div className={ui.tableWrap}>
        <table className={ui.table}>
          <caption className="visually-hidden">Sign-in rewards</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Title</th>
              <th scope="col">Rewards</th>
            </tr>
          </thead>
          <tbody>
            {list.map((d) => (
              <tr key={d.day} data-testid="signin-day" data-day={d.day}>
                <td>{d.day}</td>
                <td>{titleOf(d.titles, `Day ${d.day}`)}</td>
                <td>{itemsText(d.items)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {canEdit && !editing && list.length > 0 && (
        <div>
          <button type="button" className={ui.button} onClick={() => setEditing(true)} data-testid="signin-edit">
            Edit the 7 days
          </button>
        </div>
      )}
      {editing && <SigninEditor days={list} onDone={() => setEditing(false)} />}
    </div>
  );
}
