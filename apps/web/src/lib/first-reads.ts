import { seasonCodeAt } from '@mecha/shared/ladder/seasons';
import { apiUrl, REQUEST_TIMEOUT_MS } from './api-call.ts';
import { assetUrl } from './asset-url.ts';
import { preloadImage } from './preload-image.ts';

// The first page's API reads, started by index.html's inline script while the document parses, and taken by
// request() when the app asks for the same read (docs/decisions/0206-web-first-reads-from-index-html.md). On a
// phone's link the answers then arrive while the code downloads, instead of a round trip after it has run.
//
// A read is taken once, and only by a call with the same address and the same headers: a session, language or
// fixed edition that changed in between makes request() ask again. One that is not taken soon is left alone, so
// a later visit to the same read never gets an old answer.

/** A query value filled in as the read starts: the season the shared calendar names for now. */
export const CURRENT_SEASON = 'current-season';

/**
 * Where in a read's answer (its `data`) the address of the page's largest image is: the image starts the moment the
 * answer arrives, instead of once the app has loaded and asked for the answer.
 */
export type ImagePath = readonly (string | number)[];

/**
 * One read, as data the build can write into index.html: a path, query values that are the current season, and
 * where the answer names the image the page paints largest. The tables that name them (app/first-page-reads.ts)
 * import the app's API paths, which are too large to inline.
 */
export type FirstReadSpec = string | { path: string; query?: Record<string, typeof CURRENT_SEASON>; image?: ImagePath };

/** The reads every page starts with, and each page's own, by route path. */
export type FirstReads = { app: FirstReadSpec[]; pages: Record<string, FirstReadSpec[]> };

/** The address of a read at this moment (Unix seconds). */
export function firstReadUrl(spec: FirstReadSpec, nowSeconds: number): string {
  if (typeof spec === 'string') return spec;
  return apiUrl(spec.path, Object.fromEntries(Object.keys(spec.query ?? {}).map((key) => [key, seasonCodeAt(nowSeconds)])));
}

/** Told of the image a first read named, once its download has started: the answer's data and the image. */
export type OnFirstImage = (data: unknown, image: HTMLImageElement) => void;

/** A first read's answer, parsed once from a copy (the caller that takes the read reads the original). */
interface Parsed {
  envelope: { code?: unknown; data?: unknown } | null;
  receivedAt: number;
  date: string | null;
}

/** undefined when the answer was not a 2xx, not JSON, or never came. */
function parseCopy(answer: Promise<FirstRead>): Promise<Parsed | undefined> {
  return answer
    .then(({ response, receivedAt }) =>
      response.ok ? response.clone().json().then((envelope: Parsed['envelope']) => ({ envelope, receivedAt, date: response.headers.get('date') })) : undefined,
    )
    .catch(() => undefined);
}

/** The image a read's answer names at `path`, started as soon as the answer is parsed. */
function startImage(parsed: Promise<Parsed | undefined>, path: ImagePath, onImage?: OnFirstImage): void {
  parsed
    .then((answer) => {
      let value: unknown = answer?.envelope?.data;
      for (const key of path) value = value && typeof value === 'object' ? (value as Record<string | number, unknown>)[key] : undefined;
      if (typeof value !== 'string' || !value) return;
      const image = preloadImage(assetUrl(value));
      onImage?.(answer!.envelope!.data, image);
    })
    .catch(() => undefined);
}

const STASH = '__mechaFirstReads';
/** Long enough for the slowest first load we measure; after it, the app asks afresh. */
export const FIRST_READ_TTL_MS = REQUEST_TIMEOUT_MS;

export interface FirstRead {
  response: Response;
  /** When the answer came (Date.now()), for the server clock: the Date header is the server's time at that moment. */
  receivedAt: number;
}

/** A read's successful answer, parsed as soon as it arrived, for a query's first render (takeFirstAnswer). */
export interface FirstAnswer {
  /** The envelope's `data`. */
  data: unknown;
  receivedAt: number;
  /** The answer's Date header, for the server clock. */
  date: string | null;
}

interface Stashed {
  headers: string;
  startedAt: number;
  answer: Promise<FirstRead>;
  settled?: FirstAnswer;
}

type Stash = Map<string, Stashed>;

function stash(create: boolean): Stash | undefined {
  const global = globalThis as typeof globalThis & { [STASH]?: Stash };
  if (!global[STASH] && create) global[STASH] = new Map();
  return global[STASH];
}

const headerKey = (headers: Record<string, string>) =>
  JSON.stringify(Object.entries(headers).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** Starts each read (same-origin GETs) at its address for this moment, and the image a read's answer names. */
export function startFirstReads(
  specs: readonly FirstReadSpec[],
  headers: Record<string, string>,
  nowSeconds = Math.floor(Date.now() / 1000),
  onImage?: OnFirstImage,
): void {
  if (typeof fetch !== 'function') return;
  const reads = stash(true)!;
  for (const spec of specs) {
    const url = firstReadUrl(spec, nowSeconds);
    const answer = fetch(url, { headers, signal: AbortSignal.timeout?.(REQUEST_TIMEOUT_MS) }).then((response) => ({ response, receivedAt: Date.now() }));
    // Nobody may be waiting yet: a failure is handed to the caller that takes it, not reported as unhandled.
    answer.catch(() => undefined);
    const read: Stashed = { headers: headerKey(headers), startedAt: Date.now(), answer };
    reads.set(url, read);
    const parsed = parseCopy(answer);
    if (typeof spec === 'object' && spec.image) startImage(parsed, spec.image, onImage);
    // Parsed on arrival, while the app's code is still downloading: the page's first render can then show it
    // instead of a skeleton and one more render (decision 0222). Only a success is kept; a failure goes the usual
    // way, through request().
    void parsed.then((copy) => {
      if (copy?.envelope?.code === 0) read.settled = { data: copy.envelope.data, receivedAt: copy.receivedAt, date: copy.date };
    });
  }
}

/** The read started for this address with these headers, once; undefined when there is none to take. */
export function takeFirstRead(url: string, headers: Record<string, string>, now = Date.now()): Promise<FirstRead> | undefined {
  const reads = stash(false);
  const read = reads?.get(url);
  if (!read) return undefined;
  reads!.delete(url);
  if (read.headers !== headerKey(headers) || now - read.startedAt > FIRST_READ_TTL_MS) return undefined;
  return read.answer;
}

/**
 * The read's successful answer if it has already arrived and been parsed, taken once as takeFirstRead takes the
 * read; undefined (and the read left for takeFirstRead) while it is on its way, or when it failed.
 */
export function takeFirstAnswer(url: string, headers: Record<string, string>, now = Date.now()): FirstAnswer | undefined {
  const read = stash(false)?.get(url);
  if (!read?.settled) return undefined;
  return takeFirstRead(url, headers, now) ? read.settled : undefined;
}
