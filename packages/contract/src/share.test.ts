import { describe, expect, it } from 'vitest';

import { ShareCodeParamsSchema, ShareParamsSchema } from './share.js';

describe('share link routes', () => {
  it('takes a short link code up to 64 characters', () => {
    expect(ShareCodeParamsSchema.parse({ code: 'Ab3_x-9' })).toEqual({ code: 'Ab3_x-9' });
    expect(ShareCodeParamsSchema.safeParse({ code: 'c'.repeat(64) }).success).toBe(true);
    expect(ShareCodeParamsSchema.safeParse({ code: 'c'.repeat(65) }).success).toBe(false);
    expect(ShareCodeParamsSchema.safeParse({}).success).toBe(false);
  });

  it('needs a segment to share, as text', () => {
    expect(ShareParamsSchema.parse({ segment: 'AbC-_=' })).toEqual({ segment: 'AbC-_=' });
    expect(ShareParamsSchema.safeParse({}).success).toBe(false);
    expect(ShareParamsSchema.safeParse({ segment: 3 }).success).toBe(false);
  });
});
