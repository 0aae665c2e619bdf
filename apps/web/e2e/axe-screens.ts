// What the accessibility files (accessibility-*.e2e.ts) share: a page of the
// app with the battle view's Blades of Khorne list stored beforehand, moved
// from screen to screen within the app (no page load per screen), each screen
// checked by axe-core for WCAG 2.1 A/AA violations a player cannot get past
// (serious or critical) in the light theme (every rule) and the dark one (the
// colour rules, all a theme changes). The screens are split over three files
// so that they run side by side.
import type { ArmyList } from '@scrolldex/rules';
import type { Browser, BrowserContext, Page } from 'playwright-core';

import { buildBattleList, storedLibraryEntries } from '../src/test/battle-list.js';
import { loadRealGameData } from '../src/test/real-game-data.js';
import { goWithin } from './go-within.js';
import { violationsInBothThemes } from './harness.js';
import { openQuietPage } from './quiet-page.js';

export const ARMY = 'Blades of Khorne';
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** The stored list, built on the armies of the data the server serves. */
export function battleList(): ArmyList {
  return buildBattleList(loadRealGameData());
}

export type ScreenChecks = {
  context: BrowserContext;
  page: Page;
  /** Every violation found so far, named by screen and theme. */
  found: string[];
  /** Checks the page as it is now as `name`. */
  check: (name: string) => Promise<void>;
  /** Opens `path` within the app, waits for `ready` and checks the screen as `name`. */
  screen: (name: string, path: string, ready: (page: Page) => Promise<unknown>) => Promise<void>;
};

/** A phone page in the light theme on the Lists tab, `list` stored, its game data loaded, ready to check screens. */
export async function openScreenChecks(browser: Browser, list: ArmyList): Promise<ScreenChecks> {
  const { context, page } = await openQuietPage(browser, { viewport: 'phone', theme: 'light' }, { ...storedLibraryEntries(list), homeTab: '"lists"' });
  const found: string[] = [];
  const check = async (name: string) => {
    found.push(...(await violationsInBothThemes(page, name)));
  };
  const screen = async (name: string, path: string, ready: (page: Page) => Promise<unknown>) => {
    await goWithin(page, path);
    await ready(page);
    await check(name);
  };
  return { context, page, found, check, screen };
}

/** Until the page's level-one heading is `name`. */
export const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name }).waitFor();
