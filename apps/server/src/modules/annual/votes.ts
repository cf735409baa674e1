import { sql } from 'kysely';
import type { AnnualRoles } from '@mecha/shared/annual/api';
import { characterById } from '@mecha/shared/game/characters';
import type { Language } from '@mecha/shared/i18n/languages';
import type { Db } from '../../db/client.ts';
import { fail } from '../../platform/errors.ts';
import type { AnnualDeps } from './annual-deps.ts';
import type { AnnualEventRow } from './annual-events.ts';
import { openEventOfRole } from './player-event.ts';

// The character vote (SPEC §5: at most 3 characters; PRODUCT.md: one vote per account, only for a role with a
// match in the report year). The vote's primary key (event, account) refuses a second vote; the tally is changed
// in the same transaction, so reading it never counts votes.

/** No character art ships with the app (the web draws each mecha's plate from its class): no picture URL. */
const PICTURE: string | null = null;

const percentOf = (votes: number, total: number) => (total ? Math.round((votes / total) * 1000) / 10 : 0);

/** one-year/roles: the event's characters in its order, with the live tally (percent of all picks) and voters. */
export async function voteRoles(db: Db, event: AnnualEventRow, lang: Language): Promise<AnnualRoles> {
  const [tally, voters] = await Promise.all([
    db.selectFrom('annual_vote_tally').select(['character', 'votes']).where('event_id', '=', event.id).execute(),
    db.selectFrom('annual_votes').select((eb) => eb.fn.countAll<string>().as('n')).where('event_id', '=', event.id).executeTakeFirstOrThrow(),
  ]);
  const byId = new Map(tally.map((t) => [t.character, t.votes]));
  const totalVotes = event.characters.reduce((s, id) => s + (byId.get(id) ?? 0), 0);
  return {
    list: event.characters.map((id) => {
      const votes = byId.get(id) ?? 0;
      return { id, name: characterById(id)?.name[lang] ?? id, picture: PICTURE, votes, percent: percentOf(votes, totalVotes) };
    }),
    totalVotes,
    voters: Number(voters.n),
  };
}

/** one-year/vote: 1–3 of the event's characters (the schema bounds the count), once per account. */
export async function castVote(deps: AnnualDeps, yfyUid: string, roleUid: string, picks: string[], lang: Language): Promise<{ vote: string[]; roles: AnnualRoles }> {
  const now = deps.clock.now();
  const { event } = await openEventOfRole(deps, roleUid, now);
  if (!picks.every((id) => event.characters.includes(id))) return fail('annualVoteUnknown');
  if (!(await deps.reports.hasMatchInYear(event, roleUid))) return fail('annualNoMatchInYear');
  await deps.db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ yfy_uid: string }>`
      insert into annual_votes (event_id, yfy_uid, role_uid, characters, voted_at)
      select e.id, ${yfyUid}::text, ${roleUid}::text, ${JSON.stringify(picks)}::jsonb, ${now}::timestamptz
      from annual_events e
      where e.id = ${event.id} and e.active and e.starts_at <= ${now} and ${now} < e.ends_at
      on conflict (event_id, yfy_uid) do nothing
      returning yfy_uid`.execute(trx);
    if (!rows[0]) {
      const voted = await trx.selectFrom('annual_votes').select('yfy_uid').where('event_id', '=', event.id).where('yfy_uid', '=', yfyUid).executeTakeFirst();
      return fail(voted ? 'annualAlreadyVoted' : 'annualEnded');
    }
    // Sorted, so two votes naming the same characters lock their tally rows in the same order (no deadlock).
    await trx
      .insertInto('annual_vote_tally')
      .values([...picks].sort().map((character) => ({ event_id: event.id, character, votes: 1 })))
      .onConflict((oc) => oc.columns(['event_id', 'character']).doUpdateSet({ votes: sql`annual_vote_tally.votes + 1` }))
      .execute();
  });
  return { vote: picks, roles: await voteRoles(deps.db, event, lang) };
}
