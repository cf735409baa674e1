import { sql, type RawBuilder } from 'kysely';
import type { ScoredLine } from '@mecha/shared/ladder/apply';
import { columnSource } from './row-arrays.ts';

type Value = (l: ScoredLine, partner: string | null) => unknown;

/**
 * The match_players columns of a scored line, in one place: ingest sends them as one array a column
 * (`lineColumns`), the first start's bulk load as rows (`lineRows`), so a column added to the table is filled by
 * both (decision 0204). `partner` is the 2v2 teammate (`teammatesIn`).
 */
const LINE_COLUMNS: readonly (readonly [name: string, type: string, value: Value])[] = [
  ['match_id', 'text', (l) => l.matchId], ['uid', 'text', (l) => l.uid], ['mode', 'text', (l) => l.mode], ['season', 'int', (l) => l.season],
  ['ended_at', 'timestamptz', (l) => l.endedAt], ['side', 'smallint', (l) => l.side], ['won', 'boolean', (l) => l.won],
  ['premade', 'boolean', (l) => l.premade], ['other_premade', 'boolean', (l) => l.otherPremade], ['character', 'text', (l) => l.character],
  ['mvp', 'boolean', (l) => l.mvp], ['nickname', 'text', (l) => l.nickname], ['damage', 'int', (l) => l.damage], ['kills', 'int', (l) => l.kills],
  ['deaths', 'int', (l) => l.deaths], ['stats', 'jsonb', (l) => l.stats], ['score_before', 'int', (l) => l.scoreBefore], ['base', 'int', (l) => l.base],
  ['mvp_bonus', 'int', (l) => l.mvpBonus], ['streak_bonus', 'int', (l) => l.streakBonus], ['solo_team', 'int', (l) => l.soloTeam],
  ['score_after', 'int', (l) => l.scoreAfter], ['partner_uid', 'text', (_l, partner) => partner],
];

/** The column list of an insert into match_players. */
export const lineColumnNames: RawBuilder<unknown> = sql.join(LINE_COLUMNS.map(([name]) => sql.ref(name)));

/** `lines` (whole matches) as a row source `v` of match_players' columns, one array a column. */
export function lineColumns(lines: readonly ScoredLine[]): RawBuilder<unknown> {
  const partners = lines.map(teammatesIn(lines));
  return columnSource('v', LINE_COLUMNS.map(([name, type, value]) => ({ name, type, values: lines.map((l, i) => value(l, partners[i]!)) })));
}

/** `lines` (whole matches) as match_players rows. */
export function lineRows(lines: readonly ScoredLine[]): Record<string, unknown>[] {
  const partnerOf = teammatesIn(lines);
  return lines.map((l) => {
    const partner = partnerOf(l);
    return Object.fromEntries(LINE_COLUMNS.map(([name, , value]) => [name, value(l, partner)]));
  });
}

/**
 * Each 2v2 line's teammate: the other uid of its side among `lines`, which hold every line of their matches (a new
 * match's lines are all in its batch; the first start's bulk load stores whole matches). Ingest holds a 2v2 side to
 * two players (decision 0204). Null in 1v1.
 */
function teammatesIn(lines: readonly ScoredLine[]): (l: ScoredLine) => string | null {
  const sides = new Map<string, string[]>();
  for (const l of lines) {
    if (l.mode !== 'T2') continue;
    const key = `${l.matchId}|${l.side}`;
    const uids = sides.get(key);
    if (uids) uids.push(l.uid);
    else sides.set(key, [l.uid]);
  }
  return (l: ScoredLine) => (l.mode === 'T2' ? (sides.get(`${l.matchId}|${l.side}`)?.find((uid) => uid !== l.uid) ?? null) : null);
}
