import { CORE_ABILITIES, CORE_COMMANDS } from '../core-rules/core-abilities.js';
import type { Ability, CommandModel, GameData, Unit } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';
import { fromSource, sectionId, type SourceSection, type SourcedAbility } from './ability-sources.js';
import type { AbilitySource } from './battle-view-model.js';
import type { BattleViewSettings } from './battle-view-model.js';

function namesOf(units: readonly Unit[]): string[] {
  return units.map((unit) => unit.name);
}

export function hasCommandModel(unit: Unit, model: CommandModel): boolean {
  if (unit.commandModels.includes(model)) return true;
  // Older conversions only carry the keyword, e.g. 'STANDARD BEARER (1/10)'.
  const keyword = model.toUpperCase();
  return unit.keywords.some((candidate) => candidate === keyword || candidate.startsWith(`${keyword} (`));
}

// The handbook's own wording of 'Activate Place of Power' replaces ours when
// the data has it; the rest of the core actions only exist as authored data.
function coreActions(data: GameData): Ability[] {
  const placeOfPower = data.coreRules.placeOfPower;
  return CORE_ABILITIES.filter((ability) => ability.type !== 'Command').map((ability) =>
    placeOfPower && nameKey(ability.name) === nameKey(placeOfPower.name) ? placeOfPower : ability,
  );
}

const CORE_ABILITIES_SOURCE: AbilitySource = { kind: 'coreRules', name: 'Core Abilities' };
const COMMAND_MODELS_SOURCE: AbilitySource = { kind: 'coreRules', name: 'Command Models' };
const COMMANDS_SOURCE: AbilitySource = { kind: 'coreRules', name: 'Commands' };

function keywordAbilities(data: GameData, units: readonly Unit[]): SourcedAbility[] {
  return data.coreRules.keywordAbilities.flatMap(({ keywords, ability }) => {
    const users = units.filter((unit) => unit.keywords.some((keyword) => keywords.includes(keyword)));
    return users.length > 0 ? [{ ability, source: CORE_ABILITIES_SOURCE, usedBy: namesOf(users) }] : [];
  });
}

function commandModelAbilities(data: GameData, units: readonly Unit[]): SourcedAbility[] {
  return data.coreRules.commandModelAbilities.flatMap(({ model, ability }) => {
    const users = units.filter((unit) => hasCommandModel(unit, model));
    return users.length > 0 ? [{ ability, source: COMMAND_MODELS_SOURCE, usedBy: namesOf(users) }] : [];
  });
}

/**
 * The optional sections of the Battle Settings page: core abilities (the
 * core actions plus the keyword abilities some unit in play has), the
 * command-model abilities of units that have those models, and the commands.
 */
export function collectCoreSources(data: GameData, units: readonly Unit[], settings: BattleViewSettings): SourceSection[] {
  const sources: SourceSection[] = [];
  if (settings.showCoreAbilities) {
    sources.push({
      id: sectionId.coreAbilities,
      source: 'coreAbilities',
      title: 'Core Abilities',
      abilities: [...fromSource(coreActions(data), CORE_ABILITIES_SOURCE), ...keywordAbilities(data, units)],
    });
  }
  if (settings.showCommandModelAbilities) {
    sources.push({
      id: sectionId.commandModelAbilities,
      source: 'commandModelAbilities',
      title: 'Command Model Abilities',
      abilities: commandModelAbilities(data, units),
    });
  }
  if (settings.showCommands) {
    sources.push({
      id: sectionId.commands,
      source: 'commands',
      title: 'Commands',
      abilities: fromSource(CORE_COMMANDS, COMMANDS_SOURCE),
    });
  }
  return sources.filter((source) => source.abilities.length > 0);
}
