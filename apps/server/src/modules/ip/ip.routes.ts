import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@mecha/shared/api-paths';
import { ipData } from '@mecha/shared/app/ip';
import { responses } from '../../platform/envelope.ts';
import { byIp, limit } from '../../platform/rate-limit.ts';
import { lookupIp } from './ip-lookup.ts';

// SPEC §7 IP lookup: where the caller is, from the address Fastify sees (the proxy's X-Forwarded-For only when
// TRUST_PROXY is set). The app asks once, on hosts configured for it, to pick its first language.
export function ipRoutes() {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get(API.ip, {
      schema: { tags: ['platform'], summary: "The caller's country (data.code, ISO 3166-1; ZZ when unknown or private) and area (country|region|city)", response: responses(ipData) },
      preHandler: [limit(app, { name: 'ip', max: 60, windowMs: 60_000, key: byIp })],
      handler: async (req, reply) => reply.header('cache-control', 'private, no-store').ok(lookupIp(req.ip)),
    });
  };
}
