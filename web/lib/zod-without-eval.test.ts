import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it('zod adopts the jitless setting seeded before it loads, so it never probes Function()', async () => {
    await import('./zod-without-eval');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
