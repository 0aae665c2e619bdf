// A list pinned to a data release (docs/decisions.md, "Lists can be pinned to
// a data release"): the branch or tag of the data repository whose data the list is
// built, checked, shown and exported with. Unpinned lists (null) follow the
// app's data source; lists saved before pinning existed have no field and
// read as unpinned.
import { z } from 'zod/mini';

export const DATA_RELEASE_MAX_LENGTH = 255;

/** What git allows in the branch and tag names of a data repository, without the shapes it refuses ('..', a leading '-' or '/', '.lock'). */
const REF_NAME = /^(?![-/.])(?!.*\.\.)(?!.*\/\/)(?!.*\.lock$)[A-Za-z0-9._/-]+(?<![/.])$/;

export const DATA_RELEASE_MESSAGE = `must be a branch or tag name of the data repository (letters, digits, '.', '_', '-' and '/', at most ${DATA_RELEASE_MAX_LENGTH} characters)`;

/** The list's `dataRef`: a branch or tag name, or null for the app's data source. */
export const DataReleaseSchema = z._default(
  z.nullable(z.string().check(z.maxLength(DATA_RELEASE_MAX_LENGTH, { message: DATA_RELEASE_MESSAGE }), z.regex(REF_NAME, { message: DATA_RELEASE_MESSAGE }))),
  null,
);

/** A release of the data repository and the matched-play season (General's Handbook) its data is for. */
export type SeasonedRelease = { name: string; season: string | null };

/**
 * The release to offer for a list of `season`: the newest release of that
 * season (its last data, as events of that season used), or null when no
 * release is of that season. Release names sort by date (battlescroll-YYYY-MM).
 */
export function releaseForSeason(season: string, releases: readonly SeasonedRelease[]): string | null {
  const matching = releases.filter((release) => release.season === season).map((release) => release.name);
  return matching.sort((a, b) => b.localeCompare(a))[0] ?? null;
}
