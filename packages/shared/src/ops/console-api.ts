import { z } from 'zod';
import { editionSchema, uidSchema } from '../account/schemas.ts';
import { rowId } from '../schema/bounds.ts';
import { OPS_AREAS, OPS_PASSWORD_MIN, OPS_ROLES } from './roles.ts';

// The operator console's own calls (/api/ops/console/*, decision 0043): operators' accounts and sessions, their
// personal API tokens for the CLI, the audit log, the dashboard, player look-up and two-operator approvals. Every
// input is bounded here; times are unix seconds.

const noNul = (s: string) => !s.includes('\u0000');
export const opsName = z.string().regex(/^[A-Za-z0-9._@-]{1,40}$/, '1–40 letters, digits or . _ @ -');
export const opsPassword = z.string().min(1).max(200).refine(noNul, 'no NUL bytes');
export const opsNewPassword = opsPassword.refine((s) => s.length >= OPS_PASSWORD_MIN, `at least ${OPS_PASSWORD_MIN} characters`);
export const totpCode = z.string().regex(/^\d{6}$/, 'six digits');
export const opsRoleSchema = z.enum(OPS_ROLES);
export const opsAreaSchema = z.enum(OPS_AREAS);
/** Every edition (`all`, also those added later) or a list of at least one. */
export const opsEditionsSchema = z.union([z.literal('all'), z.array(editionSchema).min(1).max(8)]);
/** A reason for a change (mandatory for money, points, stock and suspensions). */
export const opsChangeReason = z.string().trim().min(1).max(300).refine(noNul, 'no NUL bytes');

// ── Sessions ─────────────────────────────────────────────────────────────────────────────────────────────

export const opsLoginBody = z.strictObject({ name: opsName, password: opsPassword, totp: totpCode });

export const opsOperatorSchema = z.object({
  name: opsName,
  role: opsRoleSchema,
  editions: opsEditionsSchema,
  disabled: z.boolean(),
  /** Locked after repeated failures until this time, or null. */
  lockedUntil: z.number().int().nullable(),
  lastLoginAt: z.number().int().nullable(),
  createdAt: z.number().int(),
});
export type OpsOperator = z.infer<typeof opsOperatorSchema>;

/** The session token goes in `Authorization: Operator <token>`; it expires when idle and at `expiresAt`. */
export const opsSessionData = z.object({ token: z.string(), expiresAt: z.number().int(), operator: opsOperatorSchema });
export type OpsSession = z.infer<typeof opsSessionData>;
export const opsMeData = z.object({ operator: opsOperatorSchema, via: z.enum(['session', 'token', 'bootstrap']) });

// ── Operators (admin) ────────────────────────────────────────────────────────────────────────────────────

export const opsOperatorCreateBody = z.strictObject({ name: opsName, role: opsRoleSchema, editions: opsEditionsSchema, password: opsNewPassword });
/** A new operator's TOTP secret, shown once (the console draws the otpauth URL as a QR code). */
export const opsOperatorCreatedData = z.object({ operator: opsOperatorSchema, totpSecret: z.string(), otpauthUrl: z.string() });
export const opsOperatorUpdateBody = z.strictObject({
  name: opsName,
  role: opsRoleSchema.optional(),
  editions: opsEditionsSchema.optional(),
  disabled: z.boolean().optional(),
  /** Lifts a lock after failed logins. */
  unlock: z.literal(true).optional(),
  password: opsNewPassword.optional(),
  /** A fresh TOTP secret (the answer carries it, once). */
  resetTotp: z.literal(true).optional(),
});
export const opsOperatorUpdatedData = z.object({ operator: opsOperatorSchema, totpSecret: z.string().nullable(), otpauthUrl: z.string().nullable() });
export const opsOperatorListData = z.object({ list: z.array(opsOperatorSchema) });

/** An operator changes their own password (the current one and a TOTP code confirm it). */
export const opsPasswordBody = z.strictObject({ current: opsPassword, next: opsNewPassword, totp: totpCode });

// ── Personal API tokens (the CLI's credential) ──────────────────────────────────────────────────────────

export const opsTokenCreateBody = z.strictObject({ label: z.string().trim().min(1).max(60).refine(noNul), days: z.number().int().min(1).max(365).default(90) });
export const opsTokenSchema = z.object({ id: rowId, label: z.string(), createdAt: z.number().int(), expiresAt: z.number().int(), lastUsedAt: z.number().int().nullable(), revoked: z.boolean() });
/** The token itself is shown once; the server keeps only its hash. */
export const opsTokenCreatedData = z.object({ token: z.string(), info: opsTokenSchema });
export const opsTokenListData = z.object({ list: z.array(opsTokenSchema) });
export const opsTokenRevokeBody = z.strictObject({ id: rowId });

// ── Audit log ────────────────────────────────────────────────────────────────────────────────────────────

