import type { Currency } from '@mecha/shared/pay/money';
import { API } from '@mecha/shared/api-paths';
import type { opsAuditData } from '@mecha/shared/ops/console-api';
import type { z } from 'zod';
import { opsRequest } from '../lib/ops-request.ts';

type OpsAuditData = z.infer<typeof opsAuditData>;

// The support screens' calls: top-up orders (apps/server/src/modules/pay/ops.routes.ts) and feedback
// (apps/server/src/modules/inbox/ops.routes.ts). The server answers these lists untyped (`z.unknown()`); the shapes
// below are what its presenters write (PayOpsService.withTimeline, undelivered, FeedbackService.open).

export type OrderState = 'processing' | 'success' | 'failed' | 'cancelled' | 'timeout';

export interface OpsPayOrder {
  orderId: string;
  yfyUid: string;
  uid: string;
  edition: string;
  skuId: string;
  method: string;
  currency: Currency;
  priceMinor: number;
  amount: number;
  bonus: number;
  doubled: boolean;
  points: number;
  state: OrderState;
  /** Paid after its payment window had closed. */
  late: boolean;
  providerRef: string | null;
  timeline: { createdAt: number; expiresAt: number; paidAt: number | null; deliveredAt: number | null; refundedAt: number | null };
  /** The credit's outbox row (the game's delivery), if the order was paid. */
  delivery: { status: string; attempts: number; lastError: string | null } | null;
  /** The provider's notifications, in the order they arrived. */
  notifications: { id: number; event: string | null; outcome: string; receivedAt: number }[];
}

export interface UndeliveredOrder {
  orderId: string;
  uid: string;
  yfyUid: string;
  amount: number;
  bonus: number;
  paidAt: number | null;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: number | null;
}

export interface OpenFeedback {
  id: number;
  yfy_uid: string;
  role_uid: string | null;
  category: string;
  text: string;
  /** Personal data: the console does not show it (no logged reveal exists for feedback). */
  contact: string | null;
  created_at: number;
}

export type OrderSearchKind = 'uid' | 'orderId' | 'yfyUid';

/** A UID is 5–12 digits; order ids start with a letter (P…), so a bare search term picks its own kind. */
export function guessSearchKind(term: string): OrderSearchKind {
  return /^\d{5,12}$/.test(term.trim()) ? 'uid' : 'orderId';
}

export const supportKeys = {
  orders: (kind: OrderSearchKind, term: string) => ['ops', 'support', 'orders', kind, term] as const,
  ordersAll: ['ops', 'support', 'orders'] as const,
  undelivered: ['ops', 'support', 'undelivered'] as const,
  feedback: ['ops', 'support', 'feedback'] as const,
  answers: ['ops', 'support', 'answers'] as const,
};

export async function searchOrders(kind: OrderSearchKind, term: string, signal?: AbortSignal): Promise<OpsPayOrder[]> {
  const data = await opsRequest<{ list: OpsPayOrder[] }>('/api/ops/pay/orders', { query: { [kind]: term.trim() }, ...(signal ? { signal } : {}) });
  return data.list;
}

export async function fetchUndelivered(signal?: AbortSignal): Promise<UndeliveredOrder[]> {
  return (await opsRequest<{ list: UndeliveredOrder[] }>('/api/ops/pay/undelivered', signal ? { signal } : {})).list;
}

export function resendDelivery(orderId: string, reason: string): Promise<{ orderId: string; queued: true }> {
  return opsRequest('/api/ops/pay/resend', { method: 'POST', body: { orderId }, reason });
}

export interface RefundResult {
  orderId: string;
  refundedAt: number;
  pointsTakenBack: number;
  pointsShortfall: number;
}

export function markRefunded(orderId: string, reason: string): Promise<RefundResult> {
  // The reason goes in the body too: the server writes it into the points ledger's refund entry.
  return opsRequest('/api/ops/pay/refund', { method: 'POST', body: { orderId, reason }, reason });
}

export async function fetchOpenFeedback(signal?: AbortSignal): Promise<OpenFeedback[]> {
  return (await opsRequest<{ list: OpenFeedback[] }>('/api/ops/feedback', signal ? { signal } : {})).list;
}

/** An answer as the audit log keeps it (action `feedback.answer`, target `feedback:<id>`, after `{ answer }`). */
export interface LoggedAnswer {
  feedbackId: number;
  answer: string;
  at: number;
  operator: string;
}

/** The latest feedback answers from the audit log (the feedback call lists only open feedback). */
export async function fetchLoggedAnswers(signal?: AbortSignal): Promise<LoggedAnswer[]> {
  const data = await opsRequest<OpsAuditData>(API.opsAudit, { query: { area: 'feedback', q: 'feedback.answer', size: 50 }, ...(signal ? { signal } : {}) });
  const out: LoggedAnswer[] = [];
  for (const e of data.list) {
    const id = /^feedback:(\d+)$/.exec(e.target ?? '')?.[1];
    const answer = (e.after as { answer?: unknown } | null)?.answer;
    if (e.action === 'feedback.answer' && id && typeof answer === 'string') out.push({ feedbackId: Number(id), answer, at: e.at, operator: e.operator });
  }
  return out;
}

export function answerFeedback(id: number, answer: string): Promise<{ ok: true }> {
  return opsRequest('/api/ops/feedback/answer', { method: 'POST', body: { id, answer } });
}
