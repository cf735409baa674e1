import { ADVANCE_BY_KIND } from '@mecha/shared/competition/ops-api';
import { CHECKIN_MINUTES, MIN_2V2_SCORE, PAIR_LIMIT, isDomesticEdition } from '@mecha/shared/competition/rules';
import { EDITIONS, isEdition } from '@mecha/shared/editions';
import { seasonCodeAt } from '@mecha/shared/ladder/seasons';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { CompHistoryTable, CompMatchesTable } from '../../db/tables/competition.ts';
import { DAY, MINUTE, unixSeconds, type Clock } from '../../platform/clock.ts';
import { seededRandom } from '../../platform/seeded-random.ts';
import { carry, planBracket, type PlannedMatch } from './ops/bracket.ts';
import type { Tx } from './ops/ops-kit.ts';
import { newInviteCode, newTeamId } from './team-codes.ts';

// The tournaments of a fresh site (docs/decisions/0041-tournament-operators-and-seed.md):
// - SAC 2025 (`sac-2025`) with SPEC §9's dates on the game's home clock (UTC+8). It is over: seeded complete, its
//   teams made of real roles that reached 8000 in 2v2 before sign-up closed (pairs of one region), their history,
//   check-ins (a few teams absent), a bracket per stage with every result, and the final's champion.
// - in sim mode, a tournament whose sign-up is open on the first start (`sac-2026-winter`), without teams.
// A tournament that exists is left as it is (operators change it through /api/ops/competition/*), so a second
// start changes nothing and a later one does not move the open one's dates.

type Lang = 'zh-CN' | 'zh-HK' | 'en' | 'ja';
type Texts = Record<Lang, string>;
const tx = (zhCN: string, zhHK: string, en: string, ja: string): Texts => ({ 'zh-CN': zhCN, 'zh-HK': zhHK, en, ja });
/** A moment on the game's home clock (UTC+8). */
const home = (iso: string) => new Date(`${iso}+08:00`);

export const SAC_2025 = 'sac-2025';
export const SIM_OPEN_ID = 'sac-2026-winter';
/** Teams per region in SAC 2025 at most (two roles each): a field of a few dozen teams. */
export const SAC_TEAMS_PER_REGION = 6;

export const SAC_2025_TITLE = tx('SAC 2025 机甲对决 2v2 锦标赛', 'SAC 2025 機甲對決 2v2 錦標賽', 'SAC 2025 Mecha Duel 2v2 Championship', 'SAC 2025 メカデュエル 2v2 チャンピオンシップ');

