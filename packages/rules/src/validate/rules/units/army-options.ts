import { KNOWN_ARMY_OPTION_TYPES, type ArmyOption, type KnownArmyOption } from '../../../model/index.js';
import type { Report, Rule } from '../../rule.js';
import { isUnique, viewList, type ListView } from './list-view.js';
import { seasonalBaseKey } from './seasonal-base.js';
import { restatesSoulblightPair } from './soulblight-pairs.js';

type Option<TType extends KnownArmyOption['type']> = Extract<KnownArmyOption, { type: TType }>;

const KNOWN: ReadonlySet<string> = new Set(KNOWN_ARMY_OPTION_TYPES);

const isNames = (value: unknown) => Array.isArray(value) && value.every((name) => typeof name === 'string');

/**
 * A known type in a shape the schema refuses still loads, as a loose option:
 * it is reported as unknown rather than read through fields it lacks.
 */
function isKnown(option: ArmyOption): option is KnownArmyOption {
  if (!KNOWN.has(option.type)) return false;
  const fields = option as Record<string, unknown>;
  if (option.type === 'Custom') return true;
  if (option.type === 'OnePerX') {
    return typeof fields.enablingUnit === 'string' && typeof fields.onePerUnit === 'string' && typeof fields.base === 'number';
  }
  if (option.type === 'MustBeIncluded' && (typeof fields.min !== 'number' || typeof fields.max !== 'number')) return false;
  return isNames(fields.units);
}

/**
 * How many of the named units the list holds. A unique unit counts once and a
 * seasonal variant counts with its standard warscroll: the uniqueness and
 * seasonal rules report those duplicates in their own words.
 */
function countIncluded(view: ListView, names: readonly string[]): number {
  const keys = new Set(names.map(view.index.key));
  const perBase = new Map<string, number>();
  for (const placement of [...view.placed, ...view.renown]) {
    if (!keys.has(placement.key)) continue;
    const base = seasonalBaseKey(placement.key);
    const count = placement.unit && isUnique(placement.unit) ? 1 : view.allCounts.get(placement.key)!;
    perBase.set(base, Math.max(perBase.get(base) ?? 0, count));
  }
  let total = 0;
  for (const count of perBase.values()) total += count;
  return total;
}

function checkMustBeIncluded(view: ListView, option: Option<'MustBeIncluded'>, report: Report): void {
  const units = option.units.join(', ');
  const count = countIncluded(view, option.units);
  if (count < option.min) report('MUST_BE_INCLUDED_TOO_FEW', { min: option.min, units });
  if (option.max === -1 || count <= option.max) return;
  if (option.max === 1 && restatesSoulblightPair(view.index, new Set(option.units.map(view.index.key)))) return;
  report('MUST_BE_INCLUDED_TOO_MANY', { max: option.max, units });
}

function checkOnePerX(view: ListView, option: Option<'OnePerX'>, report: Report): void {
  const { index, placedCounts } = view;
  const limited = index.unit(option.onePerUnit);
  // The same limit written on the undersize unit itself is reported by the undersize rule.
  const condition = limited?.isUndersize ? limited.battleProfile.undersizeCondition : null;
  if (option.base === 0 && condition && index.key(condition) === index.key(option.enablingUnit)) return;
  const allowed = option.base + (placedCounts.get(index.key(option.enablingUnit)) ?? 0);
  if ((placedCounts.get(index.key(option.onePerUnit)) ?? 0) > allowed) {
    report('ONE_PER_X', { allowed, unit: option.onePerUnit, enabling: option.enablingUnit });
  }
}

function checkOption(view: ListView, option: KnownArmyOption, report: Report): void {
  const { index, generals } = view;
  const keys = () => new Set(('units' in option ? option.units : []).map(index.key));
  switch (option.type) {
    case 'RequiredGeneral': {
      // With no general chosen, '1 general must be selected' says enough.
      const allowed = keys();
      if (generals.length > 0 && !generals.some(({ key }) => allowed.has(key))) report('REQUIRED_GENERAL', { units: option.units.join(', ') });
      return;
    }
    case 'GeneralIfIncluded': {
      if (generals.length === 0) return;
      const named = keys();
      const reported = new Set<string>();
      for (const { key, name, listUnit } of view.placed) {
        if (!named.has(key) || listUnit.general || reported.has(key)) continue;
        reported.add(key);
        report('GENERAL_IF_INCLUDED', { unit: name });
      }
      return;
    }
    case 'MustBeIncluded':
      return checkMustBeIncluded(view, option, report);
    case 'GeneralIfHero': {
      // Only one of these units may act as a hero; a variant and its standard
      // warscroll are one unit here (the seasonal rule forbids the pair).
      const named = keys();
      const included = new Set(view.placed.filter(({ key }) => named.has(key)).map(({ key }) => seasonalBaseKey(key)));
      if (included.size > 1) report('GENERAL_IF_HERO_ONE', { units: option.units.join(', ') });
      return;
    }
    case 'OnePerX':
      return checkOnePerX(view, option, report);
    case 'Custom':
      return;
  }
}

/** The army's own leadership and roster rules (army options); a Custom note cannot be checked. */
export const armyOptionsRule: Rule = {
  id: 'leadership/army-options',
  needsArmy: true,
  check(context, report) {
    const view = viewList(context);
    for (const option of view.index.army.options) {
      if (isKnown(option)) checkOption(view, option, report);
      else report('UNKNOWN_ARMY_OPTION', { type: option.type });
    }
  },
};
