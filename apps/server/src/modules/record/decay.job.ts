import { sql } from 'kysely';
import { applyDecaySteps, DECAY_FROM, DECAY_PERIOD_DAYS, decayStepsDue } from '@mecha/shared/ladder/decay';
import { seasonCodeAt } from '@mecha/shared/ladder/seasons';
import type { Db } from '../../db/client.ts';
import { unixSeconds, type Clock } from '../../platform/clock.ts';
import { histogramDeltas, type HistogramEntry } from './histogram.ts';
import { ingestRepository } from './ingest.repository.ts';
import { dayNumber } from '@mecha/shared/ladder/keys';

// Inactivity decay as a job: idle ladders at 8000+ lose 25 for each full 14 days without a match. Each step is
// counted in `decay_steps` (reset by the next match), so running the job again, or in several processes at
// once (rows are claimed with SKIP LOCKED), never takes a step twice.
export async function runDecay(db: Db, clock: Clock, batch = 500): Promise<number> {
  const now = clock.now();
  const season = seasonCodeAt(unixSeconds(now));
  const cutoff = new Date(now.getTime() - DECAY_PERIOD_DAYS * 86_400_000);
  let changed = 0;
  for (;;) {
    const done = await db.transaction().execute(async (trx) => {
      const rows = await sql<{ uid: string; mode: string; season: number; region: string; score: number; games: number; last_match_at: Date; decay_steps: number }>`
        select uid, mode, season, region, score, games, last_match_at, decay_steps from ladders
        where season = ${season} and score >= ${DECAY_FROM} and last_match_at < ${cutoff}
          and decay_steps < floor(extract(epoch from (${now}::timestamptz - last_match_at)) / ${DECAY_PERIOD_DAYS * 86_400})
        order by uid, mode limit ${batch}
        for update skip locked`.execute(trx);
      if (!rows.rows.length) return true;
      const before: HistogramEntry[] = [];
      const after: HistogramEntry[] = [];
      for (const r of rows.rows) {
        const due = decayStepsDue(unixSeconds(now) - unixSeconds(new Date(r.last_match_at)));
        const score = applyDecaySteps(r.score, due - r.decay_steps);
        await trx.updateTable('ladders').set({ score, decay_steps: due }).where('uid', '=', r.uid).where('mode', '=', r.mode).where('season', '=', r.season).execute();
        await ingestRepository.upsertDays(trx, [{ uid: r.uid, mode: r.mode, season: r.season, day: dayNumber(now), score }]);
        before.push({ ...r, score: r.score });
        after.push({ ...r, score });
        changed++;
      }
      await ingestRepository.adjustHistogram(trx, histogramDeltas(before, after));
      return rows.rows.length < batch;
    });
    if (done) return changed;
  }
}
