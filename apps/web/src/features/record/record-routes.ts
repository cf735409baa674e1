import type { Mode } from '@mecha/shared/record/ingest';

// Links between the record pages (SPEC §2 route names). The detail route follows the match's mode.
const q = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) search.set(k, String(v));
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const RECORD_ROUTES = {
  battle: (mode?: Mode) => `/pages/record/battle/index${q({ mode })}`,
  matchDetail: (mode: Mode, id: string) => `/pages/record/${mode === 'T1' ? 'vs11' : 'vs22'}-detail/index${q({ id })}`,
  seasonPerformance: '/pages/record/season-performance/index',
  seasonRole: (mode?: Mode) => `/pages/record/season-role/index${q({ mode })}`,
  roleDetail: (id: string, mode?: Mode) => `/pages/record/role-detail/index${q({ id, mode })}`,
  roleInfo: '/pages/record/role-info/index',
} as const;
