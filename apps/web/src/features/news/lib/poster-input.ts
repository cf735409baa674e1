import type { TFunction } from '../../../i18n/use-translation.ts';
import { characterLabel } from '../../../lib/characters.ts';
import type { Formatters } from '../../../lib/format.ts';
import { rankTitle } from '../../../lib/rank-title.ts';
import type { HotRankList } from '../api/news-types.ts';
import { topByWinRate, type RankingPosterInput, type RecordPosterInput } from './poster-layout.ts';
import type { RankingSelection } from './ranking-params.ts';
import type { RecordChoice, RecordFacts } from './share-link.ts';

// The localised texts of a poster, put together from the data and the sharer's choices.
export const POSTER_MECHS = 5;

const common = (t: TFunction, link: string) => ({ brand: t('poster.brand'), appName: t('common.appName'), link, host: new URL(link).host });

export function selectionLabel(t: TFunction, s: RankingSelection): string {
  const tier = s.tier === 'all' ? t('news.rankings.allTiers') : t(`record.ranks.${s.tier}`);
  return `${t(`record.modes.${s.mode}`)} · ${tier} · ${t(`news.rankings.periods.${s.period}`)}`;
}

export function rankingPosterInput(t: TFunction, f: Formatters, data: HotRankList, selection: RankingSelection, link: string): RankingPosterInput {
  return {
    ...common(t, link),
    title: t('poster.rankingTitle'),
    subtitle: selectionLabel(t, selection),
    scan: t('poster.scanRanking'),
    rows: topByWinRate(data.list, POSTER_MECHS).map((row) => {
      const mech = characterLabel(row.Id, f.language);
      const games = t('news.rankings.games', { value: f.number(row.Games) });
      return {
        id: row.Id,
        name: mech.name,
        cls: mech.cls,
        winRate: f.winRate(row.WinRate),
        share: row.WinRate,
        detail: t('poster.pickBan', { pick: f.winRate(row.PickRate), ban: f.winRate(row.BanRate) }),
        sample: row.LowSample ? `${games} · ${t('news.rankings.lowSample')}` : games,
        lowSample: row.LowSample,
      };
    }),
    footnotes: [t('news.rankings.matches', { value: f.number(data.Matches) }), t('news.rankings.updated', { time: f.dateTime(data.UpdatedAt) })],
  };
}

export function recordPosterInput(t: TFunction, f: Formatters, facts: RecordFacts, choice: RecordChoice, link: string): RecordPosterInput {
  const stats: RecordPosterInput['stats'] = [];
  if (choice.score) stats.push({ label: t('poster.fields.score'), value: f.number(facts.score) });
  if (choice.winRate) stats.push({ label: t('poster.fields.winRate'), value: f.winRate(facts.winRate) });
  if (choice.games) stats.push({ label: t('poster.fields.games'), value: f.number(facts.games) });
  return {
    ...common(t, link),
    title: t('poster.recordTitle'),
    subtitle: t('poster.recordSubtitle', { season: facts.season, mode: t(`record.modeLadder.${facts.mode}`) }),
    scan: t('poster.scanRecord'),
    ...(choice.rank ? { rank: { name: rankTitle(t, facts.score) } } : {}),
    ...(choice.nickname && facts.nickname ? { nickname: facts.nickname } : {}),
    ...(choice.uid && facts.uid ? { uid: t('role.uid', { uid: facts.uid }) } : {}),
    stats,
    footnotes: [],
  };
}
