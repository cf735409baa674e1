import { readFileSync, writeFileSync } from 'node:fs';

// The cumulative top-up event's operator commands (`npm run ops -- act …`), through the operator API:
//   act event set event.json            ({id, edition, currency, titles, rules, startsAt, endsAt, active, tiers: [{id, thresholdMinor, prizes}]})
//   act events
//   act claims <eventId> [all|addressNeeded|toShip|shipped|forfeited] [out.csv]
//   act ship <claimId> <carrier> <tracking>
//   act forfeit-sweep
export const ACT_USAGE = 'act event set <file.json> | act events | act claims <eventId> [filter] [out.csv] | act ship <claimId> <carrier> <tracking> | act forfeit-sweep';

type Call = (path: string, body?: unknown) => Promise<unknown>;
interface OpsClaim {
  id: number;
  tierId: string;
  roleUid: string;
  claimedAt: number;
  prizes: { id: string; qty: number; physical: boolean; name: string }[];
  address: { name: string; phone: string; postcode: string; region: string; city: string; detail: string; email: string } | null;
  addressDueAt: number | null;
  forfeitedAt: number | null;
  shippedAt: number | null;
  carrier: string | null;
  tracking: string | null;
}

const iso = (s: number | null) => (s === null ? '' : new Date(s * 1000).toISOString());
const csvCell = (v: unknown) => {
  const s = String(v ?? '');
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** Runs an `act` command; false when the arguments are not one. */
export async function actCommand(call: Call, args: string[]): Promise<boolean> {
  const [verb, ...rest] = args;
  if (verb === 'event' && rest[0] === 'set' && rest[1]) {
    const event = JSON.parse(readFileSync(rest[1], 'utf8')) as { id: string };
    const { created } = (await call('/api/ops/act/events', event)) as { created: boolean };
    console.log(`${created ? 'created' : 'updated'} event ${event.id}`);
  } else if (verb === 'events') {
    const { list } = (await call('/api/ops/act/events')) as { list: { id: string; edition: string; currency: string; title: string; startsAt: number; endsAt: number; active: boolean; tiers: number; claims: number }[] };
    for (const e of list) console.log(`${e.id}\t${e.edition}/${e.currency}\t${iso(e.startsAt)} → ${iso(e.endsAt)}\t${e.active ? 'on' : 'off'}\t${e.tiers} tiers\t${e.claims} claims\t${e.title}`);
    console.log(`${list.length} event(s)`);
  } else if (verb === 'claims' && rest[0]) {
    const filter = rest[1] ?? 'all';
    const all: OpsClaim[] = [];
    for (let afterId = 0; ; ) {
      const page = (await call(`/api/ops/act/claims?eventId=${encodeURIComponent(rest[0])}&filter=${encodeURIComponent(filter)}&afterId=${afterId}&size=500`)) as { list: OpsClaim[]; hasMore: boolean };
      all.push(...page.list);
      if (!page.hasMore || !page.list.length) break;
      afterId = page.list[page.list.length - 1]!.id;
    }
    if (rest[2]) {
      const head = ['claim', 'tier', 'role', 'claimed', 'prizes', 'name', 'phone', 'postcode', 'region', 'city', 'detail', 'email', 'address due', 'forfeited', 'shipped', 'carrier', 'tracking'];
      const rows = all.map((c) => [c.id, c.tierId, c.roleUid, iso(c.claimedAt), c.prizes.map((p) => `${p.name} x${p.qty}`).join('; '), c.address?.name, c.address?.phone, c.address?.postcode, c.address?.region, c.address?.city, c.address?.detail, c.address?.email, iso(c.addressDueAt), iso(c.forfeitedAt), iso(c.shippedAt), c.carrier, c.tracking]);
      writeFileSync(rest[2], [head, ...rows].map((r) => r.map(csvCell).join(',')).join('\n') + '\n');
      console.log(`${all.length} claim(s) written to ${rest[2]}`);
    } else {
      for (const c of all) {
        const where = c.address ? `${c.address.name} ${c.address.phone} ${c.address.region} ${c.address.city} ${c.address.detail}` : c.forfeitedAt ? 'forfeited' : c.addressDueAt ? `address due ${iso(c.addressDueAt)}` : '';
        console.log(`#${c.id}\t${c.tierId}\t${c.roleUid}\t${c.prizes.map((p) => `${p.name} x${p.qty}`).join(', ')}\t${where}\t${c.shippedAt ? `shipped ${c.carrier} ${c.tracking}` : ''}`);
      }
      console.log(`${all.length} claim(s)`);
    }
  } else if (verb === 'ship' && rest[0] && rest[1] && rest[2]) {
    await call('/api/ops/act/ship', { claimId: Number(rest[0]), carrier: rest[1], tracking: rest.slice(2).join(' ') });
    console.log(`claim #${rest[0]} shipped`);
  } else if (verb === 'forfeit-sweep') {
    const { forfeited } = (await call('/api/ops/act/forfeit-sweep', {})) as { forfeited: number };
    console.log(`${forfeited} prize(s) forfeited`);
  } else {
    return false;
  }
  return true;
}
