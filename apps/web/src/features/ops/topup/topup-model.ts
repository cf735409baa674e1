import type { OpsEventDetail, OpsEventInput } from '@mecha/shared/act/ops-api';
import { EDITION_CODES, type EditionCode } from '@mecha/shared/editions';
import { editionAllowed, reasonRequired, type OpsEditions } from '@mecha/shared/ops/roles';
import { fromDecimal, toDecimal, type Currency } from '@mecha/shared/pay/money';
import type { OpsCatalogueSku, OpsSkuInput } from '@mecha/shared/pay/ops-api';

// The Top-up section's form logic, kept out of the components so it is tested on its own: money typed as a decimal
// ("6.00") and sent as minor units, a stored SKU or event to an editable form and back to the operator API's body.

/** The editions the operator may work on, in the site's order. */
export const editionsOf = (editions: OpsEditions): EditionCode[] => EDITION_CODES.filter((e) => editionAllowed(editions, e));

/** The reason label for a call, where the roles table makes one mandatory (none of the catalogue calls today). */
export const reasonLabelFor = (path: string): string | undefined => (reasonRequired('POST', path) ? 'Reason (kept in the audit log)' : undefined);

export interface SkuForm {
  id: string; currency: Currency; name: string; price: string; baseAmount: string; standingBonus: string; doublesFirst: boolean; points: string; active: boolean; sort: string;
}

export const emptySkuForm = (currency: Currency): SkuForm => ({ id: '', currency, name: '', price: '', baseAmount: '', standingBonus: '0', doublesFirst: true, points: '', active: false, sort: '0' });

export const skuToForm = (s: OpsCatalogueSku): SkuForm => ({
  id: s.id, currency: s.currency as Currency, name: s.names.en ?? Object.values(s.names)[0] ?? '', price: toDecimal(s.price_minor, s.currency as Currency),
  baseAmount: String(s.base_amount), standingBonus: String(s.standing_bonus), doublesFirst: s.doubles_first, points: s.points === null ? '' : String(s.points), active: s.active, sort: String(s.sort),
});

/** An amount typed by an operator ("6", "6.5", "6.50") in minor units, or null; the currency's decimals at most. */
export function parseAmount(text: string, currency: Currency): number | null {
  const t = text.trim();
  const m = /^(\d{1,10})(?:\.(\d*))?$/.exec(t);
  if (!m) return null;
  const exp = toDecimal(1, currency).split('.')[1]?.length ?? 0;
  const frac = m[2] ?? '';
  if (frac.length > exp) return null;
  return fromDecimal(exp === 0 ? String(Number(m[1])) : `${Number(m[1])}.${frac.padEnd(exp, '0')}`, currency);
}

