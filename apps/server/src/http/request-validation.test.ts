import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { findNulCharacter, formatRequestIssue, nulCharacterMessage, parseRecordsInChunks } from './request-validation.js';

function messageFor(schema: z.ZodType, data: unknown, part: 'body' | 'querystring' | 'params' = 'body'): string {
  const result = schema.safeParse(data);
  if (result.success) throw new Error('expected a failure');
  return formatRequestIssue(result.error.issues[0]!, part, data);
}

describe('formatRequestIssue', () => {
  it('names the field and says what is wrong in one sentence', () => {
    const schema = z.object({ name: z.string(), mode: z.enum(['standard', 'open']), tags: z.array(z.string()).min(1), folder: z.object({ id: z.string() }) });
    const valid = { name: 'a', mode: 'open', tags: ['x'], folder: { id: 'f' } };
    expect(messageFor(schema, { ...valid, name: undefined })).toBe("Body field 'name' is required.");
    expect(messageFor(schema, { ...valid, mode: 'casual' })).toBe("Body field 'mode' must be one of 'standard', 'open'.");
    expect(messageFor(schema, { ...valid, tags: [] })).toBe("Body field 'tags' must have at least 1 item.");
    expect(messageFor(schema, { ...valid, folder: { id: 3 } })).toBe("Body field 'folder.id' must be a string.");
    expect(messageFor(schema, { ...valid, folder: [] })).toBe("Body field 'folder' must be an object.");
    expect(messageFor(schema, null)).toBe('The request body is required.');
    expect(messageFor(schema, [1])).toBe('The request body must be an object.');
  });

  it('labels query and path parameters, and passes custom messages through', () => {
    expect(messageFor(z.object({ name: z.string() }), {}, 'querystring')).toBe("Query parameter 'name' is required.");
    expect(messageFor(z.object({ id: z.string().refine((id) => id.length === 36, 'must be a list id') }), { id: 'x' }, 'params')).toBe(
      "Path parameter 'id' must be a list id.",
    );
  });
});

describe('parseRecordsInChunks', () => {
  const Record = z.object({ id: z.string().max(4) });

  it('lets other work run between chunks, so a large body never holds the event loop in one piece', async () => {
    const records = Array.from({ length: 100 }, (_, index) => ({ id: String(index) }));
    const order: string[] = [];
    const parsing = parseRecordsInChunks({ lists: records }, 'lists', records, Record, 25).then((parsed) => order.push(`parsed ${parsed.length}`));
    setImmediate(() => order.push('other work'));
    await parsing;
    expect(order).toEqual(['other work', 'parsed 100']);
  });

  it('names the failing record by its place in the body', async () => {
    const records = [{ id: 'ok' }, { id: 'much too long' }];
    await expect(parseRecordsInChunks({ lists: records }, 'lists', records, Record)).rejects.toThrow(
      "Body field 'lists[1].id' must be at most 4 characters long.",
    );
  });
});

describe('findNulCharacter and its message', () => {
  it('finds the first string or key holding a NUL character, with its path', () => {
    expect(findNulCharacter({ name: 'Kroak', lists: [{ id: 'a' }, { id: 'b\u0000' }] })).toEqual(['lists', 1, 'id']);
    expect(findNulCharacter({ weapons: { 'Blade\u0000': [] } })).toEqual(['weapons', 'Blade\u0000']);
    expect(findNulCharacter('\u0000')).toEqual([]);
    expect(findNulCharacter({ name: 'Kroak', count: 3, ok: true, none: null, list: ['a', 'b'] })).toBeNull();
    // A raw body is its route's business (the Stripe webhook checks a signature over its bytes).
    expect(findNulCharacter(Buffer.from('\u0000'))).toBeNull();
  });

  it('walks a body nested as deep as a megabyte allows, quickly and without overflowing the stack', () => {
    const depth = 200_000;
    const deep = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`) as unknown;
    const started = performance.now();
    const path = findNulCharacter(deep);
    expect(path).toHaveLength(depth);
    expect(nulCharacterMessage('body', path!)).toBe(`Body field '${'[0]'.repeat(16)}...' must not contain a NUL character (\\u0000).`);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('names the field, its part, and a NUL inside a key', () => {
    expect(nulCharacterMessage('body', ['lists', 1, 'id'])).toBe("Body field 'lists[1].id' must not contain a NUL character (\\u0000).");
    expect(nulCharacterMessage('params', ['code'])).toBe("Path parameter 'code' must not contain a NUL character (\\u0000).");
    expect(nulCharacterMessage('querystring', ['name'])).toBe("Query parameter 'name' must not contain a NUL character (\\u0000).");
    expect(nulCharacterMessage('body', ['weapons', 'Blade\u0000'])).toBe("Body field 'weapons.Blade\\0' must not contain a NUL character (\\u0000).");
    expect(nulCharacterMessage('body', [])).toBe('The request body must not contain a NUL character (\\u0000).');
  });
});
