import type { Http2SecureServer, ServerHttp2Session } from 'node:http2';
import type { FastifyInstance } from 'fastify';

/**
 * Fastify closes idle HTTP/1.1 connections when it closes, but not HTTP/2 sessions, and a browser keeps its session
 * open between requests: a SIGTERM then waited for close-with-grace's 10 s and was killed. Each session is told to
 * go away (GOAWAY) as the server closes; requests in flight on it still finish (decision 0222).
 */
export function closeHttp2SessionsOnClose(app: FastifyInstance): void {
  const sessions = new Set<ServerHttp2Session>();
  (app.server as unknown as Http2SecureServer).on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  app.addHook('preClose', (done) => {
    for (const session of sessions) session.close();
    done();
  });
}