const wholeNumber = (text: string): number | null => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null);
const signedNumber = (text: string): number | null => (/^-?\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * The body of POST /api/ops/pay/skus from the form, or the first problem in words. The names of the other languages
 * are kept (`names`): the form edits the English one, the console being English.
 */
export function formToSku(f: SkuForm, edition: EditionCode, names: Record<string, string> = {}): OpsSkuInput | string {
  if (!/^[a-z0-9-]{1,40}$/.test(f.id)) return 'The SKU id is 1–40 lower-case letters, digits or hyphens.';
  if (!f.name.trim()) return 'Give the SKU a name.';
  const priceMinor = parseAmount(f.price, f.currency);
  if (priceMinor === null || priceMinor < 1) return `The price is an amount in ${f.currency}, like ${toDecimal(600, f.currency)}.`;
  const baseAmount = wholeNumber(f.baseAmount);
  if (baseAmount === null || baseAmount < 1) return 'The amount is a whole number of at least 1.';
  const standingBonus = wholeNumber(f.standingBonus || '0');
  if (standingBonus === null) return 'The bonus is a whole number (0 for none).';
  const points = f.points.trim() === '' ? null : wholeNumber(f.points);
  if (f.points.trim() !== '' && points === null) return 'Points are a whole number, or empty for the edition’s rate.';
  const sort = signedNumber(f.sort || '0');
  if (sort === null) return 'The sort order is a whole number.';
  return { id: f.id, edition, currency: f.currency, names: { ...names, en: f.name.trim() }, priceMinor, baseAmount, standingBonus, doublesFirst: f.doublesFirst, points, active: f.active, sort };
}

export interface TierForm { id: string; threshold: string; prizes: { id: string; name: string; qty: string; physical: boolean; names: Record<string, string>; picture: string | null }[]; claims: number }
export interface EventForm { detail: OpsEventDetail; startsAt: number; endsAt: number; active: boolean; tiers: TierForm[] }

export const eventToForm = (d: OpsEventDetail): EventForm => ({
  detail: d, startsAt: d.startsAt, endsAt: d.endsAt, active: d.active,
  tiers: d.tiers.map((t) => ({
    id: t.id, threshold: toDecimal(t.thresholdMinor, d.currency as Currency), claims: t.claims,
    prizes: t.prizes.map((p) => ({ id: p.id, name: p.names.en ?? Object.values(p.names)[0] ?? p.id, qty: String(p.qty), physical: p.physical, names: p.names, picture: p.picture })),
  })),
});

/** The body of POST /api/ops/act/events from the form (titles and rules kept as stored), or the first problem. */
export function formToEvent(f: EventForm): OpsEventInput | string {
  const currency = f.detail.currency as Currency;
  if (f.endsAt <= f.startsAt) return 'The event must end after it starts.';
  if (f.tiers.length === 0) return 'An event needs at least one tier.';
  const tiers: OpsEventInput['tiers'] = [];
  for (const [i, t] of f.tiers.entries()) {
    if (!/^[a-z0-9-]{1,40}$/.test(t.id)) return `Tier ${i + 1}: the id is lower-case letters, digits or hyphens.`;
    const thresholdMinor = parseAmount(t.threshold, currency);
    if (thresholdMinor === null || thresholdMinor < 1) return `Tier ${t.id}: the threshold is an amount in ${currency}.`;
    if (t.prizes.length === 0) return `Tier ${t.id}: at least one prize.`;
    const prizes = [];
    for (const p of t.prizes) {
      const qty = wholeNumber(p.qty);
      if (!/^[a-z0-9-]{1,40}$/.test(p.id) || !p.name.trim() || qty === null || qty < 1) return `Tier ${t.id}: each prize needs an id, a name and a quantity of at least 1.`;
      prizes.push({ id: p.id, names: { ...p.names, en: p.name.trim() }, qty, physical: p.physical, picture: p.picture });
    }
    tiers.push({ id: t.id, thresholdMinor, prizes, sort: i + 1 });
  }
  const ids = tiers.map((t) => t.id);
  if (new Set(ids).size !== ids.length) return 'Tier ids must be unique.';
  return {
    id: f.detail.id, edition: f.detail.edition as EditionCode, currency, titles: f.detail.titles, rules: f.detail.rules,
    startsAt: f.startsAt, endsAt: f.endsAt, active: f.active, tiers,
  };
}

/** What a change to an event does, one line each, for the confirm dialog. */
export function eventChanges(before: OpsEventDetail, after: OpsEventInput): string[] {
  const cur = before.currency as Currency;
  const lines: string[] = [];
  const old = new Map(before.tiers.map((t) => [t.id, t]));
  for (const t of after.tiers) {
    const was = old.get(t.id);
    const prizes = t.prizes.map((p) => `${p.names.en ?? p.id} ×${p.qty}${p.physical ? ' (physical)' : ''}`).join(', ');
    if (!was) lines.push(`Add tier ${t.id} at ${toDecimal(t.thresholdMinor, cur)} ${cur}: ${prizes}`);
    else {
      if (was.thresholdMinor !== t.thresholdMinor) lines.push(`Tier ${t.id}: threshold ${toDecimal(was.thresholdMinor, cur)} → ${toDecimal(t.thresholdMinor, cur)} ${cur}`);
      const wasPrizes = was.prizes.map((p) => `${p.names.en ?? p.id} ×${p.qty}${p.physical ? ' (physical)' : ''}`).join(', ');
      if (wasPrizes !== prizes) lines.push(`Tier ${t.id}: prizes ${wasPrizes} → ${prizes}`);
    }
  }
  for (const t of before.tiers) if (!after.tiers.some((x) => x.id === t.id)) lines.push(`Remove tier ${t.id}${t.claims ? ` (refused: ${t.claims} claims)` : ''}`);
  if (before.active !== after.active) lines.push(after.active ? 'Switch the event on' : 'Switch the event off');
  if (before.startsAt !== after.startsAt || before.endsAt !== after.endsAt) lines.push('Change the event window');
  return lines.length ? lines : ['No change (saves the event as it is)'];
}
