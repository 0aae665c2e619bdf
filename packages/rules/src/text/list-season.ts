// The matched-play season a list text was written for, read from its
// handbook line ("General's Handbook 2025-26", '✦ GHB 2025/26', New
// Recruit's title '... - ✦ General's Handbook 2025-26') or a 'Season:' line,
// so import can offer the data release of that season.

/** "General's Handbook 2025-26", 'GHB 2025/2026', 'Season: 2025-26': the first year and the next. */
// Spaces within one line only ([^\S\r\n]): a blank-line run is never scanned again from each of its lines.
const SEASON_PATTERN =
  /(?:general['\u2019]?s handbook|\bghb|^[^\S\r\n]*season[^\S\r\n]*:?)[^\S\r\n]*(?:season[^\S\r\n]*)?(\d{4})[^\S\r\n]*[-/\u2013][^\S\r\n]*(\d{4}|\d{2})\b/im;

/** The season as the game data names it ('2025-26'), or null when the text names none (or names one that is not a year and the next). */
export function readListSeason(text: string): string | null {
  const match = SEASON_PATTERN.exec(text);
  if (!match) return null;
  const first = Number(match[1]);
  const second = match[2]!;
  const next = second.length === 2 ? Number(second) : Number(second) % 100;
  if (next !== (first + 1) % 100) return null;
  return `${first}-${String(next).padStart(2, '0')}`;
}
