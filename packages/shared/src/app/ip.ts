import { z } from 'zod';

// GET /api/ip (SPEC §7, decision 0054): `area` is `country|region|city` (fields the data does not know are empty;
// the bundled data is country-level, so today `CN||`), `code` the ISO 3166-1 alpha-2 country or `ZZ` when unknown
// or private.
export const ipData = z.object({ area: z.string(), code: z.string() });
export type IpData = z.infer<typeof ipData>;

