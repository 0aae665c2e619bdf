import type { AbilityType } from '../model/ability.js';

// How often an ability may be used, as data (the timing and declare headers
// the data prints, the texts that lift a limit, the rules for commands,
// spells and prayers). Patterns run on text normalised by normalisePhaseText.

export const FREQUENCY_KINDS = ['oncePerBattle', 'oncePerBattleRound', 'oncePerTurn', 'oncePerPhase', 'unlimited'] as const;
export type FrequencyKind = (typeof FREQUENCY_KINDS)[number];

/**
 * The 'Once Per ...' header of a timing line, first match wins: 'once per
 * battle round' before 'once per battle'. The data spells them with and
 * without a space before '(Army)' and with doubled spaces, which
 * normalisation folds.
 */
export const ONCE_PER_HEADERS: readonly { pattern: RegExp; kind: Exclude<FrequencyKind, 'unlimited'> }[] = [
  { pattern: /\bonce per battle round\b/, kind: 'oncePerBattleRound' },
  { pattern: /\bonce per battle\b/, kind: 'oncePerBattle' },
  { pattern: /\bonce per turn\b/, kind: 'oncePerTurn' },
  { pattern: /\bonce per phase\b/, kind: 'oncePerPhase' },
];

/** '(Army)' after the header: the whole army uses it that often, not each unit. */
export const ARMY_HEADER = /\bonce per (?:battle round|battle|turn|phase) ?\(army\)/;

/** A header the data put in the declare text instead of the timing ('Once Per Turn (Army), Any Combat Phase'). */
export const DECLARE_HEADER = /^once per\b/;

/** Texts that lift the limit of one use per phase ('This unit can use this ability more than once per phase ...'). */
export const UNLIMITED_TEXTS: readonly RegExp[] = [
  /\bcan use this ability more than once per phase\b/,
  /\bcan be used more than once per phase\b/,
  /\bcan cast this spell more than once per phase\b/,
  /\bcan be cast by the same wizard more than once per phase\b/,
];

/** The keyword that frees a spell or prayer from its once-per-phase limit (the data also prints 'UNLIMITED.'). */
export const UNLIMITED_KEYWORD = /\bunlimited\b/;

/**
 * Commands: the core rules let an army use each command once per phase (our
 * core rules document says so beside the commands). A command is an ability
 * with a command-point cost.
 */
export const COMMAND_TYPE: AbilityType = 'Command';

/**
 * Spells and prayers without the UNLIMITED keyword: the core rules let an
 * army attempt the same Spell or Prayer once per phase, whichever wizard or
 * priest does it.
 */
export const SPELL_OR_PRAYER: { types: readonly AbilityType[]; keywords: readonly string[] } = {
  types: ['Spell', 'Prayer'],
  keywords: ['SPELL', 'PRAYER'],
};

/** Whose turns an ability is used in, read from its timing ('Your Hero Phase', 'End of Enemy Turn'). */
export const TURN_PATTERNS: readonly { pattern: RegExp; turn: 'yours' | 'opponents' }[] = [
  { pattern: /\byour [a-z]*\s?(?:phase|turn)\b/, turn: 'yours' },
  { pattern: /\b(?:enemy|opponent's) [a-z]*\s?(?:phase|turn)\b/, turn: 'opponents' },
];
