import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@mecha/shared/api-paths';
import { actInitData, actRecordData, actStatusData, chargeGiftBody, claimSchema, setAddressBody } from '@mecha/shared/pay/act';
import { responses } from '../../platform/envelope.ts';
import { requestEdition } from '../../platform/edition.ts';
import { limit } from '../../platform/rate-limit.ts';
import type { AccountService } from '../account/account.service.ts';
import { authGuards, currentAccount, userInfoOf } from '../account/auth-guard.ts';
import type { SessionService } from '../account/session.service.ts';
import type { ActService } from './act.service.ts';
import type { ClaimService } from './claim.service.ts';
import { editionMarket } from './role-market.ts';

const tags = ['act'];
const security = [{ bearer: [] }];

// The cumulative top-up event's calls (same-origin group): the event, the selected role's progress, the account's
// claims, a tier's claim and a physical prize's address.
export function actRoutes(deps: { act: ActService; claims: ClaimService; accounts: AccountService; sessions: SessionService }) {
  const { act, claims, accounts } = deps;
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const { requireRole, requireLogin, optionalLogin } = authGuards(deps.sessions, accounts);
    const perAccount = (name: string) => limit(app, { name, max: 30, windowMs: 60_000, key: (req) => req.account?.yfyUid });

    app.get(API.actInit, {
      schema: { tags, summary: "The edition's current (or next) cumulative top-up event with its tiers; the selected role's when logged in", response: responses(actInitData) },
      preValidation: [optionalLogin],
      handler: async (req, reply) => {
        // A logged-in player sees the event of the role they top up (its edition and currency, TWD for Taiwan);
        // a visitor, the event of the edition the page speaks for.
        const roleId = req.account ? (await userInfoOf(accounts, req)).role_id : null;
        const market = roleId ? await act.markets.of(roleId).catch(() => editionMarket(requestEdition(req))) : editionMarket(requestEdition(req));
        return reply.ok(await act.init(market, req.lang));
      },
    });

    app.get(API.actStatus, {
      schema: { tags, security, summary: "The selected role's paid total in the event window and each tier's state", response: responses(actStatusData) },
      preValidation: [requireRole],
      handler: async (req, reply) => reply.ok(await act.status(currentAccount(req).roleId as string)),
    });

    app.get(API.actRecord, {
      schema: { tags, security, summary: "This account's tier claims with their delivery and address", response: responses(actRecordData) },
      preValidation: [requireLogin],
      handler: async (req, reply) => reply.ok(await act.record(currentAccount(req).yfyUid, req.lang)),
    });

    app.post(API.actChargeGift, {
      schema: { tags, security, summary: 'Claim a reached tier for the selected role (once; virtual prizes by in-game mail)', body: chargeGiftBody, response: responses(claimSchema) },
      preValidation: [requireRole],
      preHandler: [perAccount('act-charge-gift')],
      handler: async (req, reply) => {
        const { yfyUid, roleId } = currentAccount(req);
        return reply.ok(await claims.chargeGift(yfyUid, roleId as string, req.body.tierId, req.lang));
      },
    });

    app.post(API.actSetAddress, {
      schema: { tags, security, summary: "A physical prize's shipping address (once, within 7 days of the claim)", body: setAddressBody, response: responses(claimSchema) },
      preValidation: [requireLogin],
      preHandler: [perAccount('act-set-address')],
      handler: async (req, reply) => reply.ok(await claims.setAddress(currentAccount(req).yfyUid, req.body.claimId, req.body.address, req.lang)),
    });
  };
}
