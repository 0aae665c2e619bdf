import type { UnitType } from '../model/index.js';
import { fail, ok, type Result } from '../shared/result.js';
import { unitTypeFromLabel } from '../lookup/unit-type-order.js';

/** The {filter} segment of /list/{id}/regiment/{regimentIdx}/pick/{filter}. */
export type PickerFilter = { kind: 'leader' } | { kind: 'unit' } | { kind: 'aux' } | { kind: 'terrain' } | { kind: 'ror' } | { kind: 'type'; type: UnitType };

export type PickerFilterError = { code: 'UNKNOWN_PICKER_FILTER'; message: string };

const NAMED = ['leader', 'unit', 'aux', 'terrain', 'ror'] as const;

export function parsePickerFilter(segment: string): Result<PickerFilter, PickerFilterError> {
  const text = segment.trim().toLowerCase();
  const named = NAMED.find((kind) => kind === text);
  if (named) return ok({ kind: named });
  const type = unitTypeFromLabel(segment);
  if (type) return ok({ kind: 'type', type });
  return fail([{ code: 'UNKNOWN_PICKER_FILTER', message: `Unknown unit picker filter: ${segment}.` }]);
}
