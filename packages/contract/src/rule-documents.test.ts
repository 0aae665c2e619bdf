import { describe, expect, it } from 'vitest';

import { DEFAULT_RULES_REF, RuleDocumentParamsSchema, RuleDocumentQuerySchema } from './rule-documents.js';

describe('rule document route', () => {
  it('reads main when the query names no ref, and refuses a blank or overlong one', () => {
    expect(DEFAULT_RULES_REF).toBe('main');
    expect(RuleDocumentQuerySchema.parse({})).toEqual({ name: 'main' });
    expect(RuleDocumentQuerySchema.parse({ name: ' battlescroll-2026-03 ' })).toEqual({ name: 'battlescroll-2026-03' });
    expect(RuleDocumentQuerySchema.safeParse({ name: '  ' }).success).toBe(false);
    expect(RuleDocumentQuerySchema.safeParse({ name: 'r'.repeat(256) }).success).toBe(false);
  });

  it('takes a document name up to 100 characters (the route says which exist)', () => {
    expect(RuleDocumentParamsSchema.parse({ document: 'core_rules.json' })).toEqual({ document: 'core_rules.json' });
    expect(RuleDocumentParamsSchema.safeParse({ document: 'd'.repeat(100) }).success).toBe(true);
    expect(RuleDocumentParamsSchema.safeParse({ document: 'd'.repeat(101) }).success).toBe(false);
    expect(RuleDocumentParamsSchema.safeParse({}).success).toBe(false);
  });
});
