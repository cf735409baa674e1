import type { MemoriesReport } from '@mecha/shared/annual/api';
import { useId, useMemo, useRef } from 'react';
import { Overlay } from '../../../components/overlay.tsx';
import { RankBadge } from '../../../components/rank-badge.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatters } from '../../../lib/format.ts';
import { PosterPreview } from '../../news/components/poster-preview.tsx';
import { layoutRecordPoster } from '../../news/lib/poster-layout.ts';
import { useEventDates } from '../lib/event-dates.ts';
import { bestScoreOfYear, type ReportCardId } from '../lib/report-cards.ts';
import { reportPosterInput } from '../lib/report-poster.ts';
import styles from './report-share-sheet.module.css';

interface ReportShareSheetProps {
  /** The card whose poster is shown; null: closed. */
  card: ReportCardId | null;
  report: MemoriesReport;
  /** The report's share page address (the QR code's target). */
  link: string;
  period: string;
  onClose: () => void;
}

/**
 * A story card as a share poster, drawn by the news feature's poster machinery (painter and QR code loaded only
 * now), with save, share and copy-link. Each poster carries the year's best rank badge, drawn by the app's own
 * component off-screen and copied onto the canvas.
 */
export function ReportShareSheet({ card, report, link, period, onClose }: ReportShareSheetProps) {
  const { t } = useTranslation();
  const f = useFormatters();
  const dates = useEventDates();
  const titleId = useId();
  const badge = useRef<HTMLDivElement>(null);
  const best = bestScoreOfYear(report);
  const layout = useMemo(
    () => (card ? layoutRecordPoster(reportPosterInput(card, report, { t, f, period, day: dates.homeDay }, link)) : null),
    [card, report, t, f, period, dates, link],
  );
  return (
    <Overlay open={card !== null} onClose={onClose} kind="sheet" labelledBy={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('annual.report.sheetTitle')}
      </h2>
      <div data-testid="report-poster-sheet">
        <PosterPreview
          layout={layout}
          badgeSvg={best !== null ? () => badgeMarkup(badge.current) : undefined}
          link={link}
          title={t('annual.report.linkTitle', { name: report.nickname })}
          fileName={`anniversary-${report.uid}-${card ?? 'card'}.png`}
        />
      </div>
      {best !== null && (
        <div ref={badge} className={styles.offscreen} aria-hidden="true">
          <RankBadge score={best} size="240px" />
        </div>
      )}
    </Overlay>
  );
}

function badgeMarkup(container: HTMLElement | null): string | undefined {
  const svg = container?.querySelector('svg');
  if (!svg) return undefined;
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', '240');
  copy.setAttribute('height', '248');
  copy.removeAttribute('class');
  return new XMLSerializer().serializeToString(copy);
}
