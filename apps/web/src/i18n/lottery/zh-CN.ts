import type { LotteryMessages } from './en.ts';

export const lotteryZhCN: LotteryMessages = { lottery: { title: 'TODO' } };
