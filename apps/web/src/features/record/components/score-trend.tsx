import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { RANKS } from '@mecha/shared/ladder/ranks';
import { Panel } from '../../../components/panel.tsx';
import { useAppState } from '../../../lib/store.ts';
import { languageOf } from '../../../lib/locale.ts';
import { scoreSeries } from '../lib/chart-series.ts';
import { rankName } from '../../../lib/rank-title.ts';
import { EmptyBlock, Skeleton } from '../../../components/states.tsx';

// uPlot stays out of the route chunk: this panel pulls the chart module in on first draw.
const ScoreChart = lazy(() => import('./score-chart.tsx'));

export function ScoreTrend({ scoreMap, placed, title }: { scoreMap: Record<string, number>; placed: boolean; title?: string }) {
  const { t } = useTranslation();
  const language = useAppState(languageOf);
  const series = useMemo(() => scoreSeries(scoreMap), [scoreMap]);
  const edgeLabel = useCallback((index: number) => rankName(t, RANKS[index]!.id), [t]);
  return (
    <Panel title={title ?? t('record.trend.title')} data-testid="score-trend">
      {!placed ? (
        <EmptyBlock>{t('record.trend.afterPlacement')}</EmptyBlock>
      ) : series.x.length === 0 ? (
        <EmptyBlock>{t('record.trend.empty')}</EmptyBlock>
      ) : (
        <Suspense fallback={<Skeleton height="17rem" />}>
          <ScoreChart series={series} language={language} edgeLabel={edgeLabel} />
        </Suspense>
      )}
    </Panel>
  );
}
