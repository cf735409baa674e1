import type { MallShopMessages } from './en.ts';

export const mallShopZhCN: MallShopMessages = {
  title: '积分商城',
};
