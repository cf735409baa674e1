import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@mecha/shared/api-paths';
import {
  annualPrizesData, annualRecordData, annualRolesData, annualStatusData, directGetBody, directGetData, lotteryData, drawSchema,
  recordQuery, setAddressBody, sharedBody, sharedData, voteBody, voteData,
} from '@mecha/shared/annual/api';
import type { EditionCode } from '@mecha/shared/editions';
import { responses } from '../../platform/envelope.ts';
import { requestEdition } from '../../platform/edition.ts';
import { AppError, fail } from '../../platform/errors.ts';
import { limit } from '../../platform/rate-limit.ts';
import { authGuards, currentAccount } from '../account/auth-guard.ts';
import type { AnnualDeps } from './annual-deps.ts';
import { drawRecord, setDrawAddress } from './draws.ts';
import { drawOnce } from './lottery.ts';
import { roleEdition } from './player-event.ts';
import { prizeTable } from './prize-table.ts';
import { annualStatus } from './status.ts';
import { claimTask, recordShare } from './tasks.ts';
import { castVote, voteRoles } from './votes.ts';

const tags = ['annual'];
const security = [{ bearer: [] }];

// The anniversary event's player calls (/api/one-year/*, PRODUCT.md "Anniversary event"). Reads of the event,
// the tally and the prize table need no login; tasks, votes and draws need a bound role; a draw's record and its
// address belong to the account (an address may be given after the event has ended).
export function annualRoutes(deps: AnnualDeps) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const { requireRole, requireLogin, optionalRole } = authGuards(deps.sessions, deps.accounts);
    const perAccount = (name: string, max = 30) => limit(app, { name, max, windowMs: 60_000, key: (req) => req.account?.yfyUid });

    /** The public reads' edition: the player's role's when a good token with a role comes along, else the page's. */
    const readerEdition = async (req: FastifyRequest): Promise<EditionCode> => {
      try {
        await optionalRole.call(app, req, undefined as never);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        delete req.account;
      }
      return req.account?.roleId ? roleEdition(deps, req.account.roleId).catch(() => requestEdition(req)) : requestEdition(req);
    };
    const eventOf = async (req: FastifyRequest) => (await deps.events.pick(await readerEdition(req), deps.clock.now())) ?? fail('annualNoEvent');

    app.get(API.oneYearStatus, {
      schema: { tags, summary: "The event of the player's edition (the page's for a visitor) with the player's tickets, vote and tasks", response: responses(annualStatusData) },
      preValidation: [optionalRole],
      handler: async (req, reply) => {
        const viewer = req.account?.roleId ? { yfyUid: req.account.yfyUid, roleUid: req.account.roleId } : null;
        return reply.ok(await annualStatus(deps, viewer, requestEdition(req), req.lang));
      },
    });

    app.get(API.oneYearRoles, {
      schema: { tags, summary: "The vote's characters with the live tally", response: responses(annualRolesData) },
      handler: async (req, reply) => reply.ok(await voteRoles(deps.db, await eventOf(req), req.lang)),
    });

    app.post(API.oneYearVote, {
      schema: { tags, security, summary: 'Vote for 1 to 3 characters (once per account; the role needs a match in the report year)', body: voteBody, response: responses(voteData) },
      preValidation: [requireRole],
      preHandler: [perAccount('annual-vote')],
      handler: async (req, reply) => {
        const { yfyUid, roleId } = currentAccount(req);
        return reply.ok(await castVote(deps, yfyUid, roleId as string, req.body.roles, req.lang));
      },
    });

    app.post(API.oneYearShared, {
      schema: { tags, security, summary: "Made a poster or link: today's share task is done; answers the report's share token", body: sharedBody, response: responses(sharedData) },
      preValidation: [requireRole],
      preHandler: [perAccount('annual-shared')],
      handler: async (req, reply) => {
        const { yfyUid, roleId } = currentAccount(req);
        return reply.ok(await recordShare(deps, yfyUid, roleId as string, req.body.kind));
      },
    });

    app.post(API.oneYearDirectGet, {
      schema: { tags, security, summary: "A done task's tickets (once per period)", body: directGetBody, response: responses(directGetData) },
      preValidation: [requireRole],
      preHandler: [perAccount('annual-direct-get')],
      handler: async (req, reply) => {
        const { yfyUid, roleId } = currentAccount(req);
        return reply.ok(await claimTask(deps, yfyUid, roleId as string, req.body.task));
      },
    });

    app.post(API.oneYearLottery, {
      schema: { tags, security, summary: 'One draw for one ticket (provably fair: decision 0036)', body: z.strictObject({}).nullish(), response: responses(lotteryData) },
      preValidation: [requireRole],
      // A player drawing until out of tickets taps fast: a wider budget than the other calls.
      preHandler: [perAccount('annual-lottery', 60)],
      handler: async (req, reply) => {
        const { yfyUid, roleId } = currentAccount(req);
        return reply.ok(await drawOnce(deps, yfyUid, roleId as string, req.lang));
      },
    });

    app.get(API.oneYearPrizes, {
      schema: { tags, summary: 'The prize table with published odds and stock, the odds history and draws made', response: responses(annualPrizesData) },
      handler: async (req, reply) => reply.ok(await prizeTable(deps.db, (await eventOf(req)).id, req.lang)),
    });

    app.get(API.oneYearRecord, {
      schema: { tags, security, summary: "This account's draws, newest first", querystring: recordQuery, response: responses(annualRecordData) },
      preValidation: [requireLogin],
      handler: async (req, reply) => reply.ok(await drawRecord(deps.db, deps.clock, currentAccount(req).yfyUid, req.query.page, req.query.size, req.lang)),
    });

    app.post(API.oneYearSetAddress, {
      schema: { tags, security, summary: "A physical prize's shipping address (once, within 7 days of the draw)", body: setAddressBody, response: responses(drawSchema) },
      preValidation: [requireLogin],
      preHandler: [perAccount('annual-set-address')],
      handler: async (req, reply) => reply.ok(await setDrawAddress(deps.db, deps.clock, currentAccount(req).yfyUid, req.body.drawId, req.body.address, req.lang)),
    });
  };
}
