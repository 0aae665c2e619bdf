import type { ConversionWarning } from '@scrolldex/bsdata';
import type { GameData } from '@scrolldex/rules/model';

export type SummaryInput = {
  data: GameData;
  warnings: readonly ConversionWarning[];
  origin: string;
  fileCount: number;
  outPath: string;
  outBytes: number;
  readMs: number;
  convertMs: number;
  allWarnings: boolean;
};

/** Warning lines shown unless --all-warnings: enough to act on, short enough to read. */
export const MAX_WARNING_LINES = 50;

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

/** Warnings per code, most frequent first. */
export function countWarningsByCode(warnings: readonly ConversionWarning[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const { code } of warnings) counts.set(code, (counts.get(code) ?? 0) + 1);
  return [...counts].sort(([codeA, a], [codeB, b]) => b - a || (codeA < codeB ? -1 : 1));
}

export function formatWarning({ code, file, id, message }: ConversionWarning): string {
  return `${code} ${file} ${id}: ${message}`;
}

/** The lines `data:convert` prints after writing the JSON. */
export function formatSummary(input: SummaryInput): string[] {
  const { data, warnings } = input;
  const armies = Object.values(data.armies);
  const armyUnits = armies.reduce((sum, army) => sum + army.units.length, 0);
  const lines = [
    `Read ${input.fileCount} files: ${input.origin}`,
    `Handbook: ${data.handbook.name} (season ${data.handbook.season})`,
    `Armies: ${armies.length}`,
    `Regiments of renown: ${data.regimentsOfRenown.length}`,
    `Battle tactic cards: ${data.battleTacticCards.length}`,
    `Units: ${armyUnits + data.universalUnits.length} (${armyUnits} in armies, ${data.universalUnits.length} universal)`,
    `Wrote ${input.outPath} (${formatSize(input.outBytes)})`,
    `Time: read ${Math.round(input.readMs)} ms, convert ${Math.round(input.convertMs)} ms`,
    `Warnings: ${warnings.length}`,
  ];
  for (const [code, count] of countWarningsByCode(warnings)) lines.push(`  ${code}: ${count}`);

  const shown = input.allWarnings ? warnings : warnings.slice(0, MAX_WARNING_LINES);
  if (shown.length > 0) lines.push('');
  for (const warning of shown) lines.push(formatWarning(warning));
  if (shown.length < warnings.length) {
    lines.push(`... ${warnings.length - shown.length} more warnings (use --all-warnings to list them all)`);
  }
  return lines;
}
