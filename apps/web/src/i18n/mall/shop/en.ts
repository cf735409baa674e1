// English texts of the points mall's shop pages (features/mall); the shape the other languages fill in.
export const mallShopEn = {
  title: 'Points mall',
};

export type MallShopMessages = typeof mallShopEn;
