import type { KnownArmyOption } from '@scrolldex/rules/model';

import type { ConvertedArmy } from '../armies/convert-army.js';
import type { DataSet } from '../catalogue/load-data-set.js';
import { deriveCustomNotes } from './derive-custom-notes.js';
import { deriveGeneralIfHero } from './derive-general-if-hero.js';
import { deriveGeneralIfIncluded } from './derive-general-if-included.js';
import { deriveMustBeIncluded } from './derive-must-be-included.js';
import { deriveOnePerX } from './derive-one-per-x.js';
import { deriveRequiredGeneral } from './derive-required-general.js';
import { indexArmyUnits, type ArmyUnit } from './index-army-units.js';
import { readRosterLimits, type RosterLimit } from './read-roster-limits.js';
import { reportUnplaced } from './report-unplaced.js';

/**
 * The army-wide list-building rules of one army or army of renown (docs/data-mapping.md,
 * "Army options"), in a fixed order: RequiredGeneral, GeneralIfIncluded, MustBeIncluded,
 * GeneralIfHero, OnePerX, Custom. Units are named as the army lists them. A rule
 * the data states but no option can express goes to the report as
 * UNPLACED_ARMY_OPTION.
 */
export function deriveArmyOptions(converted: ConvertedArmy, dataSet: DataSet): KnownArmyOption[] {
  const index = indexArmyUnits(converted);
  const limits = new Map<ArmyUnit, RosterLimit[]>();
  const limitsOf = (unit: ArmyUnit): RosterLimit[] => {
    let read = limits.get(unit);
    if (!read) limits.set(unit, (read = readRosterLimits(unit)));
    return read;
  };

  const generalIfIncluded = deriveGeneralIfIncluded(index);
  const mustBeIncluded = deriveMustBeIncluded(index, limitsOf);
  const onePerX = deriveOnePerX(index, limitsOf);
  reportUnplaced(index, [...generalIfIncluded.unplaced, ...mustBeIncluded.unplaced, ...onePerX.unplaced], dataSet.report, 'UNPLACED_ARMY_OPTION');
  return [
    ...deriveRequiredGeneral(index),
    ...generalIfIncluded.options,
    ...mustBeIncluded.options,
    ...deriveGeneralIfHero(index),
    ...onePerX.options,
    ...deriveCustomNotes(index),
  ];
}
