import { useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link, useSearchParams } from '../../../lib/hash-router/index.ts';
import { NavBar } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { Panel } from '../../../components/panel.tsx';
import { RankBadge } from '../../../components/rank-badge.tsx';
import { Segmented } from '../../../components/segmented.tsx';
import { EmptyBlock, ErrorBlock } from '../../../components/states.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { ROUTES } from '../../../lib/routes.ts';
import { selectedRoleOf, useAppState } from '../../../lib/store.ts';
import { useHotRankList } from '../api/get-hot-rank-list.ts';
import { PosterPreview } from '../components/poster-preview.tsx';
import { RankingControls } from '../components/ranking-controls.tsx';
import { RecordChoiceForm } from '../components/record-choice.tsx';
import { rankingPosterInput, recordPosterInput } from '../lib/poster-input.ts';
import { layoutRankingPoster, layoutRecordPoster } from '../lib/poster-layout.ts';
import { parseSelection, type RankingSelection } from '../lib/ranking-params.ts';
import { recordFactsFrom } from '../lib/record-facts.ts';
import { currentAppUrl, DEFAULT_RECORD_CHOICE, rankingShareParams, recordShareParams, shareHref } from '../lib/share-link.ts';
import styles from './poster-page.module.css';

type Kind = 'ranking' | 'record';

// The share poster (SPEC §2 poster/index): the character rankings of a mode, tier and period, or the player's
// own record with the fields they choose. Drawn on a canvas in the browser, with a QR code to the shared page.
export function PosterPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kind: Kind = params.get('type') === 'record' ? 'record' : 'ranking';
  const setKind = (next: Kind) => setParams((prev) => ({ ...Object.fromEntries(prev), type: next }), { replace: true });
  return (
    <>
      <NavBar title={t('poster.title')} back />
      <PageBody>
        <Segmented
          className={styles.kinds}
          label={t('poster.title')}
          value={kind}
          onChange={setKind}
          options={(['ranking', 'record'] as const).map((k) => ({ value: k, label: t(`poster.kinds.${k}`), testId: `poster-kind-${k}` }))}
        />
        {kind === 'ranking' ? <RankingPoster params={params} setParams={setParams} /> : <RecordPoster params={params} />}
      </PageBody>
    </>
  );
}

function RankingPoster({ params, setParams }: { params: URLSearchParams; setParams: ReturnType<typeof useSearchParams>[1] }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const selection = parseSelection(params);
  const query = useHotRankList(selection);
  const link = shareHref(currentAppUrl(), rankingShareParams(selection));
  const data = query.isPlaceholderData ? undefined : query.data;
  const layout = useMemo(() => (data && data.list.length > 0 ? layoutRankingPoster(rankingPosterInput(t, f, data, selection, link)) : null), [data, t, f, link]);
  const update = (patch: Partial<RankingSelection>) => setParams((prev) => ({ ...Object.fromEntries(prev), ...patch }), { replace: true });
  return (
    <>
      <Panel>
        <RankingControls selection={selection} onChange={update} />
      </Panel>
      {query.isError ? (
        <ErrorBlock error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data && query.data.list.length === 0 ? (
        <EmptyBlock>{t('news.rankings.empty')}</EmptyBlock>
      ) : (
        <PosterPreview layout={layout} link={link} title={t('poster.rankingTitle')} fileName={`poster-ranking-${selection.mode}-${selection.tier}-${selection.period}.png`} />
      )}
    </>
  );
}

function RecordPoster({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const role = useAppState(selectedRoleOf) ?? undefined;
  const facts = useMemo(() => recordFactsFrom(params, role), [params, role]);
  const [choice, setChoice] = useState(DEFAULT_RECORD_CHOICE);
  const badge = useRef<HTMLDivElement>(null);
  const link = facts ? shareHref(currentAppUrl(), recordShareParams(facts, choice)) : '';
  const layout = useMemo(() => (facts ? layoutRecordPoster(recordPosterInput(t, f, facts, choice, link)) : null), [facts, choice, t, f, link]);

  if (!facts) {
    return (
      <EmptyBlock
        action={
          <Link to={ROUTES.battle} className={styles.cta}>
            {t('poster.openRecord')}
          </Link>
        }
      >
        {t('poster.needRecord')}
      </EmptyBlock>
    );
  }
  return (
    <>
      <Panel>
        <RecordChoiceForm choice={choice} onChange={setChoice} />
      </Panel>
      <PosterPreview layout={layout} badgeSvg={() => badgeMarkup(badge.current)} link={link} title={t('poster.recordTitle')} fileName={`poster-record-${facts.mode}-s${facts.season}.png`} />
      {/* The badge is drawn once by the app's own component, then copied onto the canvas as an image. */}
      <div ref={badge} className={styles.offscreen} aria-hidden="true">
        <RankBadge score={facts.score} size="240px" />
      </div>
    </>
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
