import type { Unit } from '@scrolldex/rules/model';

import type { WarningReport } from '../report/warning-report.js';
import type { ConvertedArmy } from './convert-army.js';

/**
 * Lists refer to units by name, so an army keeps one unit per name. Some
 * catalogues link the same warscroll twice under one name (one link with the
 * General option, one without Reinforced...): those merge, keeping whatever
 * either link allows. Different warscrolls under one name are reported.
 */
export function mergeDuplicateUnits(converted: ConvertedArmy, report: WarningReport): void {
  const byName = new Map<string, { unit: Unit; entryId: string }>();
  const units: Unit[] = [];
  for (const { unit, source } of converted.units) {
    const entryId = source.entry.attrs.id ?? '';
    const existing = byName.get(unit.name);
    if (!existing) {
      byName.set(unit.name, { unit, entryId });
      units.push(unit);
      continue;
    }
    if (existing.entryId !== entryId || existing.unit.points !== unit.points) {
      report.add({
        code: 'DUPLICATE_UNIT_NAME',
        file: converted.playable.catalogue.file,
        id: unit.id,
        message: `${converted.army.name} has two different units named '${unit.name}'; the first is kept.`,
      });
      continue;
    }
    mergeInto(existing.unit, unit);
  }
  converted.army.units = units;
}

function mergeInto(kept: Unit, other: Unit): void {
  kept.canBeReinforced ||= other.canBeReinforced;
  kept.enhancementTables = [...new Set([...kept.enhancementTables, ...other.enhancementTables])];
  const profile = kept.battleProfile;
  if (profile.regimentOptions.length === 0) profile.regimentOptions = other.battleProfile.regimentOptions;
  profile.subheroCategories = [...new Set([...profile.subheroCategories, ...other.battleProfile.subheroCategories])];
  profile.requiredLeader ??= other.battleProfile.requiredLeader;
  profile.undersizeCondition ??= other.battleProfile.undersizeCondition;
}
