import { describe, expect, it } from 'vitest';

import { parseCatFileBatch } from './cat-file-batch.js';

const SHA_A = 'a'.repeat(40);
const SHA_B = 'b'.repeat(40);

function entry(sha: string, content: string): Buffer {
  const bytes = Buffer.from(content, 'utf8');
  return Buffer.concat([Buffer.from(`${sha} blob ${bytes.length}\n`), bytes, Buffer.from('\n')]);
}

describe('parseCatFileBatch', () => {
  it('cuts contents by their byte size, whatever bytes they hold', () => {
    const tricky = `line\n${SHA_B} blob 3\nnot a header — ünïcode\n`;
    const output = Buffer.concat([entry(SHA_A, tricky), entry(SHA_B, '')]);
    expect(parseCatFileBatch(output, 2).map((content) => content.toString('utf8'))).toEqual([tricky, '']);
  });

  it('refuses missing objects and cut-short output', () => {
    expect(() => parseCatFileBatch(Buffer.from(`${SHA_A} missing\n`), 1)).toThrow(expect.objectContaining({ code: 'GIT_OUTPUT_UNREADABLE' }));
    const whole = entry(SHA_A, 'hello');
    expect(() => parseCatFileBatch(whole.subarray(0, whole.length - 3), 1)).toThrow(/cut short/);
    expect(() => parseCatFileBatch(whole, 2)).toThrow(/expected 2/);
  });
});
