// Every size limit of the sync API in one place: far above what a real player reaches, low enough that one account
// cannot fill a disk nor make one answer hold the event loop. The server
// refuses past them with a message naming the limit; the web app keeps back,
// and tells the player of, what the server would refuse.

export const SYNC_LIMITS = {
  /** Characters of a list or folder id (the app makes 36-character UUIDs). */
  idLength: 64,
  /** Characters of a list or folder name (docs/decisions.md, "List names": list names are 1 to 100). */
  nameLength: 100,
  /** Characters of one list as JSON (a full 2000-point list is about 5,000). */
  listJsonLength: 64 * 1024,
  /** Lists an account keeps, not counting deleted ones. */
  listsPerAccount: 1_000,
  /** Folders an account keeps, not counting deleted ones. */
  foldersPerAccount: 200,
  /** Games an account keeps, not counting deleted ones (three games a week for twelve years). */
  gamesPerAccount: 2_000,
  /** Characters of one game as JSON (a whole game with the opponent's list is about 30,000; a pasted list text at most 100,000). */
  gameJsonLength: 128 * 1024,
  /** Games one POST /games/sync may push, and ids it may ask for; the web app syncs more in several calls. */
  gamesPerSync: 50,
  /** Path to Glory rosters an account keeps, not counting deleted ones (a campaign rarely runs more than one or two). */
  rostersPerAccount: 500,
  /** Characters of one roster as JSON (a roster of 30 units with a log of 100 battles is about 60,000). */
  rosterJsonLength: 256 * 1024,
  /** Rosters one POST /rosters/sync may push, and ids it may ask for; the web app syncs more in several calls. */
  rostersPerSync: 50,
  /** Deleted records kept as tombstones until they are purged: as many again as live ones. */
  tombstonesPerLive: 1,
  /** Bytes of one POST /lists/sync body. */
  syncBodyBytes: 2 * 1024 * 1024,
  /**
   * Favourites an account keeps, starred or cleared (a cleared one is how the clearing reaches other devices): the
   * game has about 100 armies, 1,100 units and a few hundred FAQ sections.
   */
  favouritesPerAccount: 5_000,
  /** Characters of a favourite's key: an army, unit or FAQ section name (the longest is under 100). */
  favouriteKeyLength: 200,
  /** Favourites in one POST /favorites body; the web app sends more in several. */
  favouritesPerWrite: 1_000,
  /** Unit settings an account keeps, one per unit name. */
  unitSettingsPerAccount: 2_000,
  /** Characters of a unit setting's unit name. */
  unitSettingNameLength: 200,
  /** Characters of one unit setting as JSON (every option of the largest unit chosen is under 2,000). */
  unitSettingJsonLength: 4_096,
  /** Unit settings in one POST /unit-settings body (under 1 MiB, the default BODY_LIMIT, however large each). */
  unitSettingsPerWrite: 200,
} as const;

/** The new-password rule (docs/decisions.md, "Passwords"): its lengths, and the least zxcvbn score taken (0 to 4). */
export const PASSWORD_LIMITS = {
  minLength: 8,
  maxLength: 128,
  minScore: 3,
} as const;
