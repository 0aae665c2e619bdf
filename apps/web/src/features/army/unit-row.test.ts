import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';

import { unitHref } from './unit-row';

describe('unitHref', () => {
  it("is the href the router builds for the unit's page", () => {
    const root = createRootRoute();
    const army = createRoute({ getParentRoute: () => root, path: '/army/$armyName' });
    const unit = createRoute({ getParentRoute: () => army, path: '/unit/$unitName' });
    const router = createRouter({ routeTree: root.addChildren([army.addChildren([unit])]), history: createMemoryHistory() });
    const names: [string, string][] = [
      ['Stormcast Eternals', 'Lord-Celestant on Dracoth'],
      ['Sons of Behemat', 'Kragnos, the End of Empires'],
      ['Daughters of Khaine', 'Morathi-Khaine (Shadow Queen)'],
      ['Flesh-eater Courts', 'Ushoran, Mad Prince/King & Co. 100% #1 ?ü'],
      ["Kruleboyz: Murkvast Menagerie / 100% #2 ?ä'", 'Marshcrawla Sloggoth'],
    ];
    for (const [armyName, unitName] of names) {
      expect(unitHref(armyName, unitName)).toBe(
        router.buildLocation({ to: '/army/$armyName/unit/$unitName', params: { armyName, unitName } } as never).publicHref,
      );
    }
  });
});
