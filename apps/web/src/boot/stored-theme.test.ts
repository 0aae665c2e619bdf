import { afterEach, describe, expect, it } from 'vitest';

import { applyStoredTheme } from './stored-theme';

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  document.head.innerHTML = '';
});

function applyWith(stored: string | null): { theme: string | undefined; barColour: string | null } {
  document.head.innerHTML = '<meta name="theme-color" content="#1d2330">';
  if (stored !== null) localStorage.setItem('theme', stored);
  applyStoredTheme();
  return { theme: document.documentElement.dataset.theme, barColour: document.querySelector('meta')!.getAttribute('content') };
}

describe('applyStoredTheme', () => {
  it("puts the player's chosen theme on the page and the browser bar before the app runs", () => {
    expect(applyWith('"dark"')).toEqual({ theme: 'dark', barColour: '#0b0d12' });
  });

  it('chooses light against a dark system too', () => {
    expect(applyWith('"light"')).toEqual({ theme: 'light', barColour: '#1d2330' });
  });

  it("leaves the system's theme with no choice, 'system', or a value that is not one", () => {
    for (const stored of [null, '"system"', '"purple"', 'dark', '{"theme":"dark"}', '']) {
      expect(applyWith(stored), String(stored)).toEqual({ theme: undefined, barColour: '#1d2330' });
      localStorage.clear();
    }
  });
});
