import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { compressedCopies, QUICK_BROTLI_QUALITY } from './precompress';

describe('compressedCopies', () => {
  it('makes a brotli and a gzip copy that each give back the file', async () => {
    const file = Buffer.from(
      Array.from({ length: 400 }, (_, index) => `export const unit${index} = { name: 'Liberators ${index}', points: ${index} };`).join('\n'),
    );
    const copies = await compressedCopies(file);
    expect(copies.map((copy) => copy.extension)).toEqual(['.br', '.gz']);
    const [br, gz] = copies;
    expect(brotliDecompressSync(br!.content).equals(file)).toBe(true);
    expect(gunzipSync(gz!.content).equals(file)).toBe(true);
    expect(br!.content.length).toBeLessThan(gz!.content.length);
  });

  it('makes copies that give back the file at the quick level too', async () => {
    const file = Buffer.from(Array.from({ length: 400 }, (_, index) => `export const unit${index} = ${index};`).join('\n'));
    const [br] = await compressedCopies(file, QUICK_BROTLI_QUALITY);
    expect(br!.extension).toBe('.br');
    expect(brotliDecompressSync(br!.content).equals(file)).toBe(true);
  });

  it('makes none for a file too small to gain from it', async () => {
    await expect(compressedCopies(Buffer.from('export {};'))).resolves.toEqual([]);
  });

  it('keeps no copy larger than the file (bytes that do not compress)', async () => {
    await expect(compressedCopies(randomBytes(4096))).resolves.toEqual([]);
  });
});
