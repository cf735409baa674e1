import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { claimData, PACK_CALLS, type PackId, redeemBody, redeemData, signinStripSchema, tasksData, weeklyRewardSchema, welfareStatusData } from '@mecha/shared/welfare/api';
import { responses } from '../../platform/envelope.ts';
import { limit } from '../../platform/rate-limit.ts';
import type { AccountService } from '../account/account.service.ts';
import { authGuards, currentAccount } from '../account/auth-guard.ts';
import type { SessionService } from '../account/session.service.ts';
import type { RedeemService } from './redeem.service.ts';
import type { SigninService } from './signin.service.ts';
import type { WeeklyRewardService } from './weekly.service.ts';
import type { WelfareService } from './welfare.service.ts';

const tags = ['welfare'];
const security = [{ bearer: [] }];

export function welfareRoutes(deps: { welfare: WelfareService; signin: SigninService; weekly: WeeklyRewardService; redeem: RedeemService; accounts: AccountService; sessions: SessionService }) {
  const { welfare } = deps;
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const { requireRole, requireLogin } = authGuards(deps.sessions, deps.accounts);
    const who = (req: Parameters<typeof currentAccount>[0]) => ({ yfyUid: currentAccount(req).yfyUid, roleUid: currentAccount(req).roleId as string });

    app.get('/api/welfare/status', {
      schema: { tags, security, summary: "Gift packs with the selected role's state and reset times", response: responses(welfareStatusData) },
      preValidation: [requireRole],
      handler: async (req, reply) => {
        const { yfyUid, roleUid } = who(req);
        return reply.ok(await welfare.status(yfyUid, roleUid, req.lang));
      },
    });

    for (const id of Object.keys(PACK_CALLS) as PackId[]) {
      app.post(`/api/welfare/${id}`, {
        schema: { tags, security, summary: `Claim the ${PACK_CALLS[id]} pack (once per period; delivered by in-game mail)`, response: responses(claimData) },
        preValidation: [requireRole],
        // A tap storm from one account is answered "too frequent" before it reaches the database.
        preHandler: [limit(app, { name: `welfare-${id}`, max: 30, windowMs: 60_000, key: (req) => req.account?.yfyUid })],
        handler: async (req, reply) => {
          const { yfyUid, roleUid } = who(req);
          return reply.ok({ Pack: await welfare.claim(id, yfyUid, roleUid, req.lang) });
        },
      });
    }

    app.get('/api/welfare/tasks', {
      schema: { tags, security, summary: 'The 7-day sign-in strip and the weekly ladder reward with its progress', response: responses(tasksData) },
      preValidation: [requireRole],
      handler: async (req, reply) => {
        const { yfyUid, roleUid } = who(req);
        const [signin, weekly] = await Promise.all([deps.signin.strip(yfyUid, roleUid, req.lang), deps.weekly.status(roleUid, req.lang)]);
        return reply.ok({ signin, weekly });
      },
    });

    app.post('/api/welfare/checkin', {
      schema: { tags, security, summary: 'Sign in for today (one a business day, seven in all, once per account)', response: responses(signinStripSchema) },
      preValidation: [requireRole],
      preHandler: [limit(app, { name: 'welfare-checkin', max: 30, windowMs: 60_000, key: (req) => req.account?.yfyUid })],
      handler: async (req, reply) => {
        const { yfyUid, roleUid } = who(req);
        return reply.ok(await deps.signin.checkin(yfyUid, roleUid, req.lang));
      },
    });

    app.post('/api/welfare/weekly-reward', {
      schema: { tags, security, summary: 'Claim the weekly ladder reward (10 games; from Monday 05:00)', response: responses(weeklyRewardSchema) },
      preValidation: [requireRole],
      preHandler: [limit(app, { name: 'welfare-weekly', max: 30, windowMs: 60_000, key: (req) => req.account?.yfyUid })],
      handler: async (req, reply) => {
        const { yfyUid, roleUid } = who(req);
        return reply.ok(await deps.weekly.claim(yfyUid, roleUid, req.lang));
      },
    });

    app.post('/api/welfare/redeem', {
      schema: {
        tags, security, summary: 'Redeem a code for the selected role',
        body: redeemBody,
        response: responses(redeemData),
      },
      preValidation: [requireRole],
      preHandler: [limit(app, { name: 'welfare-redeem', max: 20, windowMs: 60_000, key: (req) => req.account?.yfyUid })],
      handler: async (req, reply) => {
        const { yfyUid, roleUid } = who(req);
        return reply.ok(await deps.redeem.redeem(req.body.code, yfyUid, roleUid));
      },
    });

    app.post('/api/welfare/subscribe', {
      schema: { tags, security, summary: 'Subscribe the account to reminders (unlocks the subscriber pack)', response: responses(z.object({ Subscribed: z.literal(true) })) },
      preValidation: [requireLogin],
      handler: async (req, reply) => {
        await welfare.subscribe(currentAccount(req).yfyUid);
        return reply.ok({ Subscribed: true as const });
      },
    });
  };
}
