import type { AnnualMessages } from './en.ts';

export const annualZhHK: AnnualMessages = { annual: { title: 'TODO' } };