const RULES_COMMON = {
  'zh-CN': [
    '1. 报名资格：角色在任一赛季（含往期赛季）的 2v2 天梯历史最高分达到 8000 分。',
    '2. 组队：每队 2 人，由队长创建战队（队名与联系方式：手机、Discord ID 或 QQ 号），队友凭邀请码加入或接受邀请。须勾选并同意赛事规则。',
    '3. 队员须为同一大区；国服（大陆）与海外服玩家不可同队。大区信息无法识别的角色请联系客服。',
    '4. 同一对玩家在本届赛事中最多组队 2 次，第 3 次将被拒绝。',
    '5. 每轮比赛开始前 60 分钟开放签到，任一队员签到即可；签到开放后阵容锁定，不可加入、退出或移除队员。未签到的战队视为缺席，本轮判负。',
    '6. 每轮为单败淘汰赛，按队员 2v2 最高分之和排定种子，轮空视为直接晋级。',
  ],
  'zh-HK': [
    '1. 報名資格：角色於任一賽季（含往期賽季）的 2v2 天梯歷史最高分達到 8000 分。',
    '2. 組隊：每隊 2 人，由隊長建立戰隊（隊名與聯絡方式：電話、Discord ID 或 QQ 號），隊友憑邀請碼加入或接受邀請。須勾選並同意賽事規則。',
    '3. 隊員須為同一大區；國服（大陸）與海外服玩家不可同隊。大區資訊無法識別的角色請聯絡客服。',
    '4. 同一對玩家於本屆賽事中最多組隊 2 次，第 3 次將被拒絕。',
    '5. 每輪比賽開始前 60 分鐘開放簽到，任一隊員簽到即可；簽到開放後陣容鎖定，不可加入、退出或移除隊員。未簽到的戰隊視為缺席，本輪判負。',
    '6. 每輪為單敗淘汰賽，按隊員 2v2 最高分之和排定種子，輪空視為直接晉級。',
  ],
  en: [
    '1. Eligibility: a best 2v2 ladder score of 8000 or more in any season, past seasons included.',
    '2. Teams: two players. The leader creates the team (a name and a contact: phone, Discord ID or QQ); the partner joins with the invitation code or accepts an invitation. The event rules must be ticked.',
    '3. Both players must be in the same region, and domestic (mainland) and overseas players cannot team up. If your region cannot be told, contact support.',
    '4. The same two players may team up at most twice in this tournament; a third time is refused.',
    '5. Check-in opens 60 minutes before each round and either member may check in. Rosters lock once check-in opens: nobody can join, leave or be removed. A team not checked in is absent and loses the round.',
    '6. Each round is single elimination, seeded by the sum of the members\' best 2v2 scores; a bye goes through.',
  ],
  ja: [
    '1. 参加資格：いずれかのシーズン（過去シーズンを含む）で 2v2 ランクの最高スコアが 8000 以上。',
    '2. チーム：2人1組。リーダーがチーム（チーム名と連絡先：電話番号、Discord ID または QQ）を作成し、パートナーは招待コードで参加するか招待を承諾します。大会規約への同意が必要です。',
    '3. 2人は同じ地域である必要があり、国内（中国本土）版と海外版のプレイヤーは組めません。地域が判別できない場合はサポートへお問い合わせください。',
    '4. 同じ2人が本大会でチームを組めるのは2回までです。3回目はできません。',
    '5. 各ラウンド開始の60分前にチェックインが始まり、どちらのメンバーでもチェックインできます。チェックイン開始後はメンバーが確定し、参加・脱退・除外はできません。チェックインしていないチームは欠席となり、そのラウンドは敗退です。',
    '6. 各ラウンドはシングルエリミネーションで、メンバーの 2v2 最高スコアの合計でシードが決まります。不戦勝は次へ進みます。',
  ],
} satisfies Record<Lang, string[]>;

const SAC_2025_SCHEDULE = tx(
  '7. 赛程（北京时间）：报名 10 月 24 日至 31 日；线上赛第一轮 11 月 5 日至 8 日，第二轮 11 月 9 日至 12 日；淘汰赛 11 月 15 日至 16 日；总决赛 2025 年 12 月 27 日 19:00。',
  '7. 賽程（北京時間）：報名 10 月 24 日至 31 日；線上賽第一輪 11 月 5 日至 8 日，第二輪 11 月 9 日至 12 日；淘汰賽 11 月 15 日至 16 日；總決賽 2025 年 12 月 27 日 19:00。',
  '7. Schedule (UTC+8): sign-up 24–31 October; online round 1 5–8 November, online round 2 9–12 November; knockout 15–16 November; the final on 27 December 2025 at 19:00.',
  '7. 日程（UTC+8）：エントリー 10月24日〜31日、オンライン予選第1ラウンド 11月5日〜8日、第2ラウンド 11月9日〜12日、決勝トーナメント 11月15日〜16日、グランドファイナル 2025年12月27日 19:00。',
);
const REWARDS_NOTE = tx(
  '8. 奖励于总决赛结束后 30 个工作日内通过游戏内邮件发放给获奖战队的两名队员。',
  '8. 獎勵於總決賽結束後 30 個工作天內透過遊戲內郵件發放給獲獎戰隊的兩名隊員。',
  '8. Rewards reach both members of each placed team by in-game mail within 30 working days of the final.',
  '8. 報酬はグランドファイナル終了後30営業日以内に、入賞チームのメンバー2人へゲーム内メールで届きます。',
);
const rulesWith = (...extra: Texts[]): Texts =>
  Object.fromEntries((Object.keys(RULES_COMMON) as Lang[]).map((l) => [l, [...RULES_COMMON[l], ...extra.map((e) => e[l])].join('\n')])) as Texts;

