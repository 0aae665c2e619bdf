import type { Unit } from '../model/index.js';
import type { QuickReference, QuickReferenceRow } from './battle-view-model.js';
import { hasCommandModel } from './core-sources.js';

/** Badges after a unit's Control value, in the order they print. */
export const CONTROL_BADGES: readonly { label: string; applies: (unit: Unit) => boolean }[] = [
  // The Standard Bearer command-model ability adds 1 to the unit's control score.
  { label: '(+1)', applies: (unit) => hasCommandModel(unit, 'Standard Bearer') },
  // The Beast keyword ability caps the unit's control score at 1.
  { label: '(max 1)', applies: (unit) => unit.keywords.includes('BEAST') },
];

// '-' is how warscrolls print 'not applicable' (faction terrain, most manifestations).
function printed(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || trimmed === '-' ? null : trimmed;
}

function rows(units: readonly Unit[], value: (unit: Unit) => string | null, badges: (unit: Unit) => string[]): QuickReferenceRow[] {
  return units.flatMap((unit) => {
    const shown = printed(value(unit));
    return shown === null ? [] : [{ name: unit.name, value: shown, badges: badges(unit) }];
  });
}

/** The Movement phase table: each warscroll that can move and its Move characteristic. */
export function buildMoveReference(units: readonly Unit[]): QuickReference {
  return {
    columns: ['Name', 'Move'],
    rows: rows(
      units,
      (unit) => unit.move,
      () => [],
    ),
  };
}

/** The End of Turn table: each warscroll that can control objectives, its Control characteristic and badges. */
export function buildControlReference(units: readonly Unit[]): QuickReference {
  const badges = (unit: Unit) => CONTROL_BADGES.filter((badge) => badge.applies(unit)).map((badge) => badge.label);
  return { columns: ['Name', 'Control'], rows: rows(units, (unit) => unit.control, badges) };
}
