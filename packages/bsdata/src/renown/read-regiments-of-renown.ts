import type { RegimentOfRenown } from '@scrolldex/rules/model';

import { cleanCatalogueName } from '../catalogue/catalogue.js';
import type { ConversionEnv } from '../catalogue/conversion-env.js';
import type { DataSet } from '../catalogue/load-data-set.js';
import { withExtraForce } from '../context/static-context.js';
import { CATALOGUE_REGIMENTS_OF_RENOWN, COST_POINTS } from '../ids.js';
import { readPoints } from '../units/read-points.js';
import { items, type XmlElement } from '../xml/xml-element.js';
import { buildSourceArmyLookup } from './build-source-army-lookup.js';
import { collectRenownEntries, type RenownEntries } from './collect-renown-entries.js';
import { findRenownForces } from './find-renown-forces.js';
import { readRenownAbilities } from './read-renown-abilities.js';
import { readRenownUnits } from './read-renown-units.js';
import { readSelectableIn } from './read-selectable-in.js';
import { readSummonedUnits } from './read-summoned-units.js';

function readRenownPoints(force: XmlElement, name: string, dataSet: DataSet): number {
  const hasCost = items(force, 'costs').some((cost) => cost.attrs.typeId === COST_POINTS);
  if (!hasCost) {
    dataSet.report.add({
      code: 'UNREADABLE_VALUE',
      file: dataSet.gameSystem.file,
      id: force.attrs.id ?? '',
      message: `Regiment of renown '${name}' has no points cost of its own; 0 is used (its units may carry their own).`,
    });
  }
  return readPoints({ link: null, links: [], entry: force, catalogue: dataSet.gameSystem }, dataSet.context);
}

/**
 * The regiments of renown the current handbook offers: the
 * game system's renown forces give name, points and the armies that may take
 * them; the regiments-of-renown catalogue gives their units and abilities,
 * matched by force id, and the manifestations their own summon spells bring.
 *
 * armyNameById maps catalogue ids to army names ('Slaves to Darkness - Legion
 * of the First Prince'); for stub armies of renown it also holds their shared
 * (þ) library's id.
 */
export function readRegimentsOfRenown(dataSet: DataSet, armyNameById: ReadonlyMap<string, string>): RegimentOfRenown[] {
  const forces = findRenownForces(dataSet);
  const catalogue = dataSet.catalogueById.get(CATALOGUE_REGIMENTS_OF_RENOWN);
  if (!catalogue) {
    dataSet.report.add({
      code: 'UNKNOWN_CATALOGUE',
      file: dataSet.gameSystem.file,
      id: CATALOGUE_REGIMENTS_OF_RENOWN,
      message: 'The regiments-of-renown catalogue is missing; regiments of renown get no units or abilities.',
    });
  }
  const entries: RenownEntries = catalogue
    ? collectRenownEntries(catalogue, dataSet, new Set(forces.all.keys()))
    : { unitLinks: new Map(), abilityEntries: new Map() };
  const sourceArmiesOf = buildSourceArmyLookup(dataSet, armyNameById);
  const nameOf = (id: string) => cleanCatalogueName(forces.all.get(id)?.attrs.name ?? id).name;

  return forces.current.map((force) => {
    const id = force.attrs.id ?? '';
    const { name, legends } = cleanCatalogueName(force.attrs.name ?? '');
    // Inside its own force the regiment's hidden units and ability entries show.
    const env: ConversionEnv = {
      index: dataSet.index,
      context: withExtraForce(dataSet.context, id),
      report: dataSet.report,
      catalogue: catalogue ?? dataSet.gameSystem,
    };
    const linked = readRenownUnits(entries.unitLinks.get(id) ?? [], name, env);
    const abilities = readRenownAbilities({ renownId: id, renownName: name, entriesByRenown: entries.abilityEntries, nameOf }, env);
    const units = [...linked, ...readSummonedUnits(abilities, linked, env)];
    return {
      id,
      name,
      points: readRenownPoints(force, name, dataSet),
      legends,
      selectableIn: readSelectableIn(force, dataSet, armyNameById),
      sourceArmies: [...new Set(units.flatMap((unit) => sourceArmiesOf(unit.definedIn)))],
      units: units.map(({ count, unit }) => ({ count, unit })),
      abilities,
    };
  });
}
