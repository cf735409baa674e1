// The anniversary event's texts shared by its pages (event states, tasks and tickets) and the memory report's.
export const annualEn = { annual: { title: 'Anniversary' } };
export type AnnualMessages = typeof annualEn;
