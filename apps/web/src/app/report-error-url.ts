// 'Report Error' (companion §2 'Army page'): the configured feedback form's
// address with the army, its revision, the app version and optionally the unit
// filled in, URL-encoded. Without a configured form there is no action.
import { useAtomValue } from 'jotai';

import { runtimeConfigAtom } from '../state/game-data';

export type ReportErrorFields = { army: string; revision: number | string; unit?: string };

const PLACEHOLDER = /\{(army|revision|appVersion|unit)\}/g;

export function fillReportErrorUrl(template: string, fields: ReportErrorFields, appVersion: string): string {
  const values = { army: fields.army, revision: String(fields.revision), appVersion, unit: fields.unit ?? '' };
  return template.replace(PLACEHOLDER, (_, name: keyof typeof values) => encodeURIComponent(values[name]));
}

/** The filled address, or null when the server configures no feedback form. */
export function useReportErrorUrl(fields: ReportErrorFields | null): string | null {
  const template = useAtomValue(runtimeConfigAtom)?.reportErrorUrl;
  if (!template || !fields) return null;
  return fillReportErrorUrl(template, fields, __APP_VERSION__);
}
