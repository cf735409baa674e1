import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { RANKS } from '@mecha/shared/ladder/ranks';
import { Panel } from '../../../components/panel.tsx';
import { useAppState } from '../../../lib/store.ts';
import { languageOf } from '../../../lib/locale.ts';
import { scoreSeries } from '../lib/chart-series.ts';
import { rankName } from '../../../lib/rank-title.ts';
import { EmptyBlock, Placeholder, Skeleton } from '../../../components/states.tsx';
import { useAfterFirstReads } from '../../../lib/after-first-reads.ts';
import { useSeen } from '../../../lib/use-seen.ts';

// uPlot stays out of the route chunk: this panel pulls the chart module in on first draw, and on a first load not
// before the first screen is shown (decision 0213): the trend sits below the battle page's ladder score, and its
// chunk, asked for in the render after the score's, was the last request Lighthouse's simulated LCP waited for.
// And not before the panel is on the screen: building the chart is a 60–120 ms task at a phone's pace, and on the
// battle page the panel starts just below the first screen (decision 0225).
const ScoreChart = lazy(() => import('./score-chart.tsx'));
// One box for the wait and for the chunk's download, the chart's height: nothing moves when the chart arrives.
const CHART_HEIGHT = '17rem';
const chartSkeleton = <Skeleton height={CHART_HEIGHT} />;

export function ScoreTrend({ scoreMap, placed, title }: { scoreMap: Record<string, number>; placed: boolean; title?: string }) {
  const { t } = useTranslation();
  const language = useAppState(languageOf);
  const series = useMemo(() => scoreSeries(scoreMap), [scoreMap]);
  const edgeLabel = useCallback((index: number) => rankName(t, RANKS[index]!.id), [t]);
  const afterFirstScreen = useAfterFirstReads();
  const [chartBox, seen] = useSeen<HTMLDivElement>();
  return (
    <Panel title={title ?? t('record.trend.title')} data-testid="score-trend">
      {!placed ? (
        <EmptyBlock>{t('record.trend.afterPlacement')}</EmptyBlock>
      ) : series.x.length === 0 ? (
        <EmptyBlock>{t('record.trend.empty')}</EmptyBlock>
      ) : (
        // The chart's code is asked for once the first screen is in (the gate, 0212) and the panel has been on the
        // screen. Until it is seen a still box holds the place: nothing is loading, and a page whose skeletons are
        // gone has loaded. Then, until the first screen is in and while the code loads, the skeleton.
        <div ref={chartBox}>
          {!seen ? (
            <Placeholder height={CHART_HEIGHT} />
          ) : afterFirstScreen ? (
            <Suspense fallback={chartSkeleton}>
              <ScoreChart series={series} language={language} edgeLabel={edgeLabel} />
            </Suspense>
          ) : (
            chartSkeleton
          )}
        </div>
      )}
    </Panel>
  );
}
