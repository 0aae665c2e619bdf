import type { CampaignRoster, RosterUnit } from './roster.js';

/** What a mustered list's battle view shows of the roster: by warscroll name, the roster units of that name the list took. */
export type MusteredUnits = { roster: CampaignRoster; unitsByName: ReadonlyMap<string, RosterUnit[]> };

/** The roster a list was mustered from (the latest, should several claim it), or null. */
export function rosterOfList(rosters: readonly CampaignRoster[], listId: string): MusteredUnits | null {
  const roster = [...rosters].reverse().find((candidate) => !candidate.deleted && candidate.musters.some((muster) => muster.listId === listId));
  const muster = roster?.musters.find((candidate) => candidate.listId === listId);
  if (!roster || !muster) return null;
  const unitsByName = new Map<string, RosterUnit[]>();
  for (const id of muster.units) {
    const unit = roster.units.find((candidate) => candidate.id === id);
    if (unit) unitsByName.set(unit.name, [...(unitsByName.get(unit.name) ?? []), unit]);
  }
  return { roster, unitsByName };
}
