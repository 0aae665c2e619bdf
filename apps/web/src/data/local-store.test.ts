import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { readStored, storedValue, writeStored } from './local-store';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('local store', () => {
  it('reads back what it wrote', () => {
    const flag = storedValue('showLegends', z.boolean(), false);
    flag.write(true);
    expect(flag.read()).toBe(true);
  });

  it('falls back, names the key and keeps the stored text when a value has the wrong shape', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('dataBranch', '42');
    expect(readStored('dataBranch', z.string(), 'main')).toBe('main');
    expect(warn.mock.calls[0]?.[0]).toContain("'dataBranch'");
    expect(localStorage.getItem('dataBranch')).toBe('42');
  });

  it('falls back on text that is not JSON', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('fancyText', '{oops');
    expect(readStored('fancyText', z.boolean(), false)).toBe(false);
  });

  it('warns, naming the key, when the browser refuses a write (storage full), and keeps what was stored before', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('lists', '{"kept":true}');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => writeStored('lists', { kept: false })).not.toThrow();
    expect(warn).toHaveBeenCalledWith("Could not save 'lists' in local storage.", expect.objectContaining({ name: 'QuotaExceededError' }));
    vi.mocked(Storage.prototype.setItem).mockRestore();
    expect(localStorage.getItem('lists')).toBe('{"kept":true}');
  });
});
