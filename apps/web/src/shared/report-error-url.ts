// 'Report Error': the configured feedback form's
// address with the army, its revision, the app version and optionally the unit
// filled in, URL-encoded; a screen that crashed reports its page and the
// error instead. Without a configured form there is no action.
import { useAtomValue } from 'jotai';

import { runtimeConfigAtom } from '../state/game-data';

export type ReportErrorFields = { army?: string; revision?: number | string; unit?: string; page?: string; error?: string };

const PLACEHOLDER = /\{(army|revision|appVersion|unit|page|error)\}/g;

/** A page address or an error message is cut to this many characters: an import link's path holds a whole list. */
export const REPORTED_TEXT_LENGTH = 300;

const cut = (text: string | undefined) => (text ?? '').slice(0, REPORTED_TEXT_LENGTH);

export function fillReportErrorUrl(template: string, fields: ReportErrorFields, appVersion: string): string {
  const values = {
    army: fields.army ?? '',
    revision: fields.revision === undefined ? '' : String(fields.revision),
    appVersion,
    unit: fields.unit ?? '',
    page: cut(fields.page),
    error: cut(fields.error),
  };
  return template.replace(PLACEHOLDER, (_, name: keyof typeof values) => encodeURIComponent(values[name]));
}

/** The filled address, or null when the server configures no feedback form. */
export function useReportErrorUrl(fields: ReportErrorFields | null): string | null {
  const template = useAtomValue(runtimeConfigAtom)?.reportErrorUrl;
  if (!template || !fields) return null;
  return fillReportErrorUrl(template, fields, __APP_VERSION__);
}
