import type { AnnualMessages } from './en.ts';

export const annualZhCN: AnnualMessages = { annual: { title: 'TODO' } };
