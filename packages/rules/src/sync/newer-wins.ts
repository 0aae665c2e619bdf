/** Which of two versions of one synced record stands. */
export type NewerWinner = 'held' | 'incoming' | 'tie';

/**
 * The sync rule (docs/decisions.md, "Folders sync like lists"), the one
 * definition that the server, the web and the sync decision all use: of two
 * versions of one record, the later `updatedAt` wins; nothing held means the
 * incoming version wins. On equal times the held version stays ('tie'): a
 * holder never replaces a record without a later stamp, so comparing states
 * ({ id, updatedAt }) always tells who must fetch, and the outcome is the
 * same whichever copy arrives first. A tie with other content is a conflict,
 * which the holder reports (the server in the sync answer's `conflicts`).
 */
export function newerWins(held: number | undefined, incoming: number): NewerWinner {
  if (held === undefined || incoming > held) return 'incoming';
  return incoming < held ? 'held' : 'tie';
}
