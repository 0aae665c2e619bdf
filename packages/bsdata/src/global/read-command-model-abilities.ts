import { COMMAND_MODELS, type CommandModel, type CommandModelAbility } from '@scrolldex/rules/model';

import { readAbilitiesOf } from '../armies/read-abilities-of.js';
import type { ConversionEnv } from '../catalogue/conversion-env.js';
import { cleanName } from '../text/clean-text.js';
import { items } from '../xml/xml-element.js';

function asCommandModel(name: string): CommandModel | undefined {
  return COMMAND_MODELS.find((model) => model === name);
}

/**
 * What a champion, standard bearer or musician gives its unit: the abilities of
 * the game system's shared entries of those names, as the current handbook
 * words them (Champion has one profile per season).
 */
export function readCommandModelAbilities(env: ConversionEnv): CommandModelAbility[] {
  const result: CommandModelAbility[] = [];
  const found = new Set<CommandModel>();
  for (const entry of items(env.catalogue.root, 'sharedSelectionEntries')) {
    const model = asCommandModel(cleanName(entry.attrs.name ?? ''));
    if (!model) continue;
    found.add(model);
    const abilities = readAbilitiesOf(entry, env);
    if (abilities.length !== 1) {
      env.report.add({
        code: 'UNREADABLE_VALUE',
        file: env.catalogue.file,
        id: entry.attrs.id ?? '',
        message: `Command model '${model}' has ${abilities.length} abilities for the current handbook; expected 1, all are kept.`,
      });
    }
    result.push(...abilities.map((ability) => ({ model, ability })));
  }
  for (const model of COMMAND_MODELS) {
    if (found.has(model)) continue;
    env.report.add({
      code: 'UNMAPPED_ENTRY',
      file: env.catalogue.file,
      id: env.catalogue.id,
      message: `The game system has no shared entry for the command model '${model}'.`,
    });
  }
  return result;
}
