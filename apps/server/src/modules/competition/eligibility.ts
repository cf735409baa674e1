import type { Eligibility } from '@mecha/shared/competition/api';
import { isDomesticEdition } from '@mecha/shared/competition/rules';
import { EDITIONS, isEdition } from '@mecha/shared/editions';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import { fail } from '../../platform/errors.ts';

type Conn = Db | Transaction<Database>;

// Who may enter (SPEC §5, PRODUCT.md "2v2 tournament"): the role's best 2v2 ladder score in any season, past ones
// included (max_score of the 'T2' ladder rows), and a region the game could tell. Both read from the site's copy
// of the role (game_roles) and the ladders, the same rows the record pages show.

/** The role's best 2v2 ladder score in any season and that season; 0 / null when it never played 2v2. */
export async function best2v2(db: Conn, uid: string): Promise<{ best: number; season: number | null }> {
  const row = await db
    .selectFrom('ladders')
    .select(['max_score', 'season'])
    .where('uid', '=', uid)
    .where('mode', '=', 'T2')
    .orderBy('max_score', 'desc')
    .orderBy('season', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { best: row.max_score, season: row.season } : { best: 0, season: null };
}

/** A region is known when the game gave one and it is one of the role's edition's regions. */
export function knownRegion(edition: string, region: string | null | undefined): string | null {
  if (!region || !isEdition(edition)) return null;
  return (EDITIONS[edition].regions as readonly string[]).includes(region) ? region : null;
}

/** The role's standing for a tournament whose threshold is `minScore` (roleNotFound when the site never saw it). */
export async function eligibilityOf(db: Conn, uid: string, minScore: number): Promise<Eligibility> {
  const [role, best] = await Promise.all([
    db.selectFrom('game_roles').select(['uid', 'nickname', 'edition', 'region']).where('uid', '=', uid).executeTakeFirst(),
    best2v2(db, uid),
  ]);
  if (!role) return fail('roleNotFound');
  return {
    uid: role.uid,
    nickname: role.nickname,
    best: best.best,
    bestSeason: best.season,
    need: minScore,
    eligible: best.best >= minScore,
    region: knownRegion(role.edition, role.region),
    domestic: isDomesticEdition(role.edition),
  };
}
