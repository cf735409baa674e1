import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('makes zod interpret (no new Function) without main.tsx importing zod', async () => {
    await import('./zod-jitless.ts');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
