import { API } from '@mecha/shared/api-paths';
import { CURRENT_SEASON, type FirstReads } from '../lib/first-reads.ts';
import { ROUTES } from '../lib/routes.ts';
import { RECORD_API } from '../features/record/api/record-paths.ts';

// What index.html's inline script starts reading for the first page (lib/first-reads.ts; decision 0206): the
// reads on the way to each page's largest paint, written as the page's own calls write them, so request() finds
// them. The build writes this table into the page as data (scripts/vite-first-page-preload.ts). Tests hold each
// page to its list (battle-page.test.tsx, get-banners.test.ts): a read the page stopped making fails there instead
// of being fetched for nothing.
export const FIRST_PAGE_READS: FirstReads = {
  // Every page: the server's config (the demo hint, a host's fixed edition).
  app: [API.appConfig],
  pages: {
    // The season list, and the summary of the season the shared calendar names for now (useBattleSummaryAhead):
    // the ladder score is the page's largest paint. Also the seasons every visit reads at its start
    // (useSeasonListAtStart), which pick the season a record page shows: read after the app's code had run, that
    // answer came in between the summary and the score's render (decision 0212). Other pages read it as before.
    [ROUTES.battle]: [RECORD_API.seasonShow, { path: RECORD_API.summary, query: { season: CURRENT_SEASON } }, RECORD_API.seasonList],
    // The banner list, and the first banner's image as soon as the list arrives: it is the page's largest paint.
    [ROUTES.news]: [{ path: API.cmsBanner, image: ['list', 0, 'Image'] }],
  },
};

// The pages whose largest paint is a figure the app formats (the battle page's ladder score): index.html's inline
// script warms the language's number and date data for them at once, in a worker, while their code downloads
// (lib/warm-locale-data.ts; decisions 0208, 0228). Other pages warm after their first paint: on one that formats
// nothing on its first screen (home) a warm-up on the main thread is a ~100 ms task at a phone's pace for nothing,
// and on news an early one measured neither better nor worse.
export const FIRST_PAGE_FORMATS: string[] = [ROUTES.battle];
