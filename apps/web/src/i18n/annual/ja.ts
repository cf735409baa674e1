import type { AnnualMessages } from './en.ts';

export const annualJa: AnnualMessages = { annual: { title: 'TODO' } };
