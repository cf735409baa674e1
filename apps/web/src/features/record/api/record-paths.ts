// The battle-record calls (PRODUCT.md "Calls": `/api/record/<call>`, the spec's names kept). They sit here until
// @mecha/shared's API table lists them beside the account calls.
const P = (call: string) => `/api/record/${call}`;

export const RECORD_API = {
  seasonList: P('season_list'),
  seasonShow: P('season_show'),
  summary: P('battle_summary'),
  seasonSummary: P('battle_seasonsummary'),
  battleList: P('battle_list'),
  detail1v1: P('battle_detail1v1'),
  detail2v2: P('battle_detail2v2'),
  roleList: P('role_list'),
  roleMessage: P('role_message'),
  rankingNew: P('ranking_list_new'),
  randPercent: P('rand_percent'),
} as const;
