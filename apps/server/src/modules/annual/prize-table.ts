import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { AnnualPrize, annualPrizesData } from '@mecha/shared/annual/api';
import { oddsPercent } from '@mecha/shared/annual/fair-draw';
import type { Language } from '@mecha/shared/i18n/languages';
import { localised } from '@mecha/shared/i18n/localised';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import { unixSeconds } from '../../platform/clock.ts';

type PrizesData = z.infer<typeof annualPrizesData>;
const HISTORY_MAX = 50;

// The published prize table: each prize's odds come from the odds history row in force (the one the next draw
// reads), so what the page shows is exactly what decides the draw; a prize out of stock is not in that row: 0.
export async function prizeTable(db: Db | Transaction<Database>, eventId: string, lang: Language): Promise<PrizesData> {
  const [prizes, history, event] = await Promise.all([
    db.selectFrom('annual_prizes').selectAll().where('event_id', '=', eventId).orderBy('sort').orderBy('id').execute(),
    db
      .selectFrom('annual_odds_history')
      .select(['at', 'from_draw', 'reason', 'prize_id', 'weights'])
      .where('event_id', '=', eventId)
      .orderBy('from_draw', 'desc')
      .orderBy('id', 'desc')
      .limit(HISTORY_MAX)
      .execute(),
    db.selectFrom('annual_events').select('draws_made').where('id', '=', eventId).executeTakeFirstOrThrow(),
  ]);
  const inForce = new Map(oddsPercent(history[0]?.weights ?? []).map((o) => [o.prizeId, o.odds]));
  const list: AnnualPrize[] = prizes.map((p) => ({
    id: p.id,
    name: localised(p.names, lang, p.id),
    picture: p.picture,
    physical: p.physical,
    qty: p.qty,
    stockLeft: p.stock,
    stockTotal: p.stock_total,
    weight: p.weight,
    odds: inForce.get(p.id) ?? 0,
  }));
  return {
    list,
    history: history.map((h) => ({ at: unixSeconds(h.at), fromDraw: h.from_draw, reason: h.reason, prizeId: h.prize_id, odds: oddsPercent(h.weights), weights: h.weights })),
    drawsMade: event.draws_made,
  };
}
