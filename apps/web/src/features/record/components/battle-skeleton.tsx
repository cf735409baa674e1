import { Skeleton } from '../../../components/states.tsx';

// What the battle page shows while the season summary loads. Each block is the height of what replaces it
// (measured at the 390 px reference width; sizes are in rem, which scale with the column), so the page does not
// jump when the data arrives: the issue measured a CLS of 0.22 from skeletons far shorter than the content.
const HEIGHTS = {
  sampleBanner: '6.1rem',
  hero: '31.7rem',
  modeStats: '16.3rem',
  scoreTrend: '24.5rem',
  quickLinks: '8.7rem',
  topCharacters: '27.7rem',
};

/** Stands in for the sample banner a visitor gets with the sample ladder (the server says so with the data). */
export function SampleBannerSkeleton() {
  return <Skeleton height={HEIGHTS.sampleBanner} />;
}

/** Stands in for the hero, the mode stats, the trend chart, the quick links and the top characters. */
export function SummarySkeleton() {
  return (
    <>
      <Skeleton height={HEIGHTS.hero} />
      <Skeleton height={HEIGHTS.modeStats} />
      <SummaryRestSkeleton />
    </>
  );
}

/** Stands in for the summary's sections below the first screen: the trend chart, the quick links, the top characters. */
export function SummaryRestSkeleton() {
  return (
    <>
      <Skeleton height={HEIGHTS.scoreTrend} />
      <Skeleton height={HEIGHTS.quickLinks} />
      <Skeleton height={HEIGHTS.topCharacters} />
    </>
  );
}
