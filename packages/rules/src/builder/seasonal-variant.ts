// A seasonal supplement's variant warscroll carries the season in brackets
// ('Brutes (Scourge of Aqshy)'); the builder shows the standard name with a
// short badge instead ('SoA').
const SEASONS = [
  { season: 'Scourge of Ghyran', short: 'SoG' },
  { season: 'Scourge of Aqshy', short: 'SoA' },
] as const;

export type SeasonalVariant = { name: string; season: string; short: string };

/** The name without its season and the season's badge, or null for a standard warscroll. */
export function seasonalVariant(name: string): SeasonalVariant | null {
  const lower = name.toLowerCase();
  for (const { season, short } of SEASONS) {
    const suffix = `(${season.toLowerCase()})`;
    if (lower.endsWith(suffix) && lower.length > suffix.length) return { name: name.slice(0, -suffix.length).trimEnd(), season, short };
  }
  return null;
}
