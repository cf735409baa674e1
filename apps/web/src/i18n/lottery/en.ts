// The character vote's and the lucky draw's texts.
export const lotteryEn = { lottery: { title: 'Lucky draw' } };
export type LotteryMessages = typeof lotteryEn;
