import type { ListReport, UnplacedLineReport } from './check-list-text.js';
import { escapeControlCharacters } from './escape-control-characters.js';

/** Which data the lists were checked against. */
export type DataReport = { handbook: string; ref: string | null; commit: string | null };

/** One run of `list-validate`: the document `--json` prints. */
export type ValidationRun = { data: DataReport; lists: ListReport[] };

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

function verdictOf(report: ListReport): string {
  const warnings = report.warnings.length + report.unplaced.length;
  switch (report.state) {
    case 'valid':
      return 'valid';
    case 'warning':
      return `warnings (${plural(warnings, 'warning')})`;
    case 'error':
      return `errors (${plural(report.errors.length, 'error')}${warnings > 0 ? `, ${plural(warnings, 'warning')}` : ''})`;
  }
}

/** Validation warnings already start 'Warning:'; an unplaced line says where it was and why. */
export function formatUnplaced({ line, text, reason }: UnplacedLineReport): string {
  return `Warning: line ${line} "${text}" not imported. ${reason}`;
}

function listLines(report: ListReport): string[] {
  const lines = [`${report.file}: ${verdictOf(report)}`];
  if (report.army !== null) lines.push(`  Army: ${report.army}`);
  if (report.inferred !== null) lines.push(`  ${report.inferred}`);
  if (report.points !== null) lines.push(`  Points: ${report.points}/${report.cap ?? '?'}`);
  if (report.mode !== null) lines.push(`  Mode: ${report.mode}${report.mode === 'disabled' ? ' (no rules checked)' : ''}`);
  for (const error of report.errors) lines.push(`  Error: ${error}`);
  for (const warning of report.warnings) lines.push(`  ${warning}`);
  for (const unplaced of report.unplaced) lines.push(`  ${formatUnplaced(unplaced)}`);
  return lines;
}

function totalLine(lists: readonly ListReport[]): string {
  const count = (state: ListReport['state']) => lists.filter((report) => report.state === state).length;
  return `${plural(lists.length, 'list')}: ${count('valid')} valid, ${count('warning')} with warnings, ${count('error')} with errors`;
}

/**
 * The readable report: where the data came from, then each list, then the
 * totals. It quotes the lists' lines and file names, so control characters in
 * them are written out rather than sent to the terminal.
 */
export function formatReport(run: ValidationRun, origin: string): string[] {
  const lines = [`Data: ${run.data.handbook} from ${origin}`];
  for (const report of run.lists) lines.push('', ...listLines(report));
  lines.push('', totalLine(run.lists));
  return lines.map(escapeControlCharacters);
}

export function formatJsonReport(run: ValidationRun): string {
  return JSON.stringify(run, null, 2);
}
