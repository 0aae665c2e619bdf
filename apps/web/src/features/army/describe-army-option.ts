// An army's list-building options as notes a player reads on the army's rules
// page; the validator checks them.
import { KNOWN_ARMY_OPTION_TYPES, type ArmyOption, type KnownArmyOption } from '@scrolldex/rules';

const KNOWN: ReadonlySet<string> = new Set(KNOWN_ARMY_OPTION_TYPES);

function names(units: readonly string[]): string {
  if (units.length <= 1) return units[0] ?? '';
  return `${units.slice(0, -1).join(', ')} or ${units.at(-1)!}`;
}

function howMany(min: number, max: number): string {
  if (max === -1) return `at least ${min}`;
  if (min === max) return `exactly ${min}`;
  if (min === 0) return `at most ${max}`;
  return `between ${min} and ${max}`;
}

function describeKnown(option: KnownArmyOption): string {
  switch (option.type) {
    case 'RequiredGeneral':
      return `Your general must be ${names(option.units)}.`;
    case 'GeneralIfIncluded':
      return option.units.length === 1
        ? `If your list includes ${option.units[0]!}, it must be your general.`
        : `If your list includes ${names(option.units)}, one of them must be your general.`;
    case 'MustBeIncluded':
      return `Your list must include ${howMany(option.min, option.max)} of: ${option.units.join(', ')}.`;
    case 'GeneralIfHero':
      return `${names(option.units)} can be your general, though not a Hero; only one of them can be.`;
    case 'OnePerX': {
      const base = option.base > 0 ? `, plus ${option.base} without one` : '';
      return `You can include 1 ${option.onePerUnit} for each ${option.enablingUnit} in your list${base}.`;
    }
    case 'Custom':
      return option.note;
  }
}

/** The note for one option; null for a type this version does not know (the validator reports those). */
export function describeArmyOption(option: ArmyOption): string | null {
  if (!KNOWN.has(option.type)) return null;
  return describeKnown(option as KnownArmyOption);
}
