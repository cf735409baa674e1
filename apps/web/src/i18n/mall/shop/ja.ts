import type { MallShopMessages } from './en.ts';

export const mallShopJa: MallShopMessages = {
  title: 'ポイントショップ',
};
