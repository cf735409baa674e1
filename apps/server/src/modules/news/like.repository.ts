import type { Db } from '../../db/client.ts';

// Likes: one row per account and article is the guarantee (primary key); the counter moves in the same
// transaction only when that row was really added or removed, so five taps or two servers count once.
export const likeRepository = {
  like(db: Db, articleId: number, yfyUid: string, at: Date) {
    return db.transaction().execute(async (trx) => {
      const added = await trx.insertInto('article_likes').values({ article_id: articleId, yfy_uid: yfyUid, created_at: at }).onConflict((oc) => oc.doNothing()).returning('article_id').executeTakeFirst();
      const q = trx.updateTable('articles').where('id', '=', articleId);
      const row = added ? await q.set((eb) => ({ likes: eb('likes', '+', 1) })).returning('likes').executeTakeFirst() : await trx.selectFrom('articles').select('likes').where('id', '=', articleId).executeTakeFirst();
      return row?.likes ?? 0;
    });
  },

  unlike(db: Db, articleId: number, yfyUid: string) {
    return db.transaction().execute(async (trx) => {
      const removed = await trx.deleteFrom('article_likes').where('article_id', '=', articleId).where('yfy_uid', '=', yfyUid).returning('article_id').executeTakeFirst();
      const row = removed
        ? await trx.updateTable('articles').where('id', '=', articleId).set((eb) => ({ likes: eb('likes', '-', 1) })).returning('likes').executeTakeFirst()
        : await trx.selectFrom('articles').select('likes').where('id', '=', articleId).executeTakeFirst();
      return row?.likes ?? 0;
    });
  },
};
