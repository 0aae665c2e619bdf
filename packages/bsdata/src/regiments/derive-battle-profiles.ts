import type { ConvertedArmy } from '../armies/convert-army.js';
import type { DataSet } from '../catalogue/load-data-set.js';
import { alignSeasonalVariants } from './align-seasonal-variants.js';
import { buildArmyTable } from './build-army-table.js';
import { buildRegimentOptions } from './build-regiment-options.js';
import { readRequiredLeader } from './read-required-leader.js';
import { readSubheroCategories } from './read-subhero-categories.js';
import { createRegimentContext } from './regiment-context.js';
import { createUnplacedReporter } from './report-unplaced.js';

/**
 * Fills the regiment side of every unit's battle profile:
 * the helper categories it counts as, the leader a companion must join, and,
 * for each unit that can lead, which units may join its regiment. Whatever
 * the encoding does not let us place exactly is reported as
 * UNPLACED_REGIMENT_OPTION (the message starts with its reason), never
 * dropped silently.
 *
 * How the options read (the app counts a unit in every option it matches):
 * - one option per grant (keyword, helper category split into keywords when
 *   exact, or unit names), narrowed to what the leader's limits leave;
 * - a limit on exactly a grant's units goes on that grant; a limit on part of
 *   one (0-1 Arkanaut Frigate under Any KHARADRON OVERLORDS) is an option of
 *   its own, so it never leaks onto the wider option;
 * - a pool (pattern 3: "0 while another SKYVESSEL stands") is one 0-1 option
 *   over the units it counts; an exclusive choice (a Raidmaster or an
 *   Emissary) one 0-1 option matching either side; a limit of 0 rules units
 *   out instead of writing '0-0';
 * - when a limit depends on something an option cannot say (another member
 *   being present), the most permissive reading is kept and reported;
 * - a seasonal variant leads and joins as its standard warscroll does, unless
 *   its own data says otherwise (alignSeasonalVariants).
 */
export function deriveBattleProfiles(converted: ConvertedArmy, dataSet: DataSet): void {
  const table = buildArmyTable(converted, dataSet.catalogues);
  const rc = createRegimentContext(table, createUnplacedReporter(dataSet.report));
  // Options match units by these, so every unit has them before any option is built.
  for (const unit of table.units) unit.unit.battleProfile.subheroCategories = readSubheroCategories(unit, rc.index);

  const candidates = table.units.filter((unit) => unit.canJoinRegiment);
  const heroes = candidates.filter((unit) => unit.isHero);
  for (const unit of candidates) unit.unit.battleProfile.requiredLeader = readRequiredLeader(unit, heroes, rc);

  for (const unit of candidates) unit.unit.battleProfile.regimentOptions = buildRegimentOptions(unit, rc);
  alignSeasonalVariants(table, dataSet.report);
  for (const unit of candidates) {
    const options = unit.unit.battleProfile.regimentOptions;
    if (unit.isHero && options.length === 0 && unit.unit.battleProfile.requiredLeader === null) {
      rc.report('no-options', unit.file, unit.unit.id, `${unit.unit.name} (${converted.army.name}) has no regiment options.`);
    }
  }
}