const REWARDS = [
  {
    place: tx('冠军', '冠軍', '1st', '優勝'),
    text: tx('称号「SAC 2025 冠军」、30000 金币、限定头像框「星环王座」', '稱號「SAC 2025 冠軍」、30000 金幣、限定頭像框「星環王座」', 'Title "SAC 2025 Champion", 30,000 coins, the avatar frame "Ring Throne"', '称号「SAC 2025 チャンピオン」、30,000 コイン、限定アイコン枠「リングスローン」'),
  },
  {
    place: tx('亚军', '亞軍', '2nd', '準優勝'),
    text: tx('称号「SAC 2025 亚军」、15000 金币、头像框「银翼」', '稱號「SAC 2025 亞軍」、15000 金幣、頭像框「銀翼」', 'Title "SAC 2025 Runner-up", 15,000 coins, the avatar frame "Silver Wing"', '称号「SAC 2025 準優勝」、15,000 コイン、アイコン枠「シルバーウイング」'),
  },
  {
    place: tx('第 3–4 名', '第 3–4 名', '3rd–4th', '3〜4位'),
    text: tx('8000 金币、头像框「铜翼」', '8000 金幣、頭像框「銅翼」', '8,000 coins, the avatar frame "Bronze Wing"', '8,000 コイン、アイコン枠「ブロンズウイング」'),
  },
  {
    place: tx('参赛奖', '參賽獎', 'Participants', '参加賞'),
    text: tx('签到参赛的战队队员各得 1000 金币与徽章「SAC 2025 参赛者」', '簽到參賽的戰隊隊員各得 1000 金幣與徽章「SAC 2025 參賽者」', 'Every member of a team that checked in: 1,000 coins and the badge "SAC 2025 Contender"', 'チェックインしたチームのメンバー全員に 1,000 コインとバッジ「SAC 2025 参戦者」'),
  },
];

interface StageSeed { id: string; kind: 'online' | 'knockout' | 'final'; names: Texts; startsAt: Date; endsAt: Date }

export const SAC_2025_DATES = {
  signupFrom: home('2025-10-24T00:00:00'),
  signupTo: home('2025-11-01T00:00:00'),
};
const NAMES = {
  online1: tx('线上赛 第一轮', '線上賽 第一輪', 'Online round 1', 'オンライン予選 第1ラウンド'),
  online2: tx('线上赛 第二轮', '線上賽 第二輪', 'Online round 2', 'オンライン予選 第2ラウンド'),
  knockout: tx('淘汰赛', '淘汰賽', 'Knockout', '決勝トーナメント'),
  final: tx('总决赛', '總決賽', 'Final', 'グランドファイナル'),
};
export const SAC_2025_STAGES: StageSeed[] = [
  { id: 'online-1', kind: 'online', names: NAMES.online1, startsAt: home('2025-11-05T00:00:00'), endsAt: home('2025-11-09T00:00:00') },
  { id: 'online-2', kind: 'online', names: NAMES.online2, startsAt: home('2025-11-09T00:00:00'), endsAt: home('2025-11-13T00:00:00') },
  { id: 'knockout', kind: 'knockout', names: NAMES.knockout, startsAt: home('2025-11-15T00:00:00'), endsAt: home('2025-11-17T00:00:00') },
  { id: 'final', kind: 'final', names: NAMES.final, startsAt: home('2025-12-27T19:00:00'), endsAt: home('2025-12-27T22:00:00') },
];

/** Seeds the site's tournaments; each one only if it does not exist. */
export async function seedCompetition(db: Db, clock: Clock, opts: { sim: boolean }): Promise<void> {
  await seedSac2025(db);
  if (opts.sim) await seedOpenTournament(db, clock);
}