export const opsAuditQuery = z.strictObject({
  /** Free text over action, target and reason. */
  q: z.string().trim().max(100).refine(noNul).optional(),
  operator: opsName.optional(),
  area: opsAreaSchema.optional(),
  edition: editionSchema.optional(),
  from: z.coerce.number().int().min(0).max(4_102_444_800).optional(),
  to: z.coerce.number().int().min(0).max(4_102_444_800).optional(),
  /** Newest first; the next page starts below this id. */
  before: z.coerce.number().int().min(1).max(1_000_000_000_000_000).optional(),
  size: z.coerce.number().int().min(1).max(100).default(50),
});
export const opsAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.number().int(),
  operator: z.string(),
  role: z.string(),
  area: z.string(),
  /** What was done, e.g. `news.publish`, `mall.points.adjust`, `console.reveal`. */
  action: z.string(),
  /** The method and path of the call. */
  call: z.string(),
  edition: z.string().nullable(),
  /** What it was done to: an article slug, an order id, a UID… */
  target: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string().nullable(),
});
export type OpsAuditEntry = z.infer<typeof opsAuditEntrySchema>;
export const opsAuditData = z.object({ list: z.array(opsAuditEntrySchema), next: z.number().int().nullable() });

// ── Dashboard ────────────────────────────────────────────────────────────────────────────────────────────

export const opsDashboardData = z.object({
  now: z.number().int(),
  playersBoundToday: z.number().int(),
  matchesLastHour: z.number().int(),
  lastMatchAt: z.number().int().nullable(),
  /** Per edition today (the edition's day): paid orders and revenue in the edition's minor units. */
  payments: z.array(z.object({ edition: editionSchema, orders: z.number().int(), revenue: z.number().int(), currency: z.string() })),
  ordersAwaitingShipment: z.number().int(),
  undeliveredMails: z.number().int(),
  undeliveredPayments: z.number().int(),
  openFeedback: z.number().int(),
  pendingApprovals: z.number().int(),
});
export type OpsDashboard = z.infer<typeof opsDashboardData>;

// ── Players ──────────────────────────────────────────────────────────────────────────────────────────────

/** By UID (a game role) or by account (the platform's id). */
export const opsPlayerQuery = z.strictObject({ uid: uidSchema.optional(), account: z.string().trim().min(1).max(64).refine(noNul).optional() });
export const opsPlayerData = z.object({
  account: z.object({ yfyUid: z.string(), createdAt: z.number().int() }).nullable(),
  roles: z.array(z.object({ uid: z.string(), nickname: z.string(), edition: editionSchema, region: z.string(), boundAt: z.number().int() })),
  points: z.object({ balance: z.number().int(), ledger: z.array(z.object({ id: z.number().int(), at: z.number().int(), amount: z.number().int(), type: z.string(), reason: z.string().nullable() })) }),
  payOrders: z.array(z.object({ orderId: z.string(), uid: z.string(), state: z.string(), amount: z.number().int(), createdAt: z.number().int() })),
  mallOrders: z.array(z.object({ orderId: z.string(), state: z.string(), product: z.string(), createdAt: z.number().int() })),
  claims: z.array(z.object({ kind: z.string(), ref: z.string(), at: z.number().int() })),
  mails: z.array(z.object({ id: z.number().int(), title: z.string(), state: z.string(), at: z.number().int() })),
  suspension: z.object({ reason: z.string(), until: z.number().int().nullable() }).nullable(),
});
export type OpsPlayer = z.infer<typeof opsPlayerData>;

/** Shows personal data (addresses, phones, contacts) of one record to a role allowed to see it; written to the audit log. */
export const opsRevealBody = z.strictObject({ kind: z.enum(['mall-order', 'annual-draw', 'act-claim', 'comp-team', 'address-book']), id: z.string().trim().min(1).max(64).refine(noNul) });
export const opsRevealData = z.object({ fields: z.record(z.string(), z.string()) });

// ── Approvals (point adjustments above the threshold) ───────────────────────────────────────────────────

export const APPROVAL_STATES = ['pending', 'approved', 'rejected'] as const;
export const opsApprovalSchema = z.object({
  id: z.number().int(),
  kind: z.literal('points-adjust'),
  state: z.enum(APPROVAL_STATES),
  /** What would be done: { yfyUid, amount }. */
  payload: z.object({ yfyUid: z.string(), amount: z.number().int() }),
  reason: z.string(),
  requestedBy: z.string(),
  requestedAt: z.number().int(),
  decidedBy: z.string().nullable(),
  decidedAt: z.number().int().nullable(),
  decisionNote: z.string().nullable(),
});
export type OpsApproval = z.infer<typeof opsApprovalSchema>;
export const opsApprovalListQuery = z.strictObject({ state: z.enum(APPROVAL_STATES).optional() });
export const opsApprovalListData = z.object({ list: z.array(opsApprovalSchema) });
export const opsApprovalDecideBody = z.strictObject({ id: rowId, approve: z.boolean(), reason: opsChangeReason });

