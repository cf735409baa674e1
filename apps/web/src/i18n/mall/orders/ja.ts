import type { MallOrdersMessages } from './en.ts';

export const mallOrdersJa: MallOrdersMessages = {
  title: '注文履歴',
};
