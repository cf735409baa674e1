import type { LotteryMessages } from './en.ts';

export const lotteryZhHK: LotteryMessages = { lottery: { title: 'TODO' } };
