import { useQuery } from '../../../lib/use-query.ts';
import type { OpsVersionItem } from '@mecha/shared/news/ops-api';
import { useId, useState } from 'react';
import { formatNumber, formatTime } from '../lib/format.ts';
import { opsRequest } from '../lib/ops-request.ts';
import ui from '../lib/ui.module.css';
import styles from './content.module.css';
import { emptyVersion, versionDraftOf, type VersionDraft } from './version-draft.ts';
import { VersionForm } from './version-form.tsx';
import { Pager } from '../lib/pager.tsx';
import { ErrorLine, NoticeLine } from '../lib/status-lines.tsx';

// Version notes (decision 0179): newest first, paged on the server, with their languages and the players' clicks;
// write, change and publish one. They reach every edition, so an operator scoped to some editions reads only.

const PAGE_SIZE = 20;

export function VersionsPanel({ allWritable }: { allWritable: boolean }) {
  const id = useId();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<VersionDraft | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['ops', 'versions', page],
    queryFn: ({ signal }) => opsRequest<{ list: OpsVersionItem[]; hasMore: boolean }>('/api/ops/versions/list', { query: { page, size: PAGE_SIZE }, signal }),
    placeholderData: (previous) => previous,
  });
  if (editing) {
    return (
      <VersionForm
        key={editing.version || 'new'}
        initial={editing}
        onClose={(saved) => {
          setEditing(null);
          setMessage(saved);
        }}
      />
    );
  }
  return (
    <section className={ui.panel} aria-labelledby={`${id}-h`} data-testid="version-list">
      <div className={styles.row}>
        <h2 id={`${id}-h`} className={ui.panelTitle}>
          Version notes
        </h2>
        <span className={styles.spacer} />
        {allWritable ? (
          <button type="button" className={ui.button} onClick={() => setEditing(emptyVersion())}>
            New version note
          </button>
        ) : (
          <span className={ui.muted}>Version notes reach every edition: an operator over all editions publishes them.</span>
        )}
      </div>
      <NoticeLine text={message} testId="version-result" />
      <ErrorLine error={list.error} />
      {list.data && (
        <>
          <div className={ui.tableWrap}>
            <table className={ui.table}>
              <thead>
                <tr>
                  <th scope="col">Version</th>
                  <th scope="col">Title</th>
                  <th scope="col">Languages</th>
                  <th scope="col">Date</th>
                  <th scope="col">Clicks</th>
                  {allWritable && <th scope="col">Actions</th>}
                </tr>
              </thead>
              <tbody>
                {list.data.list.map((v) => (
                  <tr key={v.id} data-version={v.version}>
                    <td className={ui.mono}>{v.version}</td>
                    <td>{v.titles.en ?? Object.values(v.titles)[0] ?? ''}</td>
                    <td>{Object.keys(v.titles).join(', ')}</td>
                    <td>{formatTime(v.publishedAt)}</td>
                    <td>{formatNumber(v.clicks)}</td>
                    {allWritable && (
                      <td>
                        <button type="button" className={ui.linkButton} onClick={() => setEditing(versionDraftOf(v))} aria-label={`Edit version note ${v.version}`}>
                          Edit
                        </button>
                      </td>
                    )}
                  </tr>
                ))}
                {list.data.list.length === 0 && (
                  <tr>
                    <td colSpan={6} className={ui.muted}>
                      No version notes.
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
