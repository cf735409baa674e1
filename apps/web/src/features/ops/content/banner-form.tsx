import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EDITION_CODES } from '@mecha/shared/editions';
import { LANGUAGES } from '@mecha/shared/i18n/languages';
import { useId, useState, type FormEvent } from 'react';
import { opsRequest } from '../lib/ops-request.ts';
import { ErrorLine } from '../lib/status-lines.tsx';
import ui from '../lib/ui.module.css';
import { LANGUAGE_NAMES } from './article-list.tsx';
import { bannerBody, bannerProblem, type BannerDraft } from './banner-draft.ts';
import styles from './content.module.css';

// Create or change a banner (POST /api/ops/banners, by slug): image, link, order, editions, a title per language,
// active. Editions outside the operator's are shown but cannot be ticked (the server refuses them anyway).

export function BannerForm({ initial, allowed, onClose }: { initial: BannerDraft; allowed: readonly string[]; onClose: (saved: string | null) => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [d, setD] = useState(initial);
  const editing = initial.slug !== '';
  const problem = bannerProblem(d);
  const save = useMutation({
    mutationFn: () => opsRequest('/api/ops/banners', { body: bannerBody(d) }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['ops', 'banners'] });
      onClose(`Saved banner “${d.slug.trim()}”.`);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!problem) save.mutate();
  };
  return (
    <section className={ui.panel} aria-labelledby={`${id}-h`} data-testid="banner-form">
      <div className={styles.row}>
        <h2 id={`${id}-h`} className={ui.panelTitle}>
          {editing ? `Edit banner “${initial.slug}”` : 'New banner'}
        </h2>
        <span className={styles.spacer} />
        <button type="button" className={ui.secondary} onClick={() => onClose(null)}>
          Back to the list
        </button>
      </div>
      <form onSubmit={submit} className={styles.split}>
        <div className={styles.stack}>
          <label className={ui.field}>
            Slug (a-z, 0-9, -)
            <input className={ui.input} value={d.slug} maxLength={80} readOnly={editing} required onChange={(e) => setD({ ...d, slug: e.target.value })} data-testid="banner-slug" />
          </label>
          <label className={ui.field}>
            Image (a site path like /covers/x.svg, or https on an allowed host)
            <input className={ui.input} value={d.image} maxLength={500} required onChange={(e) => setD({ ...d, image: e.target.value })} data-testid="banner-image" />
          </label>
          <label className={ui.field}>
            Link (an app route like #/pages/…, or an http(s) page)
            <input className={ui.input} value={d.link} maxLength={500} required onChange={(e) => setD({ ...d, link: e.target.value })} data-testid="banner-link" />
          </label>
          <label className={ui.field}>
            Order (lower shows first)
            <input className={ui.input} inputMode="numeric" value={d.sort} maxLength={7} onChange={(e) => setD({ ...d, sort: e.target.value })} data-testid="banner-sort" />
          </label>
          <fieldset className={`${ui.field} ${styles.plain}`}>
            <legend>Editions</legend>
            <div className={styles.row}>
              {EDITION_CODES.map((e) => (
                <label key={e} style={{ fontWeight: 400 }}>
                  <input
                    type="checkbox"
                    checked={d.editions.includes(e)}
                    disabled={!allowed.includes(e)}
                    onChange={(ev) => setD({ ...d, editions: ev.target.checked ? [...d.editions, e] : d.editions.filter((x) => x !== e) })}
                  />{' '}
                  {e}
                </label>
              ))}
            </div>
          </fieldset>
          <label style={{ fontWeight: 400 }}>
            <input type="checkbox" checked={d.active} onChange={(e) => setD({ ...d, active: e.target.checked })} /> Active (shown to players)
          </label>
        </div>
        <div className={styles.stack}>
          {LANGUAGES.map((l) => (
            <label key={l} className={ui.field}>
              Title — {LANGUAGE_NAMES[l]} (empty: not in this language)
              <input className={ui.input} value={d.titles[l]} maxLength={200} onChange={(e) => setD({ ...d, titles: { ...d.titles, [l]: e.target.value } })} data-testid={`banner-title-${l}`} />
            </label>
          ))}
          <div className={styles.row}>
            {problem ? <span className={ui.muted}>{problem}</span> : null}
            <span className={styles.spacer} />
            <button type="submit" className={ui.button} disabled={problem !== null || save.isPending} data-testid="banner-save">
              {editing ? 'Save banner' : 'Create banner'}
            </button>
          </div>
          <ErrorLine error={save.error} />
        </div>
      </form>
    </section>
  );
}
