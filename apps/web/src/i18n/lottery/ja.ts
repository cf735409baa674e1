import type { LotteryMessages } from './en.ts';

export const lotteryJa: LotteryMessages = { lottery: { title: 'TODO' } };
