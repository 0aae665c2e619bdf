import type { OrderOfBattle } from '@scrolldex/rules/model';

import type { Catalogue } from '../catalogue/catalogue.js';
import { CATEGORY_FACTION_TERRAIN, CATEGORY_ORDER_OF_BATTLE } from '../ids.js';
import { cleanName } from '../text/clean-text.js';
import { items, type XmlElement } from '../xml/xml-element.js';
import { readSelectionBound } from './campaign-tree.js';

type ForceLimits = Pick<OrderOfBattle, 'unitKeywords' | 'maxFactionTerrain'>;

const NO_FORCE: ForceLimits = { unitKeywords: [], maxFactionTerrain: null };

const FORCE_PREFIX = /^Path to Glory:\s*/;
const TRAILING_TAG = /\s*\[[^\]]*\]$/;

/** A campaign's name without its tag ('Blighted Wilds [WIP]' and 'Blighted Wilds' are one campaign). */
function untagged(name: string): string {
  return name.replace(TRAILING_TAG, '');
}

/** The game system's Path to Glory forces, each with the campaign name it is for ('Freeform [UNOFFICIAL]'). */
export function campaignForces(gameSystem: Catalogue): { force: XmlElement; campaignName: string }[] {
  return items(gameSystem.root, 'forceEntries')
    .map((force) => ({ force, name: cleanName(force.attrs.name ?? '') }))
    .filter(({ name }) => FORCE_PREFIX.test(name))
    .map(({ force, name }) => ({ force, campaignName: name.replace(FORCE_PREFIX, '') }));
}

/** Whether two campaign names name one campaign, tags aside. */
export function isSameCampaign(name: string, other: string): boolean {
  return untagged(name) === untagged(other);
}

function isKeyword(name: string): boolean {
  return name !== '' && name === name.toUpperCase();
}

/**
 * What the game system's force 'Path to Glory: <campaign>' allows: its child force
 * 'Order of Battle' names the unit keywords it holds (HERO, INFANTRY, ...), and
 * the force caps FACTION TERRAIN. A campaign without a force allows nothing the data says.
 */
export function readOrderOfBattleForce(gameSystem: Catalogue, campaignName: string): ForceLimits {
  const force = campaignForces(gameSystem).find((candidate) => isSameCampaign(candidate.campaignName, campaignName))?.force;
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
