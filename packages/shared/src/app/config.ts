import { z } from 'zod';
import { editionSchema } from '../account/schemas.ts';

// What the app needs to know about the server it talks to, fetched once at start.
export const appConfigData = z.object({
  /** `sim` shows the demo hint (sample UIDs and the mailed code). */
  gateway: z.enum(['sim', 'http']),
  /** Set when the host the app was loaded from fixes the edition; otherwise the edition follows the language. */
  fixedEdition: editionSchema.nullable(),
});
export type AppConfigData = z.infer<typeof appConfigData>;
