import type { WarningCode, WarningReport } from '../report/warning-report.js';
import type { ArmyUnitIndex } from './index-army-units.js';
import type { Unplaced } from './unplaced.js';

const NAMES_SHOWN = 6;

function listNames(names: readonly string[]): string {
  const shown = names.slice(0, NAMES_SHOWN).join(', ');
  return names.length > NAMES_SHOWN ? `${shown} and ${names.length - NAMES_SHOWN} more` : shown;
}

/**
 * One warning per army and reason: an army of renown states one composition
 * rule on dozens of links (Astral Templars), and the reader needs the rule,
 * not fifty copies. The id is the first unit's link.
 */
export function reportUnplaced(index: ArmyUnitIndex, unplaced: readonly Unplaced[], report: WarningReport, code: WarningCode): void {
  const byReason = new Map<string, Unplaced[]>();
  for (const entry of unplaced) byReason.set(entry.reason, [...(byReason.get(entry.reason) ?? []), entry]);
  for (const [reason, entries] of byReason) {
    const names = [...new Set(entries.map((entry) => entry.unit.name))];
    report.add({
      code,
      file: index.file,
      id: entries[0]!.unit.id,
      message: `${index.armyName}: ${reason} (${listNames(names)}).`,
    });
  }
}