async function insertTournament(
  trx: Tx,
  t: { id: string; name: string; titles: Texts; rules: Texts; signupFrom: Date; signupTo: Date; stages: StageSeed[]; createdAt: Date },
): Promise<boolean> {
  const created = await trx
    .insertInto('comp_tournaments')
    .values({
      id: t.id, titles: JSON.stringify(t.titles), rules: JSON.stringify(t.rules), rewards: JSON.stringify(REWARDS.map((r) => rewardFor(r, t.name))), banner: null,
      signup_from: t.signupFrom, signup_to: t.signupTo, min_score: MIN_2V2_SCORE, pair_limit: PAIR_LIMIT, checkin_minutes: CHECKIN_MINUTES, visible: true, created_at: t.createdAt,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!created) return false;
  await trx
    .insertInto('comp_stages')
    .values(t.stages.map((s, i) => ({ tournament_id: t.id, id: s.id, kind: s.kind, names: JSON.stringify(s.names), starts_at: s.startsAt, ends_at: s.endsAt, position: i })))
    .execute();
  return true;
}

/** The rewards name their tournament ("SAC 2025 Champion"): another one's say its own name. */
function rewardFor(r: (typeof REWARDS)[number], name: string) {
  const swap = (t: Texts) => Object.fromEntries(Object.entries(t).map(([l, s]) => [l, s.replaceAll('SAC 2025', name)]));
  return { place: r.place, text: swap(r.text) };
}

// ── SAC 2025, complete ──────────────────────────────────────────────────────────────────────────────────────

const TEAM_NAMES_CN = ['钢铁彗星', '虚空猎手', '星环守望', '赤焰双翼', '雷霆重装', '黑洞引力', '苍穹之刃', '极光突击', '流星雨', '零式共鸣', '银河游骑', '量子回路'];
const TEAM_NAMES_OVERSEAS = ['Iron Comets', 'Void Lancers', 'Star Wardens', 'Crimson Pair', 'Thunder Frames', 'Event Horizon', 'Sky Blades', 'Aurora Strike', 'Meteor Shower', 'Zero Resonance', 'Galaxy Riders', 'Quantum Loop'];

interface Entrant { uid: string; best: number; region: string; edition: string }

/**
 * Roles that could have entered SAC 2025: known to the site, a region of their edition, and a best 2v2 score of at
 * least 8000 in a season that had started before sign-up closed. Grouped by region, strongest first.
 */
async function eligibleRoles(db: Db, signupTo: Date): Promise<Map<string, Entrant[]>> {
  const rows = await db
    .selectFrom('ladders as l')
    .innerJoin('game_roles as g', 'g.uid', 'l.uid')
    .select((eb) => ['g.uid', 'g.region', 'g.edition', eb.fn.max('l.max_score').as('best')])
    .where('l.mode', '=', 'T2')
    .where('l.season', '<=', seasonCodeAt(unixSeconds(signupTo)))
    .groupBy(['g.uid', 'g.region', 'g.edition'])
    .having((eb) => eb.fn.max('l.max_score'), '>=', MIN_2V2_SCORE)
    .execute();
  const byRegion = new Map<string, Entrant[]>();
  for (const r of rows) {
    if (!isEdition(r.edition) || !(EDITIONS[r.edition].regions as readonly string[]).includes(r.region)) continue;
    const list = byRegion.get(r.region) ?? [];
    list.push({ uid: r.uid, best: Number(r.best), region: r.region, edition: r.edition });
    byRegion.set(r.region, list);
  }
  for (const list of byRegion.values()) list.sort((a, b) => b.best - a.best || (a.uid < b.uid ? -1 : 1));
  return new Map([...byRegion.entries()].sort(([a], [b]) => (a < b ? -1 : 1)));
}

interface SeededTeam { id: string; name: string; leader: Entrant; member: Entrant; strength: number; createdAt: Date }

async function seedSac2025(db: Db): Promise<void> {
  const { signupFrom, signupTo } = SAC_2025_DATES;
  // Every later start: nothing to do, and no need to read the ladders (the insert below is what decides).
  if (await db.selectFrom('comp_tournaments').select('id').where('id', '=', SAC_2025).executeTakeFirst()) return;
  const roles = await eligibleRoles(db, signupTo);
  await db.transaction().execute(async (trx) => {
    const created = await insertTournament(trx, {
      id: SAC_2025, name: 'SAC 2025', titles: SAC_2025_TITLE, rules: rulesWith(SAC_2025_SCHEDULE, REWARDS_NOTE), signupFrom, signupTo, stages: SAC_2025_STAGES, createdAt: new Date(signupFrom.getTime() - 7 * DAY),
    });
    if (!created) return;
    const rnd = seededRandom(2025);
    const signupMs = signupTo.getTime() - signupFrom.getTime();
    const at = (from: Date, spanMs: number) => new Date(from.getTime() + Math.floor(rnd() * spanMs / MINUTE) * MINUTE);
    const history: Insertable<CompHistoryTable>[] = [];
    const line = (team: SeededTeam, action: string, actor: string, subject: string | null, when: Date, note: string | null = null) =>
      history.push({ tournament_id: SAC_2025, team_id: team.id, action, actor_kind: 'player', actor, subject_uid: subject, note, at: when });

    // Teams: the strongest roles of each region two by two (the stronger one leads), up to SAC_TEAMS_PER_REGION.
    const teams: SeededTeam[] = [];
    const used = new Map<string, number>();
    for (const list of roles.values()) {
      for (let i = 0; i + 1 < list.length && i < SAC_TEAMS_PER_REGION * 2; i += 2) {
        const [leader, member] = [list[i]!, list[i + 1]!];
        const pool = isDomesticEdition(leader.edition) ? TEAM_NAMES_CN : TEAM_NAMES_OVERSEAS;
        const base = pool[teams.length % pool.length]!;
        const n = (used.get(base) ?? 0) + 1;
        used.set(base, n);
        const createdAt = at(signupFrom, signupMs * 0.6);
        teams.push({ id: newTeamId(), name: n === 1 ? base : `${base} ${n}`, leader, member, strength: leader.best + member.best, createdAt });
      }
    }
    if (!teams.length) return;
    await trx
      .insertInto('comp_teams')
      .values(teams.map((t) => {
        const domestic = isDomesticEdition(t.leader.edition);
        return {
          id: t.id, tournament_id: SAC_2025, name: t.name, contact_kind: domestic ? ('qq' as const) : ('discord' as const),
          contact: domestic ? `${(Number(t.leader.uid) % 9_000_000) + 1_000_000}${t.leader.uid.slice(-2)}` : `pilot_${t.leader.uid}`,
          invite_code: newInviteCode(), leader_uid: t.leader.uid, region: t.leader.region, domestic, members: 2, state: 'full' as const,
          disqualified_reason: null, created_at: t.createdAt, updated_at: t.createdAt,
        };
      }))
      .execute();
    const joined = new Map<string, Date>();
    for (const t of teams) joined.set(t.id, at(t.createdAt, signupTo.getTime() - t.createdAt.getTime() - MINUTE));
    await trx
      .insertInto('comp_members')
      .values(teams.flatMap((t) => {
        const common = { tournament_id: SAC_2025, team_id: t.id, yfy_uid: null, region: t.leader.region, domestic: isDomesticEdition(t.leader.edition), left_at: null, left_how: null };
        return [
          { ...common, uid: t.leader.uid, role: 'leader' as const, joined_at: t.createdAt },
          { ...common, uid: t.member.uid, role: 'member' as const, joined_at: joined.get(t.id)! },
        ];
      }))
      .execute();
    await trx
      .insertInto('comp_pairs')
      .values(teams.map((t) => {
        const [low, high] = t.leader.uid < t.member.uid ? [t.leader.uid, t.member.uid] : [t.member.uid, t.leader.uid];
        return { tournament_id: SAC_2025, uid_low: low, uid_high: high, times: 1, max_times: PAIR_LIMIT };
      }))
      .execute();
    for (const t of teams) {
      line(t, 'created', t.leader.uid, t.leader.uid, t.createdAt);
      line(t, 'joined', t.member.uid, t.member.uid, joined.get(t.id)!);
    }

    // The stages in order: check-ins (online rounds: about one team in ten absent), the bracket, every result.
    const byId = new Map(teams.map((t) => [t.id, t]));
    const matches: Insertable<CompMatchesTable>[] = [];
    const checkins: { tournament_id: string; stage_id: string; team_id: string; by_uid: string; at: Date }[] = [];
    let winners: string[] = [];
    let previousKind: string | null = null;
    let qualified: string[] = [];
    for (const stage of SAC_2025_STAGES) {
      if (stage.kind !== previousKind && previousKind !== null) [qualified, winners] = [winners, []];
      previousKind = stage.kind;
      const candidates = stage.kind === 'online' ? teams.map((t) => t.id) : qualified;
      const present = candidates.filter(() => stage.kind !== 'online' || rnd() >= 0.1);
      for (const id of present) {
        const t = byId.get(id)!;
        const by = rnd() < 0.5 ? t.leader.uid : t.member.uid;
        const when = at(new Date(stage.startsAt.getTime() - CHECKIN_MINUTES * MINUTE), (CHECKIN_MINUTES - 5) * MINUTE);
        checkins.push({ tournament_id: SAC_2025, stage_id: stage.id, team_id: id, by_uid: by, at: when });
        line(t, 'checkedIn', by, null, when, stage.id);
      }
      if (!present.length) continue;
      const ordered = present.map((id) => byId.get(id)!).sort((a, b) => b.strength - a.strength || +a.createdAt - +b.createdAt);
      const plan = planBracket(ordered.map((t) => t.id), stage, ADVANCE_BY_KIND[stage.kind]);
      const seedOf = new Map(ordered.map((t, i) => [t.id, i]));
      const bestOf = stage.kind === 'final' ? 5 : 3;
      for (const m of plan) play(m, plan, seedOf, bestOf, rnd);
      const last = Math.max(...plan.map((m) => m.round));
      winners.push(...plan.filter((m) => m.round === last && m.winner !== null).map((m) => m.winner as string).filter((w) => !winners.includes(w)));
      matches.push(...plan.map((m) => ({
        tournament_id: SAC_2025, stage_id: stage.id, round: m.round, slot: m.slot, team_a: m.teamA, team_b: m.teamB,
        score_a: m.scoreA, score_b: m.scoreB, winner: m.winner, state: m.state, starts_at: m.startsAt,
      })));
    }
    for (let i = 0; i < checkins.length; i += 500) await trx.insertInto('comp_checkins').values(checkins.slice(i, i + 500)).execute();
    for (let i = 0; i < matches.length; i += 500) await trx.insertInto('comp_matches').values(matches.slice(i, i + 500)).execute();
    history.sort((a, b) => +a.at - +b.at);
    for (let i = 0; i < history.length; i += 500) await trx.insertInto('comp_history').values(history.slice(i, i + 500)).execute();
  });
}

/** A scheduled match with both sides played out: the higher seed wins about seven times in ten (best of 3 or 5). */
function play(m: PlannedMatch, plan: PlannedMatch[], seedOf: Map<string, number>, bestOf: number, rnd: () => number): void {
  if (m.state !== 'scheduled' || m.teamA === null || m.teamB === null) return;
  const aFavoured = seedOf.get(m.teamA)! < seedOf.get(m.teamB)!;
  const aWins = rnd() < 0.7 ? aFavoured : !aFavoured;
  const need = Math.ceil(bestOf / 2);
  const lost = Math.floor(rnd() * need);
  [m.scoreA, m.scoreB] = aWins ? [need, lost] : [lost, need];
  m.winner = aWins ? m.teamA : m.teamB;
  m.state = 'done';
  carry(plan, m);
}

// ── The open tournament of a sim site ──────────────────────────────────────────────────────────────────────

/** Midnight on the home clock (UTC+8) of the day `at` falls on. */
function homeMidnight(at: Date): Date {
  const shifted = new Date(at.getTime() + 8 * 3600_000);
  return new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()) - 8 * 3600_000);
}

