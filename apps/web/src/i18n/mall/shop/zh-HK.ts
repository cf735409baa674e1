import type { MallShopMessages } from './en.ts';

export const mallShopZhHK: MallShopMessages = {
  title: '積分商城',
};
