import type { FastifyRequest } from 'fastify';

// The catalogue code a request was answered with, when it failed: the error handler notes it, the metrics count
// it per code (a WeakMap, so nothing outlives the request).
const codes = new WeakMap<FastifyRequest, number>();

export const noteErrorCode = (req: FastifyRequest, code: number): void => void codes.set(req, code);
export const errorCodeOf = (req: FastifyRequest): number | undefined => codes.get(req);
