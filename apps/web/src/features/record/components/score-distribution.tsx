import type { DistributionScope } from '@mecha/shared/record/distribution-bands';
import type { ScoreDistribution as Distribution } from '@mecha/shared/record/distribution';
import type { Mode } from '@mecha/shared/record/modes';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Panel } from '../../../components/panel.tsx';
import { Segmented } from '../../../components/segmented.tsx';
import { EmptyBlock, ErrorBlock } from '../../../components/states.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { editionLabel } from '../../account/edition-label.ts';
import { useScoreDistribution } from './score-distribution-query.ts';
import styles from './score-distribution.module.css';

// "Where I stand" (issue 17, decision 0186): the ladder-score distribution of the player's region or whole
// edition as a small SVG of our own (no chart library on the battle page's first screen), with the player's
// band and score marked. The figure has a fixed aspect ratio, so loading, switching and errors never move the
// page; the chart is described in words for screen readers (and shown as a caption for everyone).
const W = 320;
const H = 112;
const PLOT = 92;

export function ScoreDistributionPanel({ mode, season }: { mode: Mode; season: number | null }) {
  const { t } = useTranslation();
  const [scope, setScope] = useState<DistributionScope>('region');
  const query = useScoreDistribution(mode, season, scope);
  const data = query.data;
  return (
    <Panel title={t('record.standing.title')} data-testid="score-distribution" data-scope={data?.Scope ?? scope}>
      <Segmented
        label={t('record.standing.scope')}
        value={scope}
        onChange={setScope}
        className={styles.scope}
        options={[
          { value: 'region', label: t('record.standing.region'), testId: 'distribution-region' },
          { value: 'edition', label: t('record.standing.edition'), testId: 'distribution-edition' },
        ]}
      />
      {query.isError && !data ? (
        <div className={styles.frame}>
          <ErrorBlock error={query.error} onRetry={() => void query.refetch()} />
        </div>
      ) : !data ? (
        <div className={`${styles.frame} ${styles.loading}`} aria-busy="true" />
      ) : data.Buckets.length === 0 ? (
        <div className={styles.frame}>
          <EmptyBlock>{t('record.standing.empty')}</EmptyBlock>
        </div>
      ) : (
        <DistributionFigure data={data} stale={query.isPlaceholderData} />
      )}
    </Panel>
  );
}

function DistributionFigure({ data, stale }: { data: Distribution; stale: boolean }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const captionId = useId();
  const mine = data.Mine?.Placed ? data.Mine : null;
  const lo = data.Buckets[0]!.From;
  const hi = Math.max(data.Buckets.at(-1)!.From + data.Band, mine ? mine.Score + 1 : 0);
  const x = (score: number) => ((score - lo) / (hi - lo)) * W;
  const most = Math.max(...data.Buckets.map((b) => b.Count));
  const peak = data.Buckets.find((b) => b.Count === most)!;
  const area = data.Scope === 'edition' ? editionLabel(t, data.Area) : data.Area;
  const barW = (data.Band / (hi - lo)) * W;
  const edges = data.RankEdges.filter((e) => e > lo && e < hi);
  // Rank edges get a label where it does not crowd its neighbours or the two ends (34 of 320 units apart).
  const ticks = [lo];
  for (const e of edges) if (x(e) - x(ticks.at(-1)!) >= 34 && x(hi) - x(e) >= 34) ticks.push(e);
  ticks.push(hi);

  return (
    <figure className={`${styles.frame} ${stale ? styles.stale : ''}`} data-testid="distribution-figure" data-area={data.Area} data-total={data.Total}>
      <svg className={styles.svg} viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={captionId}>
        {edges.map((e) => (
          <line key={e} className={styles.edge} x1={x(e)} x2={x(e)} y1={0} y2={PLOT} />
        ))}
        {data.Buckets.map((b) => {
          const h = b.Count ? Math.max(1.5, (b.Count / most) * (PLOT - 14)) : 0;
          return <rect key={b.From} className={mine?.Bucket === b.From ? styles.barMine : styles.bar} x={x(b.From) + 0.5} width={Math.max(0.5, barW - 1)} y={PLOT - h} height={h} />;
        })}
        <line className={styles.axis} x1={0} x2={W} y1={PLOT + 0.5} y2={PLOT + 0.5} />
        {ticks.map((v, i) => (
          <text key={v} className={styles.tick} x={x(v)} y={H - 4} textAnchor={i === 0 ? 'start' : i === ticks.length - 1 ? 'end' : 'middle'}>
            {f.number(v)}
          </text>
        ))}
        {mine && (
          <g data-testid="distribution-marker" data-score={mine.Score}>
            <line className={styles.marker} x1={x(mine.Score)} x2={x(mine.Score)} y1={10} y2={PLOT} />
            <text className={styles.markerLabel} x={Math.min(W - 2, Math.max(2, x(mine.Score)))} y={8} textAnchor={x(mine.Score) < 20 ? 'start' : x(mine.Score) > W - 20 ? 'end' : 'middle'}>
              {t('record.standing.you')}
            </text>
          </g>
        )}
      </svg>
      <figcaption id={captionId} className={styles.caption} data-testid="distribution-summary">
        <span className={styles.srOnly}>
          {t('record.standing.summary', { total: f.number(data.Total), area, band: f.number(data.Band), peak: f.number(peak.Count), from: f.number(peak.From), to: f.number(peak.From + data.Band - 1) })}{' '}
        </span>
        {mine ? (
          <strong className={styles.mine}>{t('record.standing.mine', { score: f.number(mine.Score), percent: f.percentFloor(mine.Percent / 100) })}</strong>
        ) : (
          <span>{data.Mine ? t('record.standing.unplaced') : t('record.standing.visitor')}</span>
        )}
        <span className={styles.area}>
          {area} · {t('record.board.total', { value: f.number(data.Total) })}
        </span>
      </figcaption>
    </figure>
  );
}
