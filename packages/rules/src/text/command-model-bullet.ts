// New Recruit lists a unit's command models ('• 1x Champion', '• 2x
// Musician'); the app leaves them out. A list does not store them (every
// unit fields its command models), so the importer checks them against the
// data instead of skipping them: a command model the unit lacks, or more of
// them than its size allows, is reported.
import { COMMAND_MODELS, type CommandModel, type Unit } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';
import type { OptionResult } from './apply-option.js';

const BY_KEY = new Map<string, CommandModel>(COMMAND_MODELS.map((name) => [nameKey(name), name]));
/** 'MUSICIAN (1/10)': one per ten models. */
const RATIO = /^(.+?)\s*\((\d{1,2})\s*\/\s*(\d{1,3})\)$/;

/** How many of a command model a unit of this many models may have. */
function allowance(data: Unit, model: CommandModel, models: number): number {
  for (const keyword of data.keywords) {
    const ratio = RATIO.exec(keyword);
    if (ratio && nameKey(ratio[1]!) === nameKey(model)) return Math.floor(models / Number(ratio[3])) * Number(ratio[2]);
  }
  return 1;
}

/** The result of a command-model bullet; undefined when the name is no command model. */
export function readCommandModel(data: Unit, reinforced: boolean, name: string, count: number): OptionResult | undefined {
  const model = BY_KEY.get(nameKey(name));
  if (!model) return undefined;
  if (!data.commandModels.includes(model)) {
    return { ok: false, code: 'UNKNOWN_OPTION', reason: `${data.name} has no ${model} in the current data.` };
  }
  const models = data.battleProfile.unitSize * (reinforced ? 2 : 1);
  const most = allowance(data, model, models);
  if (count > most) {
    return { ok: false, code: 'UNKNOWN_OPTION', reason: `${data.name} of ${models} models has at most ${most} ${model}, not ${count}.` };
  }
  return { ok: true };
}
