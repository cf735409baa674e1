import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { isHostPattern } from '@mecha/shared/app/hosts';
import type { Config } from '../config.ts';
import { allowedWebviewHosts } from './webview-hosts.ts';
import { isScriptOrStylesheet } from './built-files.ts';

type Directives = Record<string, string[]>;
type HostConfig = Pick<Config, 'webviewHosts' | 'imageHosts' | 'hostEditions'>;

/**
 * The policy of the app and of every API answer (docs/decisions/0010-security-headers.md). Each source is here
 * because something the app really does needs it (a stricter probe in Chromium refused each of these):
 * - scripts only from our own files, and index.html's inline theme script by its hash (`scriptHashes`, from
 *   platform/inline-scripts.ts); the app runs zod jitless (it would otherwise probe `new Function`);
 * - inline styles: the ALTCHA widget injects a <style> element (React and uPlot set styles through the CSSOM,
 *   which CSP does not govern);
 * - images: blob: (the poster preview, the feedback screenshot), data: (the poster's rank badge is an SVG data
 *   URL), and https images on IMAGE_HOSTS, the only outside images operator content may carry;
 * - workers from blob: the ALTCHA widget solves its proof of work in a worker built from a Blob; from 'self' the
 *   service worker (sw.js), and the web app manifest from 'self' (both already under default-src, named so a
 *   change of default-src cannot take the installable, offline app away);
 * - frames: the webview page's allowed hosts only, the same list the app is given.
 */
export function appDirectives(config: HostConfig, scriptHashes: readonly string[] = []): Directives {
  const editionHosts = Object.keys(config.hostEditions).filter(isHostPattern);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...config.imageHosts.map((host) => `https://${host}`)],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'frame-src': ["'self'", ...allowedWebviewHosts(config)],
    // Our own pages (and the other editions' hosts, which the webview may show) may frame us; no one else.
    'frame-ancestors': ["'self'", ...editionHosts],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
}

/**
 * Swagger UI at /api/docs: its own scripts, a <style> element its bundle injects, data: SVG icons, and "try it
 * out" calls to this server. It never frames anything and is never framed.
 */
export const DOCS_DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
};

export function serialisePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');
}

/**
 * Security headers on every answer (the app's page, API envelopes, errors, 404s; the build's scripts and
 * stylesheets get the few that apply to them), as @fastify/helmet writes them.
 * Helmet rebuilds its CSP header from the directives on every request (~5 % of a small API answer's CPU, in a
 * profile under load); ours never change while the server runs, so helmet's headers are taken once, from a probe
 * instance, and set as they are. Registered before any route so this onRequest hook runs first, also for answers a
 * later hook refuses (429).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: HostConfig, scriptHashes: readonly string[] = []): Promise<void> {
  const headers = await helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: appDirectives(config, scriptHashes) },
    // Our own API calls keep their Origin and Referer; outside sites (webview, images, "open in browser") get none.
    referrerPolicy: { policy: 'same-origin' },
    // Older browsers without frame-ancestors at least refuse other sites' frames.
    xFrameOptions: { action: 'sameorigin' },
  });
  const fileHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => FILE_HEADERS.has(name)));
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(isScriptOrStylesheet(req.url) ? fileHeaders : headers);
    done();
  });
}

/**
 * What a script or stylesheet of the build still uses: no MIME sniffing (the browser refuses a script or style sent
 * as something else), who may embed it (CORP), and the referrer policy of the requests it makes itself (a
 * stylesheet's images, a module's imports). The rest only governs a document (CSP, framing, COOP, agent
 * clusters, the legacy X- switches) or is honoured from any https answer the document and the API already give
 * (HSTS); sent with each of the ~25 files of a first load over HTTP/1.1, they were ~800 bytes a file, more than
 * most of the files themselves (decision 0210). A file opened on its own shows as text, never as a document.
 */
const FILE_HEADERS = new Set(['x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy']);

/** The headers helmet sets with these options, read from one answer of a throwaway instance. */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', (_req, reply) => reply.send(''));
  const res = await probe.inject({ url: '/' });
  await probe.close();
  const own = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(Object.entries(res.headers).filter(([name]) => !own.has(name)).map(([name, value]) => [name, String(value)]));
}
