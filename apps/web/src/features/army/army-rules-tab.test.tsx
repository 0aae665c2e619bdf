import { findArmy } from '@scrolldex/rules';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { loadRealGameData } from '../../test/real-game-data';
import { ArmyRulesTab } from './army-rules-tab';
import rulesStyles from './army-rules-tab.module.css';

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

/** What holds the Rules tab's sections; `progressive` as the army page gives it, `hash` the section the address names. */
async function rulesSections(progressive: boolean, hash = '') {
  renderOnArmyPage(<ArmyRulesTab army={army} hash={hash} progressive={progressive} />);
  return (await screen.findByRole('region', { name: 'Battle Traits' })).parentElement!;
}

afterEach(cleanup);

// The router restores the position it took over rendered sections: a section held at a guessed height would move it.
describe('the army Rules tab', () => {
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
