// A unit's lines in an export: '<name> (<points>)' and its bullets.
import type { ListUnit } from '../list/army-list.js';
import type { ArmyLookup } from '../lookup/build-army-lookup.js';
import { unitPoints } from '../points/list-points.js';
import { nameKey } from '../shared/name-key.js';

export const BULLET = '\u2022';

/** '• Shrewd Opportunist - (10) Points' for a costed enhancement, '• Shrewd Opportunist' for a free one. */
function enhancementBullet(name: string, lookup: ArmyLookup): string {
  const points = lookup.enhancements.get(nameKey(name))?.enhancement.points ?? 0;
  return points > 0 ? `${BULLET} ${name} - (${points}) Points` : `${BULLET} ${name}`;
}

/** General, reinforced, enhancements (trait, artefact, other tables), weapon options with counts, upgrades. */
export function unitBullets(listUnit: ListUnit, lookup: ArmyLookup): string[] {
  const lines: string[] = [];
  if (listUnit.general) lines.push(`${BULLET} General`);
  if (listUnit.reinforced) lines.push(`${BULLET} Reinforced`);
  for (const name of [listUnit.heroicTrait, listUnit.artifact, ...Object.values(listUnit.enhancementChoices)]) {
    if (name) lines.push(enhancementBullet(name, lookup));
  }
  for (const choices of Object.values(listUnit.weapons)) {
    for (const choice of choices) if (choice.count > 0) lines.push(`${BULLET} ${choice.count}x ${choice.name}`);
  }
  for (const upgrade of listUnit.upgrades) lines.push(`${BULLET} ${upgrade}`);
  return lines;
}

/** A placed unit: its line with its full cost (reinforcement included), then its bullets. */
export function unitLines(listUnit: ListUnit, lookup: ArmyLookup): string[] {
  const unit = lookup.units.get(nameKey(listUnit.name));
  const points = unit ? unitPoints(unit, listUnit.reinforced) : 0;
  return [`${unit?.name ?? listUnit.name} (${points})`, ...unitBullets(listUnit, lookup)];
}

/** A regiment-of-renown member: its name without points, then its bullets. */
export function memberLines(listUnit: ListUnit, lookup: ArmyLookup): string[] {
  return [listUnit.name, ...unitBullets(listUnit, lookup)];
}
