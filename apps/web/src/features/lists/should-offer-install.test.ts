import { describe, expect, it } from 'vitest';

import { INSTALL_OFFER_INTERVAL_MS, shouldOfferInstall } from './should-offer-install';

const NOW = Date.UTC(2026, 10, 25, 12);

describe('shouldOfferInstall', () => {
  it('offers once the player has a list and was never asked', () => {
    expect(shouldOfferInstall({ lastOfferedAt: null, listCount: 1, standalone: false, now: NOW })).toBe(true);
  });

  it('never offers without lists or when already installed', () => {
    expect(shouldOfferInstall({ lastOfferedAt: null, listCount: 0, standalone: false, now: NOW })).toBe(false);
    expect(shouldOfferInstall({ lastOfferedAt: null, listCount: 3, standalone: true, now: NOW })).toBe(false);
  });

  it('offers at most once in 24 hours', () => {
    expect(shouldOfferInstall({ lastOfferedAt: NOW - INSTALL_OFFER_INTERVAL_MS + 1, listCount: 2, standalone: false, now: NOW })).toBe(false);
    expect(shouldOfferInstall({ lastOfferedAt: NOW - INSTALL_OFFER_INTERVAL_MS, listCount: 2, standalone: false, now: NOW })).toBe(true);
  });
});
