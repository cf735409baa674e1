import { sql } from 'kysely';
import type { MatchFilter } from '@mecha/shared/annual/api';
import type { Mode } from '@mecha/shared/record/modes';
import type { Db } from '../../../db/client.ts';
import type { AnnualEventRow } from '../annual-events.ts';

// The matches behind a number of the memory report (memories-matches): the role's matches of the report year that
// pass the number's filter (report-fold.ts builds them), newest first, with the total the number shows.

export interface ReportMatchesPage {
  list: { matchId: string; mode: Mode; endedAt: number; character: string; won: boolean; mvp: boolean; scoreAfter: number; delta: number }[];
  total: number;
  hasMore: boolean;
}

export async function reportMatches(db: Db, event: AnnualEventRow, uid: string, f: MatchFilter, page: number, size: number): Promise<ReportMatchesPage> {
  // The filter's window, clipped to the report year: a link never reaches outside it.
  const from = new Date(Math.max(event.report_from.getTime(), (f.from ?? 0) * 1000));
  const to = new Date(Math.min(event.report_to.getTime(), f.to === undefined ? Infinity : f.to * 1000));
  let q = db.selectFrom('match_players as mp').where('mp.uid', '=', uid).where('mp.ended_at', '>=', from).where('mp.ended_at', '<', to);
  if (f.mode) q = q.where('mp.mode', '=', f.mode);
  if (f.character) q = q.where('mp.character', '=', f.character);
  if (f.won !== undefined) q = q.where('mp.won', '=', f.won);
  if (f.mvp !== undefined) q = q.where('mp.mvp', '=', f.mvp);
  if (f.partner) {
    const partner = f.partner;
    q = q.where(({ exists, selectFrom }) =>
      exists(selectFrom('match_players as o').select(sql`1`.as('x')).whereRef('o.match_id', '=', 'mp.match_id').whereRef('o.season', '=', 'mp.season').where('o.uid', '=', partner).whereRef('o.side', '=', 'mp.side')),
    );
  }
  if (f.opponent) {
    const opponent = f.opponent;
    q = q.where(({ exists, selectFrom }) =>
      exists(selectFrom('match_players as o').select(sql`1`.as('x')).whereRef('o.match_id', '=', 'mp.match_id').whereRef('o.season', '=', 'mp.season').where('o.uid', '=', opponent).whereRef('o.side', '<>', 'mp.side')),
    );
  }
  const [rows, count] = await Promise.all([
    q
      .select(['mp.match_id', 'mp.ended_at', 'mp.character', 'mp.won', 'mp.mvp', 'mp.score_before', 'mp.score_after'])
      .select(sql<Mode>`mp.mode`.as('mode'))
      .orderBy('mp.ended_at', 'desc')
      .orderBy('mp.match_id', 'desc')
      .limit(size + 1)
      .offset((page - 1) * size)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.slice(0, size).map((r) => ({
      matchId: r.match_id,
      mode: r.mode,
      endedAt: Math.floor(r.ended_at.getTime() / 1000),
      character: r.character,
      won: r.won,
      mvp: r.mvp,
      scoreAfter: r.score_after,
      delta: r.score_after - r.score_before,
    })),
    total: Number(count.n),
    hasMore: rows.length > size,
  };
}
