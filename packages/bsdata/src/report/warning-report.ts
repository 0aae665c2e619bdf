/** Something the converter could not map; it is reported, never dropped silently. */
export type ConversionWarning = {
  code: WarningCode;
  /** The data file the item is defined in. */
  file: string;
  /** The BattleScribe id of the item. */
  id: string;
  message: string;
};

export type WarningCode =
  | 'UNKNOWN_HANDBOOK'
  | 'UNRESOLVED_LINK'
  | 'DUPLICATE_ID'
  | 'NO_ALLIANCE'
  | 'UNIT_WITHOUT_PROFILE'
  | 'UNKNOWN_PROFILE_TYPE'
  | 'UNPLACED_REGIMENT_OPTION'
  | 'SEASONAL_VARIANT_ALIGNED'
  | 'UNPLACED_ARMY_OPTION'
  | 'UNPLACED_UNDERSIZE_CONDITION'
  | 'UNKNOWN_WEAPON_STRUCTURE'
  | 'DUPLICATE_UNIT_NAME'
  | 'UNMATCHED_REGIMENT_OF_RENOWN'
  | 'UNREADABLE_VALUE'
  | 'UNKNOWN_CATALOGUE'
  | 'UNMAPPED_ENTRY';

export class WarningReport {
  readonly warnings: ConversionWarning[] = [];
  private readonly seen = new Set<string>();

  add(warning: ConversionWarning): void {
    const key = `${warning.code}|${warning.file}|${warning.id}|${warning.message}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.warnings.push(warning);
  }

  /** Counts per warning code, for the CLI summary. */
  summary(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const { code } of this.warnings) counts[code] = (counts[code] ?? 0) + 1;
    return counts;
  }
}
