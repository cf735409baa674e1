import { seasonCodeAt } from '@mecha/shared/ladder/seasons';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_SEASON, FIRST_READ_TTL_MS, firstReadUrl, startFirstReads, takeFirstRead } from './first-reads.ts';

const HEADERS = { Accept: 'application/json', 'Accept-Language': 'en', 'X-Game-Code': 'global' };

function stubFetch() {
  const fetchMock = vi.fn(async (url: string) => new Response(JSON.stringify({ code: 0, data: url, msg: '' })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as Record<string, unknown>).__mechaFirstReads;
});

describe('the first reads index.html starts', () => {
  it('hands a read once to a call with the same address and headers, in any header order', async () => {
    const fetchMock = stubFetch();
    startFirstReads(['/api/a', '/api/b'], HEADERS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const reversed = Object.fromEntries(Object.entries(HEADERS).reverse());
    const read = await takeFirstRead('/api/a', reversed);
    expect(await read!.response.json()).toEqual({ code: 0, data: '/api/a', msg: '' });
    expect(read!.receivedAt).toBeGreaterThan(0);
    expect(takeFirstRead('/api/a', HEADERS)).toBeUndefined();
    expect(takeFirstRead('/api/c', HEADERS)).toBeUndefined();
  });

  it('is not used by a call with other headers (a new session, language or fixed edition), and is dropped', () => {
    stubFetch();
    startFirstReads(['/api/a', '/api/b'], HEADERS);
    expect(takeFirstRead('/api/a', { ...HEADERS, Authorization: 'Bearer t' })).toBeUndefined();
    expect(takeFirstRead('/api/a', HEADERS)).toBeUndefined();
    expect(takeFirstRead('/api/b', { ...HEADERS, 'X-Game-Code': 'jp' })).toBeUndefined();
  });

  it('is not used once it is old: a later visit to the same read asks afresh', () => {
    stubFetch();
    startFirstReads(['/api/a'], HEADERS);
    expect(takeFirstRead('/api/a', HEADERS, Date.now() + FIRST_READ_TTL_MS + 1)).toBeUndefined();
  });

  it('hands a failed read to the caller that takes it, and reports nothing before', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    startFirstReads(['/api/a'], HEADERS);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takeFirstRead('/api/a', HEADERS)).rejects.toThrow('offline');
  });

  it('starts the image an answer names as the answer arrives, and still hands the whole answer over', async () => {
    const images: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        set src(value: string) {
          images.push(value);
        }
      },
    );
    const answers: Record<string, Response> = {
      '/api/banners': Response.json({ code: 0, data: { list: [{ Image: '/covers/a.svg' }, { Image: '/covers/b.svg' }] }, msg: '' }),
      '/api/empty': Response.json({ code: 0, data: { list: [] }, msg: '' }),
      '/api/broken': new Response('<html>', { status: 502 }),
    };
    vi.stubGlobal('fetch', vi.fn(async (url: string) => answers[url]!));
    const image = ['list', 0, 'Image'];
    startFirstReads(['/api/banners', '/api/empty', '/api/broken'].map((path) => ({ path, image })), HEADERS);
    await vi.waitFor(() => expect(images).toEqual(['./covers/a.svg']));
    const read = await takeFirstRead('/api/banners', HEADERS);
    expect(((await read!.response.json()) as { data: { list: unknown[] } }).data.list).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(images).toHaveLength(1);
  });

  it('writes the current season into a read’s query as the read starts', () => {
    const now = Math.floor(Date.now() / 1000);
    expect(firstReadUrl('/api/x', now)).toBe('/api/x');
    expect(firstReadUrl({ path: '/api/s', query: { season: CURRENT_SEASON } }, now)).toBe(`/api/s?season=${seasonCodeAt(now)}`);
  });
});
