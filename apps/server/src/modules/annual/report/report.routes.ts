import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { matchFilterSchema, memoriesData, memoriesMatchesData, memoriesMatchesQuery, memoriesQuery, type MatchFilter } from '@mecha/shared/annual/api';
import { API } from '@mecha/shared/api-paths';
import { isEdition } from '@mecha/shared/editions';
import { requestEdition } from '../../../platform/edition.ts';
import { responses } from '../../../platform/envelope.ts';
import { AppError, fail } from '../../../platform/errors.ts';
import type { GameRole } from '../../../game/gateway.ts';
import { authGuards, currentAccount } from '../../account/auth-guard.ts';
import type { AnnualDeps } from '../annual-deps.ts';
import { phaseOf, presentEvent, type AnnualEventRow } from '../annual-events.ts';
import { uidFromShareToken } from '../share-token.ts';
import { reportMatches } from './report-matches.ts';

const tags = ['annual'];

// The memory report and the matches behind its numbers. Two ways in: a share token (no login: the token names the
// role and is signed for its edition's event) or the logged-in player's selected role (401 without a token, 402
// without a role). The report opens with the event: before it, annualNotStarted; after it, still readable.
export function reportRoutes(deps: AnnualDeps) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const { requireRole } = authGuards(deps.sessions, deps.accounts);
    // A share link opens without an account (even for a logged-in player without a role); otherwise a role is needed.
    const roleUnlessShared: preHandlerAsyncHookHandler = async function (req, reply) {
      if (!(req.query as { share?: unknown }).share) await requireRole.call(this, req, reply);
    };

    const reportOf = async (req: FastifyRequest, share: string | undefined): Promise<{ event: AnnualEventRow; uid: string; role: GameRole | null }> => {
      const now = deps.clock.now();
      if (share) {
        const uid = share.slice(0, Math.max(0, share.indexOf('_')));
        const role = /^\d{1,20}$/.test(uid) ? await deps.roles.lookup(uid) : null;
        if (!role || !isEdition(role.edition)) throw new AppError('annualShareInvalid');
        const event = await deps.events.pick(role.edition, now);
        if (!event) throw new AppError('annualNoEvent');
        if (uidFromShareToken(deps.secret, event.id, share) !== uid) throw new AppError('annualShareInvalid');
        return { event: opened(event, now), uid, role };
      }
      const uid = currentAccount(req).roleId as string;
      const role = await deps.roles.lookup(uid);
      const event = await deps.events.pick(role && isEdition(role.edition) ? role.edition : requestEdition(req), now);
      if (!event) throw new AppError('annualNoEvent');
      return { event: opened(event, now), uid, role };
    };

    app.get(API.oneYearMemoriesReport, {
      schema: {
        tags, security: [{ bearer: [] }, {}], summary: "A role's memory report of the event's year: the selected role's, or a shared one (no login)",
        querystring: memoriesQuery, response: responses(memoriesData),
      },
      preValidation: [roleUnlessShared],
      handler: async (req, reply) => {
        const { event, uid, role } = await reportOf(req, req.query.share);
        const report = await deps.reports.report(event, uid);
        // The name on the role's card now, when the game knows the role (the report keeps the one it played under).
        return reply.ok({ report: role?.nickname ? { ...report, nickname: role.nickname } : report, event: presentEvent(event, req.lang, deps.clock.now()) });
      },
    });

    app.get(API.oneYearMemoriesMatches, {
      schema: {
        tags, security: [{ bearer: [] }, {}], summary: 'The matches behind a number of the memory report: its filter (JSON), clipped to the year, newest first',
        querystring: memoriesMatchesQuery, response: responses(memoriesMatchesData),
      },
      preValidation: [roleUnlessShared],
      handler: async (req, reply) => {
        const filter = parseFilter(req.query.filter);
        const { event, uid } = await reportOf(req, req.query.share);
        return reply.ok(await reportMatches(deps.db, event, uid, filter, req.query.page, req.query.size));
      },
    });
  };
}

function opened(event: AnnualEventRow, now: Date): AnnualEventRow {
  if (phaseOf(event, now) === 'upcoming') throw new AppError('annualNotStarted');
  return event;
}

function parseFilter(raw: string): MatchFilter {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return fail('paramError', { issues: [{ path: 'filter', message: 'not JSON' }] });
  }
  const parsed = matchFilterSchema.safeParse(json);
  if (!parsed.success) return fail('paramError', { issues: parsed.error.issues.map((i) => ({ path: `filter.${i.path.join('.')}`, message: i.message })) });
  return parsed.data;
}
