import { afterAll, describe, expect, it } from 'vitest';

import { openDatabase } from '../open-database.js';
import { createSqliteShareStore } from './sqlite-share-store.js';

const db = openDatabase(':memory:');
const share = createSqliteShareStore(db);
afterAll(() => db.$client.close());

const NOW = new Date('2026-11-25T12:00:00.000Z');

describe('the SQLite share store', () => {
  it('draws another code when one is taken, and answers the stored code for a stored segment', async () => {
    const codes = ['first', 'first', 'second'];
    const newCode = () => codes.shift()!;
    expect(await share.codeFor('segment-a', 'hash-a', newCode, NOW)).toBe('first');
    expect(await share.codeFor('segment-b', 'hash-b', newCode, NOW)).toBe('second');
    expect(await share.codeFor('segment-a', 'hash-a', () => 'unused', NOW)).toBe('first');
    expect(await share.segmentOf('second')).toBe('segment-b');
    expect(await share.segmentOf('unknown')).toBeUndefined();
  });
});
