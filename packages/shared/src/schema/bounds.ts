import { z } from 'zod';

// Bounded primitives for request schemas. zod's bare `.int()` allows ±2^53, which PostgreSQL's integer columns
// refuse at write time (a 500 before the database errors were mapped); each input number says what it is instead.

export const INT4_MAX = 2_147_483_647;

/** A row id (serial / identity integer column). */
export const rowId = z.number().int().min(1).max(INT4_MAX);

/** An item quantity or a use limit set by an operator. */
export const quantity = z.number().int().min(1).max(1_000_000);

/** A display order. */
export const sortOrder = z.number().int().min(-100_000).max(100_000);

/** A moment as unix seconds, between 2000 and 2100. */
export const unixTime = z.number().int().min(946_684_800).max(4_102_444_800);
