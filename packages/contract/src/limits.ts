/** Most records one sync body may carry. */
export const MAX_SYNC_RECORDS = 10_000;
