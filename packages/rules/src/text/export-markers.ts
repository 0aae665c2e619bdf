// Metadata hidden in a Scrolldex export: invisible zero-width characters
// appended to the 'Created with Scrolldex' line. Copy and paste keeps them,
// other tools ignore them. Each UTF-8 byte of the payload is four symbols
// of two bits, most significant first.
import type { ValidationState, ValidatorMode } from '../list/validator-mode.js';
import { VALIDATION_STATES, VALIDATOR_MODES } from '../list/validator-mode.js';
import { decodeUtf8, encodeUtf8 } from './utf8.js';

/** Zero width space, zero width non-joiner, zero width joiner, word joiner. */
export const MARKER_SYMBOLS = ['\u200b', '\u200c', '\u200d', '\u2060'] as const;
const MAGIC = 'SDX';
export const MARKER_FORMAT_VERSION = 1;
/** Runs shorter than this are ordinary text (emoji joiners), not markers. */
export const MIN_MARKER_RUN = 16;

export type ExportMetadata = {
  formatVersion: number;
  appVersion: string;
  dataVersion: string;
  validation: ValidationState;
  mode: ValidatorMode;
  /** DDMMYYYY */
  exportDate: string;
};

export function isMarkerSymbol(code: number): boolean {
  return code === 0x200b || code === 0x200c || code === 0x200d || code === 0x2060;
}

/** Day, month and year of a date in UTC, as eight digits. */
export function formatExportDate(date: Date): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.getUTCDate(), 2)}${pad(date.getUTCMonth() + 1, 2)}${pad(date.getUTCFullYear(), 4)}`;
}

const clean = (value: string) => value.replace(/[|\r\n]/g, '/');

export function encodeMarkers(metadata: ExportMetadata): string {
  const payload = [
    `${MAGIC}${metadata.formatVersion}`,
    clean(metadata.appVersion),
    clean(metadata.dataVersion),
    metadata.validation,
    metadata.mode,
    metadata.exportDate,
  ].join('|');
  let out = '';
  for (const byte of encodeUtf8(payload)) {
    for (let shift = 6; shift >= 0; shift -= 2) out += MARKER_SYMBOLS[(byte >> shift) & 3];
  }
  return out;
}

const isValidation = (value: string): value is ValidationState => (VALIDATION_STATES as readonly string[]).includes(value);
const isMode = (value: string): value is ValidatorMode => (VALIDATOR_MODES as readonly string[]).includes(value);

/** Reads a run of marker symbols; undefined when it is not a Scrolldex payload. */
export function decodeMarkers(run: string): ExportMetadata | undefined {
  if (run.length % 4 !== 0) return undefined;
  const bytes = new Uint8Array(run.length / 4);
  for (let i = 0; i < run.length; i++) {
    const value = MARKER_SYMBOLS.indexOf(run[i] as (typeof MARKER_SYMBOLS)[number]);
    if (value < 0) return undefined;
    bytes[i >> 2] = (bytes[i >> 2]! << 2) | value;
  }
  const payload = decodeUtf8(bytes);
  if (!payload?.startsWith(MAGIC)) return undefined;
  const [version, appVersion, dataVersion, validation, mode, exportDate] = payload.split('|');
  const formatVersion = Number(version!.slice(MAGIC.length));
  if (!Number.isInteger(formatVersion) || appVersion === undefined || dataVersion === undefined) return undefined;
  if (!validation || !isValidation(validation) || !mode || !isMode(mode) || !/^\d{8}$/.test(exportDate ?? '')) return undefined;
  return { formatVersion, appVersion, dataVersion, validation, mode, exportDate: exportDate! };
}
