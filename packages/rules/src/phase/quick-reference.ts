import type { Ability, Unit } from '../model/index.js';
import type { QuickReference, QuickReferenceRow } from './battle-view-model.js';
import { hasCommandModel } from './core-sources.js';

/** Badges after a unit's Control value, in the order they print. */
export const CONTROL_BADGES: readonly { label: string; applies: (unit: Unit) => boolean }[] = [
  // The Standard Bearer command-model ability adds 1 to the unit's control score.
  { label: '(+1)', applies: (unit) => hasCommandModel(unit, 'Standard Bearer') },
  // The Beast keyword ability caps the unit's control score at 1.
  { label: '(max 1)', applies: (unit) => unit.keywords.includes('BEAST') },
];

/**
 * Texts of a warscroll's own ability that change the unit's own control score
 * ('Add 8 to this unit's control score while it is in combat', 'add 5 to its
 * control score', 'the control score of this unit'); scores of targets and
 * enemy units are not the unit's own. The Beast keyword ability has its badge.
 */
const OWN_CONTROL_SCORE = [/\bthis unit's control score\b/i, /\b(?:add|subtract)\b[^.]*\bto its control score\b/i, /\bcontrol score of this unit\b/i];
const BADGED_ABILITIES = new Set(['Beast']);

function changesOwnControl(ability: Ability): boolean {
  const text = `${ability.declare ?? ''} ${ability.effect}`.replace(/\*\*|\^\^/g, '');
  return !BADGED_ABILITIES.has(ability.name) && OWN_CONTROL_SCORE.some((pattern) => pattern.test(text));
}

/** The unit's own abilities that change its control score (the skull badge of the Control table). */
export function controlChangedBy(unit: Unit): string[] {
  const abilities = [...unit.abilities, ...unit.optionSets.flatMap((set) => set.options.flatMap((option) => option.abilities))];
  return [...new Set(abilities.filter(changesOwnControl).map((ability) => ability.name))];
}

// '-' is how warscrolls print 'not applicable' (faction terrain, most manifestations).
function printed(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || trimmed === '-' ? null : trimmed;
}

function rows(
  units: readonly Unit[],
  value: (unit: Unit) => string | null,
  badges: (unit: Unit) => string[],
  changedBy: (unit: Unit) => string[] = () => [],
): QuickReferenceRow[] {
  return units.flatMap((unit) => {
    const shown = printed(value(unit));
    return shown === null ? [] : [{ name: unit.name, value: shown, badges: badges(unit), changedBy: changedBy(unit) }];
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
  return { columns: ['Name', 'Control'], rows: rows(units, (unit) => unit.control, badges, controlChangedBy) };
}