/**
 * Sign-up from the home-clock midnight three days before the first start to the one beginning the 11th day after
 * it (10 to 11 days away); online
 * rounds 4–8 and 8–12 days after sign-up closes, the knockout 14–16, the final 40 days after at 19:00–22:00. The
 * dates are fixed by the first start: later starts find the row and leave it, so it closes after those ten days
 * and is then played out (without brackets until an operator seeds them).
 */
async function seedOpenTournament(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  const signupFrom = homeMidnight(new Date(now.getTime() - 3 * DAY));
  const signupTo = homeMidnight(new Date(now.getTime() + 11 * DAY));
  const day = (n: number, hours = 0) => new Date(signupTo.getTime() + n * DAY + hours * 3600_000);
  const year = new Date(signupTo.getTime() + 8 * 3600_000).getUTCFullYear();
  const titles = tx(`SAC ${year} 冬季赛`, `SAC ${year} 冬季賽`, `SAC ${year} Winter Cup`, `SAC ${year} ウィンターカップ`);
  const stages: StageSeed[] = [
    { id: 'online-1', kind: 'online', names: NAMES.online1, startsAt: day(4), endsAt: day(8) },
    { id: 'online-2', kind: 'online', names: NAMES.online2, startsAt: day(8), endsAt: day(12) },
    { id: 'knockout', kind: 'knockout', names: NAMES.knockout, startsAt: day(14), endsAt: day(16) },
    { id: 'final', kind: 'final', names: NAMES.final, startsAt: day(40, 19), endsAt: day(40, 22) },
  ];
  await db.transaction().execute(async (trx) => {
    await insertTournament(trx, { id: SIM_OPEN_ID, name: `SAC ${year}`, titles, rules: rulesWith(REWARDS_NOTE), signupFrom, signupTo, stages, createdAt: now });
  });
}
