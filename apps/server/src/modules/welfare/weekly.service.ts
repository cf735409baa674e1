import type { Language } from '@mecha/shared/i18n/languages';
import { ladderWeekBefore } from '@mecha/shared/welfare/business-time';
import type { Db } from '../../db/client.ts';
import { unixSeconds, type Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { RecordService } from '../record/record.service.ts';
import { grantOnce } from './grants.ts';
import type { RoleZones } from './role-zones.ts';

export const WEEKLY_GAMES_NEEDED = 10;
const REWARD = {
  titles: { 'zh-CN': '每周天梯奖励', 'zh-HK': '每週天梯獎勵', en: 'Weekly ladder reward', ja: '週間ランク報酬' },
  items: [
    { id: 'rank-token', qty: 3, names: { 'zh-CN': '段位徽章', 'zh-HK': '段位徽章', en: 'Rank tokens', ja: 'ランクトークン' } },
    { id: 'coin', qty: 1500, names: { 'zh-CN': '金币', 'zh-HK': '金幣', en: 'Coins', ja: 'コイン' } },
  ],
};

// The weekly ladder reward: 10 ranked games in a week (Monday to Monday, business time), claimable from the
// following Monday 05:00 until the next one opens; once per role and week.
export class WeeklyRewardService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly zones: RoleZones,
    private readonly records: RecordService,
  ) {}

  async status(roleUid: string, lang: Language) {
    const now = this.clock.now();
    const { timeZone } = await this.zones.of(roleUid);
    const week = ladderWeekBefore(now, timeZone);
    const [games, grant] = await Promise.all([
      this.records.gamesBetween(roleUid, week.start, week.end),
      this.db.selectFrom('reward_grants').select('id').where('owner', '=', roleUid).where('source', '=', 'weekly').where('period', '=', week.start.toISOString()).executeTakeFirst(),
    ]);
    const nextOpens = new Date(week.opensAt.getTime() + 7 * 86_400_000);
    return {
      Title: REWARD.titles[lang],
      WeekStart: unixSeconds(week.start),
      WeekEnd: unixSeconds(week.end),
      OpensAt: unixSeconds(week.opensAt),
      NextOpensAt: unixSeconds(nextOpens),
      Games: Math.min(games, WEEKLY_GAMES_NEEDED),
      Needed: WEEKLY_GAMES_NEEDED,
      State: grant ? ('claimed' as const) : games >= WEEKLY_GAMES_NEEDED ? ('claimable' as const) : ('unfinished' as const),
    };
  }

  async claim(yfyUid: string, roleUid: string, lang: Language) {
    const now = this.clock.now();
    const { timeZone, language } = await this.zones.of(roleUid);
    const week = ladderWeekBefore(now, timeZone);
    if (now < week.opensAt) throw new AppError('weeklyNotOpen');
    if ((await this.records.gamesBetween(roleUid, week.start, week.end)) < WEEKLY_GAMES_NEEDED) throw new AppError('weeklyNotEnough');
    const granted = await grantOnce(this.db, now, { owner: roleUid, source: 'weekly', ref: 'ladder', period: week.start.toISOString(), yfyUid, roleUid, items: REWARD.items, titles: REWARD.titles, mailLanguage: language });
    if (granted === undefined) throw new AppError('alreadyClaimed');
    return this.status(roleUid, lang);
  }
}
