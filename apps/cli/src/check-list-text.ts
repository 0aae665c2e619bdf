import {
  listSchemas,
  buildArmyLookup,
  IMPORT_MESSAGES,
  listPoints,
  parseListText,
  validateList,
  type ArmyList,
  type GameData,
  type ImportedList,
  type UnplacedCode,
  type ValidatorMode,
} from '@scrolldex/rules';

/** What the flags change in every list. */
export type ListOverrides = { mode: ValidatorMode | null; cap: number | null };

/** A line the importer could not place; the report counts it as a warning. */
export type UnplacedLineReport = { line: number; text: string; code: UnplacedCode; reason: string };

export type ListVerdict = 'valid' | 'warning' | 'error';

/** The outcome for one list file, as printed and as `--json` gives it. */
export type ListReport = {
  file: string;
  /** The army the text names; null when the text could not be imported. */
  army: string | null;
  /** How the army was found when no line of the text names it ('Army inferred from the title: Skaven'); null when one does. */
  inferred: string | null;
  /** The validator mode the list was checked in (the list's own unless --mode). */
  mode: ValidatorMode | null;
  points: number | null;
  cap: number | null;
  /** 'error' when errors, else 'warning' when warnings or unplaced lines, else 'valid'. */
  state: ListVerdict;
  errors: string[];
  warnings: string[];
  unplaced: UnplacedLineReport[];
};

/** Fixed, so the same text always makes the same list. */
const LIST_ID = 'list-validate';
const EPOCH = new Date(0).toISOString();

/** A report for a list that was never checked: unreadable file, no army in the text. */
export function failedListReport(file: string, message: string): ListReport {
  return { file, army: null, inferred: null, mode: null, points: null, cap: null, state: 'error', errors: [message], warnings: [], unplaced: [] };
}

function toArmyList(imported: ImportedList, overrides: ListOverrides): ArmyList | null {
  const parsed = listSchemas().ArmyListSchema.safeParse({
    ...imported,
    pointsCap: overrides.cap ?? imported.pointsCap,
    validator: overrides.mode ?? imported.validator,
    id: LIST_ID,
    createdAt: EPOCH,
    modifiedAt: EPOCH,
    _createdAt: 0,
    _updatedAt: 0,
  });
  return parsed.success ? parsed.data : null;
}

/** Imports a list text and validates it against the data. Pure; never throws on any text. */
export function checkListText(file: string, text: string, data: GameData, overrides: ListOverrides): ListReport {
  const imported = parseListText(text, data);
  if (!imported.ok) return failedListReport(file, imported.errors[0]?.message ?? IMPORT_MESSAGES.IMPORT_FAILED);
  const list = toArmyList(imported.value.list, overrides);
  if (!list) return failedListReport(file, IMPORT_MESSAGES.IMPORT_FAILED);

  const validation = validateList(list, data);
  // A rule that threw leaves the verdict unknown: never call such a list valid.
  const errors = [
    ...validation.errors,
    ...validation.failedRules.map(({ rule, error }) => `Rule ${rule} failed: ${error instanceof Error ? error.message : String(error)}`),
  ];
  const warnings = validation.warnings;
  const unplaced = imported.value.unplaced.map(({ line, text: lineText, code, reason }) => ({ line, text: lineText, code, reason }));
  const lookup = buildArmyLookup(data, list.faction);
  const state: ListVerdict = errors.length > 0 ? 'error' : warnings.length > 0 || unplaced.length > 0 ? 'warning' : 'valid';

  return {
    file,
    army: list.faction,
    inferred:
      imported.value.inferred === null
        ? null
        : `${imported.value.inferred.message}${imported.value.inferred.line === null ? '' : ` (line ${imported.value.inferred.line})`}`,
    mode: list.validator,
    points: lookup ? listPoints(list, lookup).total : null,
    cap: list.pointsCap,
    state,
    errors,
    warnings,
    unplaced,
  };
}
