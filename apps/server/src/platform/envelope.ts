import { z } from 'zod';

/** Response schema of a successful call: the envelope around its data (OpenAPI and serialisation use it). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), data, msg: z.string() });
}

export const errorEnvelope = z.object({
  code: z.number().int().describe('catalogue code; 0 is success'),
  data: z.unknown(),
  msg: z.string().describe('localised message'),
});

/** Standard responses of a route: 200 with its data; client and server errors with the error envelope. */
export function responses<T extends z.ZodType>(data: T) {
  return { 200: envelope(data), '4xx': errorEnvelope, '5xx': errorEnvelope };
}
