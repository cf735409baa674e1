import { sql, type Transaction } from 'kysely';
import { seasonCodeAt } from '@mecha/shared/ladder/seasons';
import type { IngestMatch } from '@mecha/shared/record/ingest';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import type { GameRole as GameRoleRow } from '../../game/gateway.ts';
import type { LadderState, ScoredLine } from '@mecha/shared/ladder/apply';
import { dayNumber, keyOf } from '@mecha/shared/ladder/keys';
import { histogramDeltas } from './histogram.ts';
import { newestPerEdition } from './freshness.ts';
import { ingestRepository } from './ingest.repository.ts';
import { lineRows } from './line-columns.ts';

// The record module's bulk ingest for the sim's first start (issue 16): it takes a history scored in memory by
// the same engine ingest uses (packages/shared/src/ladder/apply.ts) and stores it in one transaction. Matches and
// daily scores are kept for the searchable seasons; older seasons keep their ladders and per-character aggregates,
// which is all their screens read. The sim gets one from the app (game/sim/history.ts `BulkHistory`).
export class HistoryCollector {
  readonly matches: IngestMatch[] = [];
  readonly lines: ScoredLine[] = [];
  private readonly days = new Map<string, { uid: string; mode: string; season: number; day: number; score: number }>();
  private readonly chars = new Map<string, { uid: string; mode: string; season: number; character: string; games: number; wins: number; mvps: number; kills: number; deaths: number; damage: number }>();

  constructor(private readonly db: Db) {}

  async loaded(): Promise<boolean> {
    return (await this.db.selectFrom('ladders').select('uid').limit(1).executeTakeFirst()) !== undefined;
  }

  get matchCount(): number {
    return this.matches.length;
  }

  line(l: ScoredLine, stored: boolean): void {
    const k = `${keyOf(l)}|${l.character}`;
    const c = this.chars.get(k) ?? { uid: l.uid, mode: l.mode, season: l.season, character: l.character, games: 0, wins: 0, mvps: 0, kills: 0, deaths: 0, damage: 0 };
    c.games++;
    c.wins += l.won ? 1 : 0;
    c.mvps += l.mvp ? 1 : 0;
    c.kills += l.kills;
    c.deaths += l.deaths;
    c.damage += l.damage;
    this.chars.set(k, c);
    if (!stored) return;
    this.lines.push(l);
    const day = dayNumber(l.endedAt);
    this.days.set(`${keyOf(l)}|${day}`, { uid: l.uid, mode: l.mode, season: l.season, day, score: l.scoreAfter });
  }

  match(m: IngestMatch): void {
    this.matches.push(m);
  }

  async load(roles: readonly GameRoleRow[], ladders: LadderState[], receivedAt: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      // The site's copy of the roles the history names (a role already looked up keeps its row).
      for (let i = 0; i < roles.length; i += 1000) {
        const rows = roles.slice(i, i + 1000).map((r) => ({ uid: r.uid, nickname: r.nickname, level: r.level, avatar: r.avatar, edition: r.edition, region: r.region, updated_at: receivedAt }));
        await trx.insertInto('game_roles').values(rows).onConflict((oc) => oc.doNothing()).execute();
      }
      await jsonInsert(trx, 'matches', this.matches.map((m) => ({
        id: m.id, mode: m.mode, season: seasonCodeAt(m.endedAt), ended_at: new Date(m.endedAt * 1000), duration_s: m.durationS, bans: m.bans, received_at: receivedAt,
      })));
      await jsonInsert(trx, 'match_players', lineRows(this.lines));
      await ingestRepository.markRateHours(trx, this.lines.map((l) => l.endedAt));
      await jsonInsert(trx, 'ladders', ladders.map((s) => ({
        uid: s.uid, mode: s.mode, season: s.season, region: s.region, start_score: s.startScore, score: s.score, max_score: s.maxScore, games: s.games,
        wins: s.wins, streak: s.streak, best_streak: s.bestStreak, last_match_at: s.lastMatchAt, last_match_id: s.lastMatchId, decay_steps: 0,
      })));
      await jsonInsert(trx, 'ladder_days', [...this.days.values()]);
      await jsonInsert(trx, 'character_stats', [...this.chars.values()]);
      await jsonInsert(trx, 'ladder_histogram', histogramDeltas([], ladders));
      await ingestRepository.noteFreshness(trx, newestPerEdition(this.matches), receivedAt);
    });
  }
}

/**
 * Inserts rows passed as one JSON document per chunk and expanded by the database (json_populate_recordset on
 * the table's own row type): far cheaper than binding tens of thousands of parameters, on PGlite especially.
 */
async function jsonInsert(trx: Transaction<Database>, table: keyof Database, rows: Record<string, unknown>[]) {
  if (!rows.length) return;
  const cols = sql.join(Object.keys(rows[0]!).map((c) => sql.ref(c)));
  for (let i = 0; i < rows.length; i += 20_000) {
    const doc = JSON.stringify(rows.slice(i, i + 20_000));
    await sql`insert into ${sql.table(table)} (${cols}) select ${cols} from json_populate_recordset(null::${sql.table(table)}, ${doc}::json)`.execute(trx);
  }
}
