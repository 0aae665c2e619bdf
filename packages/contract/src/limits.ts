// Every size limit of the sync API in one place (issue 10, item 4): far above
// what a real player reaches, low enough that one account cannot fill a disk.

/** Most records one favourites or unit-settings body may carry. */
export const MAX_SYNC_RECORDS = 10_000;

export const SYNC_LIMITS = {
  /** Characters of a list or folder id (the app makes 36-character UUIDs). */
  idLength: 64,
  /** Characters of a list or folder name (decisions.md: list names are 1 to 100). */
  nameLength: 100,
  /** Characters of one list as JSON (a full 2000-point list is about 5,000). */
  listJsonLength: 64 * 1024,
  /** Lists an account keeps, not counting deleted ones. */
  listsPerAccount: 1_000,
  /** Folders an account keeps, not counting deleted ones. */
  foldersPerAccount: 200,
  /** Deleted records kept as tombstones until they are purged: as many again as live ones. */
  tombstonesPerLive: 1,
  /** Bytes of one POST /lists/sync body. */
  syncBodyBytes: 2 * 1024 * 1024,
} as const;

/** The new-password rule (decisions.md): its lengths, and the least zxcvbn score taken (0 to 4). */
export const PASSWORD_LIMITS = {
  minLength: 8,
  maxLength: 128,
  minScore: 3,
} as const;
