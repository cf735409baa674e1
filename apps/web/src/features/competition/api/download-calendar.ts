import { API } from '@mecha/shared/api-paths';
import { ApiError, NETWORK_ERROR_CODE, requestExceptionText } from '../../../lib/request.ts';
import { editionOf, languageOf } from '../../../lib/locale.ts';
import { appStore } from '../../../lib/store.ts';

// competition/calendar.ics answers a file, not the {code, data, msg} envelope, so it cannot go through `request`;
// it sends the same headers (session, language, edition) and reads a refusal's envelope the same way. The file is
// saved through a Blob and an <a download>: a plain link could not carry the session header.

/** Fetches the tournament's calendar (its stages and the team's matches) and saves it as `<tournament>.ics`. */
export async function downloadCalendar(tournamentId: string): Promise<void> {
  const state = appStore.get();
  const language = languageOf(state);
  const headers: Record<string, string> = { Accept: 'text/calendar, application/json', 'Accept-Language': language, 'X-Game-Code': editionOf(state) };
  if (state.token) headers.Authorization = `Bearer ${state.token}`;

  let response: Response;
  try {
    response = await fetch(`${API.compCalendar}?${new URLSearchParams({ tournamentId })}`, { headers });
  } catch {
    throw new ApiError(NETWORK_ERROR_CODE, requestExceptionText(language));
  }
  if (!(response.headers.get('content-type') ?? '').includes('text/calendar')) throw await refusal(response, language);

  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName(response.headers.get('content-disposition'), tournamentId);
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file over; the URL may go once the browser has started the save.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

async function refusal(response: Response, language: Parameters<typeof requestExceptionText>[0]): Promise<ApiError> {
  try {
    const body = (await response.json()) as { code?: unknown; msg?: unknown; data?: unknown };
    if (typeof body.code === 'number' && body.code !== 0) return new ApiError(body.code, typeof body.msg === 'string' && body.msg ? body.msg : requestExceptionText(language), body.data ?? null);
  } catch {
    // not an envelope: a proxy's page
  }
  return new ApiError(NETWORK_ERROR_CODE, requestExceptionText(language));
}

/** The server's filename when it gives a safe one, else `<tournament>.ics`. */
export function fileName(disposition: string | null, tournamentId: string): string {
  const named = disposition?.match(/filename="?([\w.-]+\.ics)"?/i)?.[1];
  return named ?? `${tournamentId}.ics`;
}
