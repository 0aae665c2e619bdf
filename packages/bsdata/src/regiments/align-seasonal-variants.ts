import type { RegimentOption } from '@scrolldex/rules/model';

import type { WarningReport } from '../report/warning-report.js';
import type { ArmyUnit } from './army-unit.js';
import type { ArmyTable } from './build-army-table.js';
import { collectGrants } from './collect-grants.js';
import { compileMatcher, matcherKey } from './match-option.js';

const SEASONAL_SUFFIX = / \(Scourge of (?:Ghyran|Aqshy)\)$/;

type Pair = { variant: ArmyUnit; base: ArmyUnit };

/** Seasonal variants ('Vengorian Lord (Scourge of Aqshy)') with the standard warscroll of the same army. */
function findPairs(units: readonly ArmyUnit[]): Pair[] {
  const byName = new Map<string, ArmyUnit>();
  for (const unit of units) if (!byName.has(unit.unit.name)) byName.set(unit.unit.name, unit);
  const pairs: Pair[] = [];
  for (const variant of units) {
    const baseName = variant.unit.name.replace(SEASONAL_SUFFIX, '');
    // A second link of the same name is merged later, the first one kept: pair only that one.
    if (baseName === variant.unit.name || byName.get(variant.unit.name) !== variant) continue;
    const base = byName.get(baseName);
    if (base && variant.canJoinRegiment) pairs.push({ variant, base });
  }
  return pairs;
}

/** What a unit grants as a leader, with its own ids written as 'self' so a variant and its base compare. */
function grantKeys(unit: ArmyUnit): Set<string> {
  return new Set(collectGrants(unit).map(({ kind, remove, targetId }) => `${kind}|${remove}|${unit.ownIds.has(targetId) ? 'self' : targetId}`));
}

/**
 * Whether the variant's own entries grant something else than the base's.
 * Only then does the data speak for the variant as a leader; a variant that
 * grants the same (or nothing) lost its base's options because upstream names
 * only the base's ids in the leader limits.
 */
function grantsOnItsOwn(pair: Pair): boolean {
  const own = grantKeys(pair.variant);
  if (own.size === 0) return false;
  const base = grantKeys(pair.base);
  return own.size !== base.size || [...own].some((key) => !base.has(key));
}

function optionsKey(options: readonly RegimentOption[]): string {
  return options
    .map((option) => `${option.min}:${option.max}:${matcherKey(option.heroes, option)}`)
    .sort()
    .join('\n');
}

function leadAsBase({ variant, base }: Pair): boolean {
  const options = base.unit.battleProfile.regimentOptions;
  if (optionsKey(options) === optionsKey(variant.unit.battleProfile.regimentOptions)) return false;
  variant.unit.battleProfile.regimentOptions = options.map((option) => ({ ...option, unitNames: [...option.unitNames] }));
  return true;
}

/**
 * The variant counts as every helper category the base does (its own extra
 * ones stay: the data gives them to the variant itself), and is named beside
 * the base wherever an option admits the base but not the variant.
 */
function joinAsBase({ variant, base }: Pair, leaders: readonly ArmyUnit[]): boolean {
  const profile = variant.unit.battleProfile;
  const categories = [...new Set([...profile.subheroCategories, ...base.unit.battleProfile.subheroCategories])];
  let changed = categories.length !== profile.subheroCategories.length;
  profile.subheroCategories = categories;
  for (const leader of leaders) {
    for (const option of leader.unit.battleProfile.regimentOptions) {
      const matches = compileMatcher(option, option.heroes);
      if (!matches(base.unit) || matches(variant.unit)) continue;
      option.unitNames.push(variant.unit.name);
      changed = true;
    }
  }
  return changed;
}

/**
 * A seasonal variant leads and joins exactly as its standard warscroll does,
 * unless the data says otherwise for the variant itself (grants of its own as
 * a leader; categories of its own as a member). Upstream often writes regiment
 * rules for the base ids only, which would turn a Wight King away from a
 * Vengorian Lord (Scourge of Aqshy). Each pair changed is reported as
 * SEASONAL_VARIANT_ALIGNED, so the decision stays visible per data update.
 */
export function alignSeasonalVariants(table: ArmyTable, report: WarningReport): void {
  const pairs = findPairs(table.units);
  if (pairs.length === 0) return;
  const leads = pairs.filter((pair) => !grantsOnItsOwn(pair) && leadAsBase(pair));
  const leaders = table.units.filter((unit) => unit.unit.battleProfile.regimentOptions.length > 0);
  const joins = pairs.filter((pair) => joinAsBase(pair, leaders));
  for (const pair of pairs) {
    const how = [leads.includes(pair) && 'leads', joins.includes(pair) && 'joins'].filter(Boolean).join(' and ');
    if (!how) continue;
    report.add({
      code: 'SEASONAL_VARIANT_ALIGNED',
      file: pair.variant.file,
      id: pair.variant.unit.id,
      message: `${pair.variant.unit.name} (${table.army.army.name}) now ${how} as ${pair.base.unit.name} does; the data's regiment rules name only the standard warscroll.`,
    });
  }
}
