import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { BackIcon, ChevronIcon } from '../../../components/icons.tsx';
import { Overlay } from '../../../components/overlay.tsx';
import { EmptyBlock, ErrorBlock, Skeleton } from '../../../components/states.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { countVersionClick } from '../api/count-version-click.ts';
import { useVersionDetail } from '../api/get-version-detail.ts';
import { useVersionList } from '../api/get-version-list.ts';
import { RichText } from './rich-text.tsx';
import listStyles from '../../../components/list.module.css';
import styles from './version-notes-sheet.module.css';

/** Patch notes: the list, and one note read in place (SPEC §2 has no route of its own for them). */
export function VersionNotesSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const titleId = useId();
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useVersionList(open);
  const detail = useVersionDetail(openId);

  useEffect(() => {
    if (openId !== null) countVersionClick(openId).catch(() => undefined);
  }, [openId]);
  useEffect(() => {
    if (!open) setOpenId(null);
  }, [open]);

  return (
    <Overlay open={open} onClose={onClose} kind="sheet" labelledBy={titleId}>
      <div className={styles.head}>
        {openId !== null && (
          <button type="button" className={styles.back} onClick={() => setOpenId(null)} aria-label={t('news.versions.all')}>
            <BackIcon size="2rem" />
          </button>
        )}
        <h2 id={titleId} className={styles.title}>
          {openId !== null && detail.data ? t('news.versions.version', { version: detail.data.Version }) : t('news.versions.title')}
        </h2>
      </div>
      {openId !== null ? (
        detail.isPending ? (
          <Skeleton height="16rem" />
        ) : detail.isError ? (
          <ErrorBlock error={detail.error} onRetry={() => void detail.refetch()} />
        ) : (
          <article data-testid="version-detail">
            <h3 className={styles.noteTitle}>{detail.data.Title}</h3>
            <p className={styles.meta}>{f.day(detail.data.PublishedAt)}</p>
            <RichText html={detail.data.BodyHtml} />
          </article>
        )
      ) : list.isPending ? (
        <Skeleton height="12rem" />
      ) : list.isError ? (
        <ErrorBlock error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <EmptyBlock>{t('news.versions.empty')}</EmptyBlock>
      ) : (
        <ul className={listStyles.stack} data-testid="version-list">
          {list.data.list.map((v) => (
            <li key={v.Id}>
              <button type="button" className={styles.item} onClick={() => setOpenId(v.Id)} data-testid="version-item">
                <span className={styles.version}>{v.Version}</span>
                <span className={styles.itemText}>
                  <span className={styles.itemTitle}>{v.Title}</span>
                  <span className={styles.meta}>
                    {f.day(v.PublishedAt)} · {t('news.versions.clicks', { value: f.number(v.Clicks) })}
                  </span>
                </span>
                <ChevronIcon size="1.6rem" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Overlay>
  );
}
