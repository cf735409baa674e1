import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAGE_READS } from '../../../app/first-page-reads.ts';
import { firstReadUrl, startFirstReads, takeFirstRead } from '../../../lib/first-reads.ts';
import { ROUTES } from '../../../lib/routes.ts';
import { getBanners } from './get-banners.ts';

// The news page's largest paint is the first banner: its image starts with the list's answer (decision 0205).
function stub(list: unknown[]) {
  const images: { src: string; fetchPriority: string }[] = [];
  vi.stubGlobal(
    'Image',
    class {
      fetchPriority = 'auto';
      src = '';
      constructor() {
        images.push(this);
      }
    },
  );
  const fetchMock = vi.fn(async (..._args: unknown[]) => new Response(JSON.stringify({ code: 0, data: { list }, msg: '' })));
  vi.stubGlobal('fetch', fetchMock);
  return { images, fetchMock };
}

afterEach(() => vi.unstubAllGlobals());

describe('getBanners', () => {
  it('starts the first banner’s image at high priority as soon as the list is known', async () => {
    const { images } = stub([
      { Id: 1, Title: 'Season', Image: '/covers/season.svg', Link: '' },
      { Id: 2, Title: 'Balance', Image: '/covers/balance.svg', Link: '' },
    ]);
    const data = await getBanners();
    expect(data.list).toHaveLength(2);
    expect(images).toEqual([{ src: './covers/season.svg', fetchPriority: 'high' }]);
  });

  it('is the read index.html starts for the news page, which starts the same image (decisions 0206, 0208)', async () => {
    const { fetchMock, images } = stub([{ Id: 1, Title: 'Season', Image: '/covers/season.svg', Link: '' }]);
    await getBanners();
    const [read] = FIRST_PAGE_READS.pages[ROUTES.news]!;
    const url = firstReadUrl(read!, 0);
    expect(url).toBe(fetchMock.mock.calls[0]![0]);
    // The inline script's copy of the list names the very image getBanners starts, so the page's <img> finds it.
    const headers = fetchMock.mock.calls[0]![1] as { headers: Record<string, string> };
    startFirstReads([read!], headers.headers, 0);
    await vi.waitFor(() => expect(images).toHaveLength(2));
    expect(images[1]).toEqual(images[0]);
    takeFirstRead(url, headers.headers);
  });

  it('starts nothing when there is no banner', async () => {
    const { images } = stub([]);
    await getBanners();
    expect(images).toEqual([]);
  });
});
