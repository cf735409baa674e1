import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import { DB_KINDS } from '../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { SimGameGateway } from '../../game/sim/sim-gateway.ts';
import { AppError } from '../../platform/errors.ts';
import { RoleDirectory } from '../account/role-directory.ts';
import { ActEvents } from './act-events.ts';
import { ActService } from './act.service.ts';
import { CN_ADDRESS, caller, paidOrder, playerOf, type Player } from './act.fixtures.ts';
import { ClaimService } from './claim.service.ts';
import { RoleMarkets } from './role-market.ts';

const DEC = new Date('2026-12-01T04:00:00Z');

// "Once per tier" is the database's unique key, not a check in JavaScript: many simultaneous claims of one tier
// by one role give one claim, one grant, one mail and one inbox message. Only PostgreSQL runs them truly at once.
describe.skipIf(!DB_KINDS.includes('postgres'))('cumulative top-up under concurrency (postgres)', () => {
  let t: TestApp;
  let cn: Player;
  let claims: ClaimService;
  beforeAll(async () => {
    t = await makeTestApp('postgres', { seedContent: true });
    t.clock.set(DEC);
    cn = await playerOf(t, 'cn');
    await paidOrder(t, cn, 'CNY', 129600, DEC);
    const db = t.store.db;
    const events = new ActEvents(db);
    claims = new ClaimService(db, t.clock, events, new ActService(db, t.clock, events, new RoleMarkets(new RoleDirectory(db, new SimGameGateway(db, t.clock)))));
  });
  afterAll(() => t.close());

  const counts = async (tierId: string) => {
    const db = t.store.db;
    const claimRows = await db.selectFrom('act_claims').select(['id', 'grant_id']).where('role_uid', '=', cn.uid).where('tier_id', '=', tierId).execute();
    const grantIds = claimRows.map((c) => c.grant_id).filter((g): g is number => g !== null);
    const grants = await db.selectFrom('reward_grants').select('id').where('owner', '=', cn.uid).where('ref', '=', `topup-2026-winter-cn/${tierId}`).execute();
    const outbox = grantIds.length ? await db.selectFrom('mail_outbox').select('id').where('grant_id', 'in', grantIds).execute() : [];
    const messages = grantIds.length ? await db.selectFrom('messages').select('id').where('grant_id', 'in', grantIds).execute() : [];
    return { claims: claimRows.length, grants: grants.length, outbox: outbox.length, messages: messages.length };
  };

  it('100 simultaneous charge-gift calls for one tier: one claim, one mail, one message', async () => {
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => caller(t, cn)('POST', API.actChargeGift, { tierId: 'tier-2' }, { remoteAddress: `10.7.${i}.1` })));
    const codes = results.map((r) => r.code);
    expect(codes.filter((c) => c === 0), String([...new Set(codes)])).toHaveLength(1);
    // The rest: already claimed, or the tap-storm limit (30 a minute per account) before the database.
    expect(codes.every((c) => c === 0 || c === ERRORS.alreadyClaimed.code || c === ERRORS.tooFrequent.code)).toBe(true);
    expect(await counts('tier-2')).toEqual({ claims: 1, grants: 1, outbox: 1, messages: 1 });
  });

  it('100 simultaneous claims reaching the database (no rate limit in the way): still one of each', async () => {
    const outcomes = await Promise.allSettled(Array.from({ length: 100 }, () => claims.chargeGift(cn.yfyUid, cn.uid, 'tier-5', 'en')));
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
    expect(won).toHaveLength(1);
    expect(refused.every((e) => e instanceof AppError && e.key === 'alreadyClaimed'), String(refused[0])).toBe(true);
    expect(await counts('tier-5')).toEqual({ claims: 1, grants: 1, outbox: 1, messages: 1 });
  });

  it('20 simultaneous addresses for one prize: one is stored, the rest are told it is locked', async () => {
    const claimId = (await t.store.db.selectFrom('act_claims').select('id').where('role_uid', '=', cn.uid).where('tier_id', '=', 'tier-5').executeTakeFirstOrThrow()).id;
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => caller(t, cn)('POST', API.actSetAddress, { claimId, address: { ...CN_ADDRESS, name: `收件人${i}` } })));
    const winners = results.flatMap((r, i) => (r.code === 0 ? [i] : []));
    expect(winners).toHaveLength(1);
    expect(results.every((r) => r.code === 0 || r.code === ERRORS.infoLocked.code || r.code === ERRORS.tooFrequent.code)).toBe(true);
    const stored = await t.store.db.selectFrom('act_claims').select('address').where('id', '=', claimId).executeTakeFirstOrThrow();
    expect(stored.address?.name).toBe(`收件人${winners[0]}`);
  });
});
