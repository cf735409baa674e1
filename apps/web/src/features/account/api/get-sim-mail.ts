import { API } from '@mecha/shared/api-paths';
import type { SimMail } from '@mecha/shared/dev/sim';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';

// Dev-only: the simulated game's mailbox of one role, newest first; the demo hint shows the code it was sent.
export function getSimMail(uid: string, signal?: AbortSignal) {
  return request<{ list: SimMail[] }>(API.simMail, { query: { uid }, toast: false, signal });
}

const toMs = (t: number) => (t > 1e12 ? t : t * 1000);
// A previous code to the same UID is at least one resend cool-down (60 s) older, so 30 s of slack tells the new
// mail from the old one while tolerating some clock skew between server and phone.
const SKEW_MS = 30_000;
const GIVE_UP_MS = 15_000;

function pickCode(list: SimMail[] | undefined, sentAt: number, fetchedAt: number): string | null {
  const codes = (list ?? []).filter((mail) => mail.code);
  const fresh = codes.find((mail) => toMs(mail.created_at) >= sentAt - SKEW_MS);
  // With a badly skewed clock the newest code is still the best guess once we stop waiting.
  return fresh?.code ?? (fetchedAt - sentAt > GIVE_UP_MS ? (codes[0]?.code ?? null) : null);
}

/** Polls until the code mail sent after `sentAt` (unix ms) arrives: the server delivers mail asynchronously. */
export function useLatestSimCode(uid: string | null, sentAt: number | null): string | null {
  const query = useQuery({
    queryKey: ['sim', 'mail', uid, sentAt],
    queryFn: ({ signal }) => getSimMail(uid ?? '', signal),
    enabled: uid !== null && sentAt !== null,
    refetchInterval: (q) => (pickCode(q.state.data?.list, sentAt ?? 0, q.state.dataUpdatedAt) ? false : 1_000),
  });
  if (sentAt === null) return null;
  return pickCode(query.data?.list, sentAt, query.dataUpdatedAt);
}
