import { LANGUAGES, type Language } from '@mecha/shared/i18n/languages';
import type { EditionCode } from '@mecha/shared/editions';
import { editionAllowed, type OpsEditions } from '@mecha/shared/ops/roles';
import type { BatchCreateInput, BatchPlan, OpsBatch, OpsPack, RewardItem, SigninDay } from '@mecha/shared/welfare/ops-api';
import { emptyTexts, formatTime, fromLocalInput, toLocalInput } from '../lib/format.ts';

// The welfare console's pure parts: drafts of the edit forms and back, and the lines the confirm dialog lists.

export type Texts = Partial<Record<Language, string>>;
export const LANGUAGE_LABELS: Record<Language, string> = { 'zh-CN': 'Simplified Chinese', 'zh-HK': 'Traditional Chinese', en: 'English', ja: 'Japanese' };

export interface ItemDraft {
  id: string;
  qty: string;
  names: Record<Language, string>;
}
export const textsDraft = (texts: Texts): Record<Language, string> => ({ ...emptyTexts(), ...texts });
export const newItem = (): ItemDraft => ({ id: '', qty: '1', names: emptyTexts() });
export const itemsDraft = (items: readonly RewardItem[]): ItemDraft[] => items.map((i) => ({ id: i.id, qty: String(i.qty), names: textsDraft(i.names) }));

/** The languages filled in, trimmed (the server wants at least one). */
export function textsOf(draft: Record<Language, string>): Texts {
  const out: Texts = {};
  for (const l of LANGUAGES) if (draft[l].trim()) out[l] = draft[l].trim();
  return out;
}

/** The items of a form, or the first thing wrong with them (said the way the operator can fix it). */
export function itemsOf(drafts: readonly ItemDraft[]): { items: RewardItem[] } | { error: string } {
  if (drafts.length === 0) return { error: 'Add at least one item.' };
  const items: RewardItem[] = [];
  for (const [n, d] of drafts.entries()) {
    const qty = Number(d.qty);
    if (!/^[a-z0-9-]{1,64}$/.test(d.id.trim())) return { error: `Item ${n + 1}: the id is 1–64 of a–z, 0–9 and -.` };
    if (!Number.isInteger(qty) || qty < 1 || qty > 1_000_000) return { error: `Item ${n + 1}: the quantity is a whole number from 1 to 1,000,000.` };
    const names = textsOf(d.names);
    if (Object.keys(names).length === 0) return { error: `Item ${n + 1}: give a name in at least one language.` };
    items.push({ id: d.id.trim(), qty, names });
  }
  return { items };
}

export const itemsText = (items: readonly RewardItem[]) => items.map((i) => `${i.names.en ?? i.id} ×${i.qty}`).join(', ');
export const titleOf = (texts: Texts, fallback: string) => texts.en ?? texts['zh-CN'] ?? Object.values(texts)[0] ?? fallback;

export const fromLocal = (value: string): number | null => fromLocalInput(value) ?? null;

export interface PackDraft {
  titles: Texts;
  items: RewardItem[];
  active: boolean;
  startsAt: number | null;
  endsAt: number | null;
}

const when = (s: number | null) => (s === null ? 'open' : formatTime(s));
const textChanges = (label: string, before: Texts, after: Texts) =>
  LANGUAGES.filter((l) => (before[l] ?? '') !== (after[l] ?? '')).map((l) => `${label} (${l}): “${before[l] ?? '—'}” → “${after[l] ?? '—'}”`);
const sameItems = (a: readonly RewardItem[], b: readonly RewardItem[]) => JSON.stringify(a) === JSON.stringify(b);

/** What saving a pack changes, one line each (empty: nothing). */
export function packChanges(before: OpsPack, after: PackDraft): string[] {
  const lines = textChanges('Title', before.titles, after.titles);
  if (!sameItems(before.items, after.items)) lines.push(`Items: ${itemsText(before.items)} → ${itemsText(after.items)}`);
  if (before.active !== after.active) lines.push(`Switched ${after.active ? 'on' : 'off'}`);
  if (before.startsAt !== after.startsAt) lines.push(`Starts: ${when(before.startsAt)} → ${when(after.startsAt)}`);
  if (before.endsAt !== after.endsAt) lines.push(`Ends: ${when(before.endsAt)} → ${when(after.endsAt)}`);
  return lines;
}

/** What saving the sign-in strip changes, one line per changed day. */
export function signinChanges(before: readonly SigninDay[], after: readonly SigninDay[]): string[] {
  const lines: string[] = [];
  for (const day of after) {
    const old = before.find((d) => d.day === day.day);
    if (!old) lines.push(`Day ${day.day}: ${itemsText(day.items)}`);
    else {
      if (!sameItems(old.items, day.items)) lines.push(`Day ${day.day}: ${itemsText(old.items)} → ${itemsText(day.items)}`);
      lines.push(...textChanges(`Day ${day.day} title`, old.titles, day.titles));
    }
  }
  return lines;
}

export interface BatchDraft {
  id: string;
  mode: 'shared' | 'unique';
  code: string;
  maxUses: string;
  count: string;
  edition: string;
  expiresAt: string;
  titles: Record<Language, string>;
  items: ItemDraft[];
}
export const newBatch = (edition: string): BatchDraft => ({ id: '', mode: 'unique', code: '', maxUses: '100', count: '10', edition, expiresAt: '', titles: emptyTexts(), items: [newItem()] });

const whole = (s: string, max: number) => {
  const n = Number(s);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : null;
};

/** The create call's body (without dryRun), or what to fix first. */
export function batchBody(d: BatchDraft): { body: BatchCreateInput } | { error: string } {
  if (!/^[a-z0-9-]{3,40}$/.test(d.id)) return { error: 'The campaign id is 3–40 of a–z, 0–9 and -.' };
  const titles = textsOf(d.titles);
  if (Object.keys(titles).length === 0) return { error: 'Give the campaign a title in at least one language.' };
  const items = itemsOf(d.items);
  if ('error' in items) return items;
  const base = { id: d.id, titles, items: items.items, edition: (d.edition || null) as BatchCreateInput['edition'], expiresAt: fromLocal(d.expiresAt) };
  if (d.mode === 'shared') {
    if (!/^[A-Za-z0-9]{4,32}$/.test(d.code)) return { error: 'The shared code is 4–32 letters and digits.' };
    const maxUses = whole(d.maxUses, 1_000_000);
    if (maxUses === null) return { error: 'Max uses is a whole number from 1 to 1,000,000.' };
    return { body: { ...base, code: d.code, maxUses } };
  }
  const count = whole(d.count, 100_000);
  if (count === null) return { error: 'The number of codes is a whole number from 1 to 100,000.' };
  return { body: { ...base, count } };
}

/** The dry run's answer as the confirm dialog's lines. */
export function planLines(plan: BatchPlan): string[] {
  return [
    plan.kind === 'shared' ? `Create 1 shared code for ${plan.capacity} redemption(s)` : `Create ${plan.count} one-use code(s)`,
    `Campaign: ${plan.id}`,
    `Edition: ${plan.edition ?? 'every edition'}`,
    `Expires: ${plan.expiresAt === null ? 'never' : formatTime(plan.expiresAt)}`,
    `Items: ${itemsText(plan.items)}`,
  ];
}

/** May this operator export or end the batch: its edition, or every edition for a site-wide one (decision 0047). */
export const mayTouch = (editions: OpsEditions, batch: Pick<OpsBatch, 'edition'>) => (batch.edition === null ? editions === 'all' : editionAllowed(editions, batch.edition as EditionCode));
