import { mapStoredLists, type Migration } from './stored-data.js';

/** Epoch ms from an ISO date or a number; NaN when neither. */
function epochOf(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return Math.trunc(value);
  if (typeof value === 'string') return Date.parse(value);
  return Number.NaN;
}

/**
 * 7: `_createdAt` and `_updatedAt` (epoch ms, what sync compares) from
 * `createdAt` and `modifiedAt`. A missing date borrows the other one; with
 * neither the list counts as oldest (0), so a server copy wins and a
 * local-only list is still pushed. Values already set are kept.
 */
export const migration7: Migration = {
  version: 7,
  description: 'Fill _createdAt and _updatedAt',
  migrate(stored) {
    return mapStoredLists(stored, 7, (list) => {
      const created = epochOf(list.createdAt);
      const modified = epochOf(list.modifiedAt);
      const createdAt = Number.isNaN(created) ? (Number.isNaN(modified) ? 0 : modified) : created;
      const updatedAt = Number.isNaN(modified) ? createdAt : modified;
      return {
        ...list,
        _createdAt: typeof list._createdAt === 'number' ? list._createdAt : createdAt,
        _updatedAt: typeof list._updatedAt === 'number' ? list._updatedAt : updatedAt,
      };
    });
  },
};
