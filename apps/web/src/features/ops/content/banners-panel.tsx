import { useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { LANGUAGES, type Language } from '@mecha/shared/i18n/languages';
import type { OpsBannerItem } from '@mecha/shared/news/ops-api';
import { useId, useState } from 'react';
import { opsRequest } from '../lib/ops-request.ts';
import { ReasonDialog } from '../lib/reason-dialog.tsx';
import ui from '../lib/ui.module.css';
import { bannerBody, bannerDraftOf, emptyBanner, type BannerDraft } from './banner-draft.ts';
import { BannerForm } from './banner-form.tsx';
import styles from './content.module.css';
import { Pager } from '../lib/pager.tsx';
import { ErrorLine, NoticeLine } from '../lib/status-lines.tsx';

// Banners (decision 0179): the operator's editions' banners in the order the app shows them, filtered by edition,
// language and active on the server and paged there; create, edit, and deactivate (or activate again) after a
// confirm that says what players will see.

const PAGE_SIZE = 20;
const titleOf = (b: OpsBannerItem) => b.titles.en ?? Object.values(b.titles)[0] ?? b.slug;

export function BannersPanel({ allowed }: { allowed: readonly string[] }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [edition, setEdition] = useState('');
  const [lang, setLang] = useState<Language | ''>('');
  const [active, setActive] = useState<'' | 'true' | 'false'>('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<BannerDraft | null>(null);
  const [toggling, setToggling] = useState<OpsBannerItem | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['ops', 'banners', edition, lang, active, page],
    queryFn: ({ signal }) => opsRequest<{ list: OpsBannerItem[]; hasMore: boolean }>('/api/ops/banners/list', { query: { edition, lang, active, page, size: PAGE_SIZE }, signal }),
    placeholderData: (previous) => previous,
  });
  const reset = (set: () => void) => {
    set();
    setPage(1);
  };

  if (editing) {
    return (
      <BannerForm
        key={editing.slug || 'new'}
        initial={editing}
        allowed={allowed}
        onClose={(saved) => {
          setEditing(null);
          setMessage(saved);
        }}
      />
    );
  }
  return (
    <section className={ui.panel} aria-labelledby={`${id}-h`} data-testid="banner-list">
      <div className={styles.row}>
        <h2 id={`${id}-h`} className={ui.panelTitle}>
          Banners
        </h2>
        <span className={styles.spacer} />
        <button type="button" className={ui.button} onClick={() => setEditing(emptyBanner(allowed))}>
          New banner
        </button>
      </div>
      <div className={ui.toolbar}>
        <label className={ui.field}>
          Edition
          <select className={ui.input} value={edition} onChange={(e) => reset(() => setEdition(e.target.value))}>
            <option value="">Any of mine</option>
            {allowed.map((e) => (
              <option key={e} value={e}>
                {e}
              </option>
            ))}
          </select>
        </label>
        <label className={ui.field}>
          Language
          <select className={ui.input} value={lang} onChange={(e) => reset(() => setLang(e.target.value as Language | ''))}>
            <option value="">Any</option>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </label>
        <label className={ui.field}>
          State
          <select className={ui.input} value={active} onChange={(e) => reset(() => setActive(e.target.value as '' | 'true' | 'false'))}>
            <option value="">Any</option>
            <option value="true">Active</option>
            <option value="false">Inactive</option>
          </select>
        </label>
      </div>
      <NoticeLine text={message} testId="banner-result" />
      <ErrorLine error={list.error} />
      {list.data && (
        <>
          <div className={ui.tableWrap}>
            <table className={ui.table}>
              <thead>
                <tr>
                  <th scope="col">Image</th>
                  <th scope="col">Title</th>
                  <th scope="col">Slug</th>
                  <th scope="col">Order</th>
                  <th scope="col">Editions</th>
                  <th scope="col">Languages</th>
                  <th scope="col">State</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {list.data.list.map((b) => {
                  const mine = b.editions.every((e) => allowed.includes(e));
                  return (
                    <tr key={b.id} data-slug={b.slug}>
                      <td>
                        <img className={styles.thumb} src={b.image} alt="" loading="lazy" />
                      </td>
                      <td>{titleOf(b)}</td>
                      <td className={ui.mono}>{b.slug}</td>
                      <td>{b.sort}</td>
                      <td>{b.editions.join(', ')}</td>
                      <td>{Object.keys(b.titles).join(', ')}</td>
                      <td className={b.active ? styles.ok : styles.hidden}>{b.active ? 'Active' : 'Inactive'}</td>
                      <td>
                        {mine ? (
                          <div className={styles.row}>
                            <button type="button" className={ui.linkButton} onClick={() => setEditing(bannerDraftOf(b))} aria-label={`Edit banner ${b.slug}`}>
                              Edit
                            </button>
                            <button type="button" className={ui.linkButton} onClick={() => setToggling(b)} aria-label={`${b.active ? 'Deactivate' : 'Activate'} banner ${b.slug}`}>
                              {b.active ? 'Deactivate' : 'Activate'}
                            </button>
                          </div>
                        ) : (
                          <span className={ui.muted} title="It reaches editions you are not scoped to">
                            Not yours to change
                          </span>
                        )}
                      </td>
                    </tr>
                  );
                })}
                {list.data.list.length === 0 && (
                  <tr>
                    <td colSpan={8} className={ui.muted}>
                      No banners.
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
          <Pager page={page} hasNext={list.data.hasMore} onPage={setPage} />
        </>
      )}
      {toggling && (
        <ReasonDialog
          title={`${toggling.active ? 'Deactivate' : 'Activate'} banner “${toggling.slug}”?`}
          changes={[
            toggling.active ? `Players of ${toggling.editions.join(', ')} stop seeing it in the news carousel.` : `Players of ${toggling.editions.join(', ')} see it in the news carousel again.`,
            'Image, link, order and titles stay as they are.',
          ]}
          confirmLabel={toggling.active ? 'Deactivate' : 'Activate'}
          danger={toggling.active}
          onConfirm={async () => {
            await opsRequest('/api/ops/banners', { body: bannerBody(bannerDraftOf(toggling), !toggling.active) });
            setMessage(`${toggling.active ? 'Deactivated' : 'Activated'} banner “${toggling.slug}”.`);
            await queryClient.invalidateQueries({ queryKey: ['ops', 'banners'] });
          }}
          onClose={() => setToggling(null)}
        />
      )}
    </section>
  );
}
