// The anniversary operators' inputs live in the shared package (packages/shared/src/annual/ops-api.ts), so the
// console validates what the server does; this module keeps the server-side import path its callers use.
export * from '@mecha/shared/annual/ops-api';
