// English texts of the points mall's orders pages (features/mall); the shape the other languages fill in.
export const mallOrdersEn = {
  title: 'My orders',
};

export type MallOrdersMessages = typeof mallOrdersEn;
