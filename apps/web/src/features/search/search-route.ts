// Where a search result leads: the
// engine names the route, this turns it into the app's link.
import { linkOptions } from '@tanstack/react-router';
import type { SearchRoute } from '@scrolldex/rules';

export function searchRouteLink(route: SearchRoute) {
  switch (route.name) {
    case 'UnitDetail':
      return linkOptions({ to: '/army/$armyName/unit/$unitName', params: route.params });
    case 'UnitList':
      return linkOptions({ to: '/army/$armyName', params: route.params, hash: route.hash ?? undefined });
    case 'ManifestationLore':
      return linkOptions({ to: '/manifestation/$loreName', params: route.params });
    case 'RegimentOfRenown':
      return linkOptions({ to: '/regiment-of-renown/$regimentName', params: route.params });
    case 'BattleTacticCard':
      return linkOptions({ to: '/search/battleTacticCard/$cardName', params: route.params });
    case 'PathToGlory':
      return linkOptions({ to: '/path-to-glory', hash: route.hash });
    case 'RuleBySearch':
      return linkOptions({ to: '/search/rule/$ruleId', params: route.params });
    case 'FAQ':
      return linkOptions({ to: '/search/faq/$sectionTitle', params: route.params });
  }
}
