import type { Db } from '../../db/client.ts';

/** The demo mall of a fresh site (categories, products, a timed race drop and a draw drop). */
export async function seedMall(_db: Db): Promise<void> {}
