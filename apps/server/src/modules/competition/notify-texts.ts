import type { Language } from '@mecha/shared/i18n/languages';
import type { NotifyKind } from './notify.ts';

// The tournament's inbox messages in the four languages. Params: team (the team's name), who (a nickname),
// stage (a stage's name), reason (an operator's reason). A missing param renders as an empty string.
type P = Record<string, string>;
type Text = (p: P) => [title: string, body: string];

export const NOTIFY_TEXTS: Record<NotifyKind, Record<Language, Text>> = {
  invited: {
    'zh-CN': (p) => ['组队邀请', `${p.who} 邀请你加入战队「${p.team}」参加 2v2 锦标赛，请在赛事页面接受或拒绝。`],
    'zh-HK': (p) => ['組隊邀請', `${p.who} 邀請你加入戰隊「${p.team}」參加 2v2 錦標賽，請在賽事頁面接受或拒絕。`],
    en: (p) => ['Team invitation', `${p.who} invited you to join the team "${p.team}" for the 2v2 tournament. Accept or decline it on the tournament page.`],
    ja: (p) => ['チームへの招待', `${p.who} さんから 2v2 大会のチーム「${p.team}」に招待されました。大会ページで承諾または辞退してください。`],
  },
  partnerJoined: {
    'zh-CN': (p) => ['队友已加入', `${p.who} 已加入你的战队「${p.team}」，战队已满员。`],
    'zh-HK': (p) => ['隊友已加入', `${p.who} 已加入你的戰隊「${p.team}」，戰隊已滿員。`],
    en: (p) => ['Your partner joined', `${p.who} joined your team "${p.team}". The team is complete.`],
    ja: (p) => ['パートナーが加入しました', `${p.who} さんがチーム「${p.team}」に加入しました。メンバーがそろいました。`],
  },
  partnerLeft: {
    'zh-CN': (p) => ['队友已退出', `${p.who} 已退出战队「${p.team}」，你可以用邀请码再邀请一位队友。`],
    'zh-HK': (p) => ['隊友已退出', `${p.who} 已退出戰隊「${p.team}」，你可以用邀請碼再邀請一位隊友。`],
    en: (p) => ['Your partner left', `${p.who} left the team "${p.team}". You can invite another partner with your invitation code.`],
    ja: (p) => ['パートナーが脱退しました', `${p.who} さんがチーム「${p.team}」を抜けました。招待コードで別のパートナーを招待できます。`],
  },
  removed: {
    'zh-CN': (p) => ['你已被移出战队', `你已被移出战队「${p.team}」。报名期间你可以创建或加入其他战队。`],
    'zh-HK': (p) => ['你已被移出戰隊', `你已被移出戰隊「${p.team}」。報名期間你可以建立或加入其他戰隊。`],
    en: (p) => ['You were removed from a team', `You were removed from the team "${p.team}". While sign-up is open you can create or join another team.`],
    ja: (p) => ['チームから外されました', `チーム「${p.team}」から外されました。受付期間中は別のチームを作成または参加できます。`],
  },
  inviteRejected: {
    'zh-CN': (p) => ['邀请被拒绝', `${p.who} 拒绝了加入战队「${p.team}」的邀请。`],
    'zh-HK': (p) => ['邀請被拒絕', `${p.who} 拒絕了加入戰隊「${p.team}」的邀請。`],
    en: (p) => ['Invitation declined', `${p.who} declined the invitation to join "${p.team}".`],
    ja: (p) => ['招待が辞退されました', `${p.who} さんがチーム「${p.team}」への招待を辞退しました。`],
  },
  checkinOpen: {
    'zh-CN': (p) => ['签到已开启', `「${p.stage}」签到已开启，战队「${p.team}」的任一队员签到即可，比赛开始前未签到视为缺席。`],
    'zh-HK': (p) => ['簽到已開啟', `「${p.stage}」簽到已開啟，戰隊「${p.team}」的任一隊員簽到即可，比賽開始前未簽到視為缺席。`],
    en: (p) => ['Check-in is open', `Check-in for "${p.stage}" is open. Any member of "${p.team}" may check in; a team not checked in when the stage starts is marked absent.`],
    ja: (p) => ['チェックイン受付中', `「${p.stage}」のチェックインが始まりました。チーム「${p.team}」のメンバーどちらかがチェックインしてください。開始時に未チェックインのチームは欠場扱いです。`],
  },
  disqualified: {
    'zh-CN': (p) => ['战队已被取消资格', `战队「${p.team}」已被赛事运营取消资格。原因：${p.reason}`],
    'zh-HK': (p) => ['戰隊已被取消資格', `戰隊「${p.team}」已被賽事營運取消資格。原因：${p.reason}`],
    en: (p) => ['Team disqualified', `The tournament's operators disqualified the team "${p.team}". Reason: ${p.reason}`],
    ja: (p) => ['チームが失格になりました', `チーム「${p.team}」は運営により失格となりました。理由：${p.reason}`],
  },
  leaderChanged: {
    'zh-CN': (p) => ['你成为了队长', `原队长已退出，你现在是战队「${p.team}」的队长。`],
    'zh-HK': (p) => ['你成為了隊長', `原隊長已退出，你現在是戰隊「${p.team}」的隊長。`],
    en: (p) => ['You are now the leader', `The leader left: you now lead the team "${p.team}".`],
    ja: (p) => ['リーダーになりました', `リーダーが脱退したため、あなたがチーム「${p.team}」のリーダーになりました。`],
  },
  leaderTransferred: {
    'zh-CN': (p) => ['队长已变更', `运营人员已将战队「${p.team}」的队长移交给 ${p.who}。${p.reason ? `原因：${p.reason}` : ''}`],
    'zh-HK': (p) => ['隊長已變更', `營運人員已將戰隊「${p.team}」的隊長移交給 ${p.who}。${p.reason ? `原因：${p.reason}` : ''}`],
    en: (p) => ['Team leader changed', `An operator made ${p.who} the leader of the team "${p.team}".${p.reason ? ` Reason: ${p.reason}` : ''}`],
    ja: (p) => ['リーダーが変更されました', `運営によりチーム「${p.team}」のリーダーが ${p.who} さんに変更されました。${p.reason ? `理由：${p.reason}` : ''}`],
  },
};
