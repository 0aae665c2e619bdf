import type { OrderOfBattle } from '@scrolldex/rules/model';

import type { Catalogue } from '../catalogue/catalogue.js';
import { CATEGORY_FACTION_TERRAIN, CATEGORY_ORDER_OF_BATTLE } from '../ids.js';
import { cleanName } from '../text/clean-text.js';
import { items, type XmlElement } from '../xml/xml-element.js';
import { readSelectionBound } from './campaign-tree.js';

type ForceLimits = Pick<OrderOfBattle, 'unitKeywords' | 'maxFactionTerrain'>;

const NO_FORCE: ForceLimits = { unitKeywords: [], maxFactionTerrain: null };

function isKeyword(name: string): boolean {
  return name !== '' && name === name.toUpperCase();
}

/**
 * What the game system's force 'Path to Glory: <campaign>' allows: its child force
 * 'Order of Battle' names the unit keywords it holds (HERO, INFANTRY, ...), and
 * the force caps FACTION TERRAIN. A campaign without a force allows nothing the data says.
 */
export function readOrderOfBattleForce(gameSystem: Catalogue, campaignName: string): ForceLimits {
  const force = items(gameSystem.root, 'forceEntries').find((entry) => cleanName(entry.attrs.name ?? '') === `Path to Glory: ${campaignName}`);
  if (!force) return NO_FORCE;
  const orderOfBattle = items(force, 'forceEntries').find((child) =>
    items(child, 'categoryLinks').some((link) => link.attrs.targetId === CATEGORY_ORDER_OF_BATTLE),
  );
  const unitKeywords = orderOfBattle
    ? items(orderOfBattle, 'categoryLinks')
        .map((link) => cleanName(link.attrs.name ?? ''))
        .filter(isKeyword)
    : [];
  const terrain: XmlElement | undefined = items(force, 'categoryLinks').find((link) => link.attrs.targetId === CATEGORY_FACTION_TERRAIN);
  return { unitKeywords, maxFactionTerrain: terrain ? readSelectionBound(terrain, 'max') : null };
}
