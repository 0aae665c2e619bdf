import { findArmy } from '@scrolldex/rules';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { loadRealGameData } from '../../test/real-game-data';
import { ArmyRulesTab } from './army-rules-tab';
import rulesStyles from './army-rules-tab.module.css';
import { WarscrollsTab } from './warscrolls-tab';
import warscrollsStyles from './warscrolls-tab.module.css';

const army = findArmy(loadRealGameData(), 'Stormcast Eternals')!;

/** `tab` on its army's page. */
function renderOnArmyPage(tab: ReactNode) {
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path: '/army/$armyName', component: () => tab });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [`/army/${encodeURIComponent(army.name)}`] }),
  });
  render(
    <Provider store={createStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

/** The Warscrolls tab's lists of rows; `progressive` as the army page gives it. */
async function warscrollLists(progressive: boolean) {
  renderOnArmyPage(<WarscrollsTab army={army} progressive={progressive} />);
  await screen.findByRole('list', { name: 'HERO' });
  return screen.getAllByRole('list');
}

/** What holds the Rules tab's sections; `progressive` as the army page gives it, `hash` the section the address names. */
async function rulesSections(progressive: boolean, hash = '') {
  renderOnArmyPage(<ArmyRulesTab army={army} hash={hash} progressive={progressive} />);
  return (await screen.findByRole('region', { name: 'Battle Traits' })).parentElement!;
}

afterEach(cleanup);

// The router restores the position it took over rendered rows: a row held at a guessed height would move it.
describe('the army tabs', () => {
  it('lets the browser skip warscroll rows off screen when the army arrives, not on a return', async () => {
    // Arriving, the first screenful commits first: the heroes' list.
    const arriving = await warscrollLists(true);
    expect(arriving.length).toBeGreaterThan(0);
    for (const list of arriving) expect(list.classList.contains(warscrollsStyles.skippedRows!)).toBe(true);
    cleanup();
    const returned = await warscrollLists(false);
    expect(returned.length).toBeGreaterThan(3);
    for (const list of returned) expect(list.classList.contains(warscrollsStyles.skippedRows!)).toBe(false);
  });

  it('lets the browser skip Rules sections off screen when the army arrives, not on a return', async () => {
    expect((await rulesSections(true)).classList.contains(rulesStyles.skippedSections!)).toBe(true);
    cleanup();
    expect((await rulesSections(false)).classList.contains(rulesStyles.skippedSections!)).toBe(false);
  });

  // A jump over skipped sections would leave a position that a return, every section rendered, puts elsewhere.
  it('renders every Rules section once the address names one', async () => {
    // The tab scrolls the named section into view, which jsdom cannot.
    Element.prototype.scrollIntoView = () => {};
    try {
      expect((await rulesSections(true, 'battle-traits')).classList.contains(rulesStyles.skippedSections!)).toBe(false);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });
});
