// A unit's lines in an export: '<name> (<points>)' and its bullets.
import type { ContentUnit, UnitDetail } from './list-contents.js';

export const BULLET = '\u2022';

/** 'Shrewd Opportunist - (10) Points' for a costed enhancement, 'Shrewd Opportunist' for a free one; '2x Skypike' for a weapon. */
function detailText(detail: UnitDetail): string {
  switch (detail.kind) {
    case 'general':
      return 'General';
    case 'reinforced':
      return 'Reinforced';
    case 'enhancement':
      return detail.points > 0 ? `${detail.name} - (${detail.points}) Points` : detail.name;
    case 'weapon':
      return `${detail.count}x ${detail.name}`;
    case 'upgrade':
      return detail.name;
  }
}

/**
 * A unit's line (its full cost, reinforcement included; a regiment-of-renown
 * member without points), then its bullets: general, reinforced, enhancements
 * (trait, artefact, other tables), weapon options with counts, upgrades.
 */
export function unitLines(unit: ContentUnit): string[] {
  return [unit.points === null ? unit.name : `${unit.name} (${unit.points})`, ...unit.details.map((detail) => `${BULLET} ${detailText(detail)}`)];
}
