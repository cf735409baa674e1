import type { APIRequestContext } from '@playwright/test';

/** Sample roles of the simulated game world (dev-only endpoint, GAME_GATEWAY=sim). */
export async function sampleUids(request: APIRequestContext, limit: number): Promise<string[]> {
  const response = await request.get(`/api/dev/sim/roles?limit=${limit}`);
  const body = (await response.json()) as { data: { list: { uid: string }[] } };
  return body.data.list.map((role) => role.uid);
}
