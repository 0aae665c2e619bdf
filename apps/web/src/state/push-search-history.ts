/** How many past queries the search overlay offers. */
export const SEARCH_HISTORY_SIZE = 5;

/** The history after a search: the query (trimmed) first, an earlier copy of it dropped, at most max kept; a blank query changes nothing. */
export function pushSearchHistory(history: readonly string[], query: string, max: number = SEARCH_HISTORY_SIZE): string[] {
  const trimmed = query.trim();
  if (trimmed === '') return history.slice(0, max);
  return [trimmed, ...history.filter((past) => past !== trimmed)].slice(0, max);
}
