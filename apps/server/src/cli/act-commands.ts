import { readFileSync, writeFileSync } from 'node:fs';
import type { OpsClaim, OpsClaimsPage, OpsEventDetail, OpsSweepResult } from '@mecha/shared/act/ops-api';
import type { OpsCall } from './ops-call.ts';
import { ActClaimsOps } from '../modules/act/ops-claims.ts';

// The cumulative top-up event's operator commands (`npm run ops -- act …`), through the operator API:
//   act event set event.json            ({id, edition, currency, titles, rules, startsAt, endsAt, active, tiers: [{id, thresholdMinor, prizes}]})
//   act event <eventId>                 one event with its tiers, prizes and claim counts
//   act events                          (act events --shipping: the same list for the shipping role)
//   act claims <eventId> [all|addressNeeded|toShip|shipped|forfeited] [out.csv]
//   act ship <claimId> <carrier> <tracking>
//   act forfeit-sweep [--dry-run]       forfeit prizes past their address deadline (dry run: list them, change nothing)
export const ACT_USAGE = 'act event set <file.json> | act event <eventId> | act events [--shipping] | act claims <eventId> [filter] [out.csv] | act ship <claimId> <carrier> <tracking> | act forfeit-sweep [--dry-run]';

const iso = (s: number | null) => (s === null ? '' : new Date(s * 1000).toISOString());

/** Runs an `act` command; false when the arguments are not one. */
export async function actCommand(call: OpsCall, args: string[]): Promise<boolean> {
  const [verb, ...rest] = args;
  if (verb === 'event' && rest[0] === 'set' && rest[1]) {
    const event = JSON.parse(readFileSync(rest[1], 'utf8')) as { id: string };
    const { created } = (await call('/api/ops/act/events', event)) as { created: boolean };
    console.log(`${created ? 'created' : 'updated'} event ${event.id}`);
  } else if (verb === 'event' && rest[0]) {
    const e = (await call(`/api/ops/act/events/detail?id=${encodeURIComponent(rest[0])}`)) as OpsEventDetail;
    console.log(`${e.id}\t${e.edition}/${e.currency}\t${iso(e.startsAt)} → ${iso(e.endsAt)}\t${e.active ? 'on' : 'off'}`);
    for (const t of e.tiers) console.log(`  ${t.id}\t${t.thresholdMinor} minor\t${t.claims} claims\t${t.prizes.map((p) => `${p.names.en ?? p.id} x${p.qty}${p.physical ? ' (physical)' : ''}`).join(', ')}`);
  } else if (verb === 'events' && (rest.length === 0 || (rest.length === 1 && rest[0] === '--shipping'))) {
    const { list } = (await call(rest[0] === '--shipping' ? '/api/ops/act/claims/events' : '/api/ops/act/events')) as { list: { id: string; edition: string; currency: string; title: string; startsAt: number; endsAt: number; active: boolean; tiers: number; claims: number }[] };
    for (const e of list) console.log(`${e.id}\t${e.edition}/${e.currency}\t${iso(e.startsAt)} → ${iso(e.endsAt)}\t${e.active ? 'on' : 'off'}\t${e.tiers} tiers\t${e.claims} claims\t${e.title}`);
    console.log(`${list.length} event(s)`);
  } else if (verb === 'claims' && rest[0]) {
    const filter = rest[1] ?? 'all';
    const all: OpsClaim[] = [];
    let addresses = false;
    for (let afterId = 0; ; ) {
      const page = (await call(`/api/ops/act/claims?eventId=${encodeURIComponent(rest[0])}&filter=${encodeURIComponent(filter)}&afterId=${afterId}&size=500`)) as OpsClaimsPage;
      all.push(...page.list);
      addresses = page.addresses;
      if (!page.hasMore || !page.list.length) break;
      afterId = page.list[page.list.length - 1]!.id;
    }
    if (rest[2]) {
      // The console's export and this file: one writer, spreadsheet-safe (formula cells neutralised).
      writeFileSync(rest[2], ActClaimsOps.csv(all, addresses));
      console.log(`${all.length} claim(s) written to ${rest[2]}`);
    } else {
      for (const c of all) {
        const where = c.address ? `${c.address.name} ${c.address.phone} ${c.address.region} ${c.address.city} ${c.address.detail}` : c.hasAddress ? 'address given' : c.forfeitedAt ? 'forfeited' : c.addressDueAt ? `address due ${iso(c.addressDueAt)}` : '';
        console.log(`#${c.id}\t${c.tierId}\t${c.roleUid}\t${c.prizes.map((p) => `${p.name} x${p.qty}`).join(', ')}\t${where}\t${c.shippedAt ? `shipped ${c.carrier} ${c.tracking}` : ''}`);
      }
      console.log(`${all.length} claim(s)`);
    }
  } else if (verb === 'ship' && rest[0] && rest[1] && rest[2]) {
    await call('/api/ops/act/ship', { claimId: Number(rest[0]), carrier: rest[1], tracking: rest.slice(2).join(' ') });
    console.log(`claim #${rest[0]} shipped`);
  } else if (verb === 'forfeit-sweep' && (rest.length === 0 || (rest.length === 1 && rest[0] === '--dry-run'))) {
    const dryRun = rest[0] === '--dry-run';
    const r = (await call('/api/ops/act/forfeit-sweep', { dryRun })) as OpsSweepResult;
    for (const c of r.list) console.log(`#${c.claimId}\t${c.eventId} (${c.edition})\t${c.tierId}\trole ${c.roleUid}\taddress was due ${iso(c.addressDueAt)}`);
    console.log(dryRun ? `${r.list.length} prize(s) would be forfeited (dry run: nothing changed)` : `${r.forfeited} prize(s) forfeited`);
  } else {
    return false;
  }
  return true;
}
