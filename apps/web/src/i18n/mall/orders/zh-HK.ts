import type { MallOrdersMessages } from './en.ts';

export const mallOrdersZhHK: MallOrdersMessages = {
  title: '我的訂單',
};
