/**
 * How a CLI command calls the operator API: GET when `body` is undefined, else POST. `reason` goes in the
 * X-Ops-Reason header, for calls whose body has no reason field but need one (PRODUCT.md: money, points, stock
 * and suspensions; shared ops/roles.ts OPS_REASON_REQUIRED).
 */
export type OpsCall = (path: string, body?: unknown, reason?: string) => Promise<unknown>;
