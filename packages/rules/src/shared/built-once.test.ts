import { describe, expect, it, vi } from 'vitest';

import { builtOnce } from './built-once.js';

describe('builtOnce', () => {
  it('builds nothing until asked, then once, whatever it built (undefined included)', () => {
    const build = vi.fn(() => undefined);
    const value = builtOnce(build);
    expect(build).not.toHaveBeenCalled();
    expect(value()).toBeUndefined();
    expect(value()).toBeUndefined();
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('gives the same value at every use', () => {
    const value = builtOnce(() => ({ made: true }));
    expect(value()).toBe(value());
  });
});
