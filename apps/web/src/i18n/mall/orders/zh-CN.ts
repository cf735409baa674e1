import type { MallOrdersMessages } from './en.ts';

export const mallOrdersZhCN: MallOrdersMessages = {
  title: '我的订单',
};
