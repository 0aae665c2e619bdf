import { afterEach, describe, expect, it, vi } from 'vitest';

import { onRefocus } from './sync-on-refocus';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('onRefocus', () => {
  let stop: (() => void) | null = null;
  afterEach(() => {
    stop?.();
    setVisibility('visible');
  });

  it('syncs once for a flurry of focus and visibility events, and again after the throttle', () => {
    let time = 1_000;
    const sync = vi.fn();
    stop = onRefocus(sync, 5_000, () => time);
    window.dispatchEvent(new Event('focus'));
    setVisibility('visible');
    time += 4_999;
    window.dispatchEvent(new Event('focus'));
    expect(sync).toHaveBeenCalledTimes(1);
    time += 1;
    setVisibility('visible');
    expect(sync).toHaveBeenCalledTimes(2);
  });

  it('ignores the page being hidden, and stops when unsubscribed', () => {
    const sync = vi.fn();
    stop = onRefocus(sync, 5_000, () => 0);
    setVisibility('hidden');
    expect(sync).not.toHaveBeenCalled();
    stop();
    window.dispatchEvent(new Event('focus'));
    expect(sync).not.toHaveBeenCalled();
  });
});
