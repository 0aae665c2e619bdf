import type { ArmyList, ListContent } from '../list/army-list.js';

export type NewListRecordInput = {
  id: string;
  /** Epoch milliseconds: creation and last change alike. */
  now: number;
  folderId?: string | null;
  locked?: boolean;
  /** The data release to pin the list to; unpinned by default. */
  dataRef?: string | null;
};

/**
 * A list that was never saved, from what the player picked: a new id, now as
 * both creation and change time, not validated yet, nothing cached, not
 * deleted. Created and imported lists both start here.
 */
export function newListRecord(content: ListContent, { id, now, folderId = null, locked = false, dataRef = null }: NewListRecordInput): ArmyList {
  const iso = new Date(now).toISOString();
  return {
    id,
    ...content,
    createdAt: iso,
    modifiedAt: iso,
    _createdAt: now,
    _updatedAt: now,
    locked,
    validationHash: null,
    lastValidation: 'unknown',
    lastPointsTotal: null,
    errors: [],
    warnings: [],
    exportEncoded: null,
    qrImportLink: null,
    deleted: false,
    deletedAt: null,
    folderId,
    dataRef,
  };
}
