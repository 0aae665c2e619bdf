/** Where a unit stood, for telling the player what the cleaning step removed. */
export type UnitPlace =
  /** `title` is the regiment's title before cleaning (regimentTitles), as the player knew it. */
  { section: 'regiment'; regiment: number; title: string; leader: boolean } | { section: 'auxiliary' } | { section: 'regimentOfRenown' };

export type ListSelectionKind = 'formation' | 'factionTerrain' | 'spellLore' | 'prayerLore' | 'manifestationLore' | 'regimentOfRenown' | 'battleTacticCard';

export type UnitSelectionKind = 'artifact' | 'heroicTrait' | 'enhancement' | 'upgrade' | 'weaponOption';

/** One thing the cleaning step took out of a list, with a sentence the app can show. */
export type Removal = { message: string } & (
  | { kind: ListSelectionKind; name: string }
  | { kind: 'unit'; name: string; place: UnitPlace }
  | { kind: UnitSelectionKind; name: string; unit: string; place: UnitPlace }
  | { kind: 'regiment'; regiment: number; title: string }
);

const LIST_LABELS: Readonly<Record<ListSelectionKind, string>> = {
  formation: 'battle formation',
  factionTerrain: 'faction terrain',
  spellLore: 'spell lore',
  prayerLore: 'prayer lore',
  manifestationLore: 'manifestation lore',
  regimentOfRenown: 'regiment of renown',
  battleTacticCard: 'battle tactic card',
};

const UNIT_LABELS: Readonly<Record<UnitSelectionKind, string>> = {
  artifact: 'artefact',
  heroicTrait: 'heroic trait',
  enhancement: 'enhancement',
  upgrade: 'option',
  weaponOption: 'weapon option',
};

export function placeLabel(place: UnitPlace): string {
  switch (place.section) {
    case 'regiment':
      return place.leader ? `leader of ${place.title}` : place.title;
    case 'auxiliary':
      return 'Auxiliary Units';
    case 'regimentOfRenown':
      return 'Regiment of Renown';
  }
}

export function listSelectionRemoval(kind: ListSelectionKind, name: string, army: string): Removal {
  // Battle tactic cards belong to the season, not the army.
  const reason = kind === 'battleTacticCard' ? 'no longer in the data' : `not available to ${army}`;
  return { kind, name, message: `Removed ${LIST_LABELS[kind]} '${name}': ${reason}.` };
}

export function unitRemoval(name: string, place: UnitPlace, army: string): Removal {
  return { kind: 'unit', name, place, message: `Removed ${name} (${placeLabel(place)}): not a unit of ${army}.` };
}

export function unitSelectionRemoval(kind: UnitSelectionKind, name: string, unit: string, place: UnitPlace): Removal {
  const message = `Removed ${UNIT_LABELS[kind]} '${name}' from ${unit} (${placeLabel(place)}): no longer in the data.`;
  return { kind, name, unit, place, message };
}

export function regimentRemoval(regiment: number, title: string): Removal {
  return { kind: 'regiment', regiment, title, message: `Removed ${title}: it was left empty.` };
}
