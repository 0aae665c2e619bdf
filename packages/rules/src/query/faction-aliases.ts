// The community's short names for armies, used by the army filter (`a:sce`).
// An alias stands for its army and, as a typed army name would, for that
// army's armies of renown ('Stormcast Eternals - Draconith Skywing').
import { nameKey } from '../shared/name-key.js';

export type FactionAlias = {
  /** An army name, or the shared part of several armies' names ('Legions of Nagash'). */
  army: string;
  aliases: readonly string[];
};

export const FACTION_ALIASES: readonly FactionAlias[] = [
  { army: 'Beasts of Chaos', aliases: ['BOC', 'Beasts', 'Beastmen'] },
  { army: 'Blades of Khorne', aliases: ['BOK', 'Khorne'] },
  { army: 'Bonesplitterz', aliases: ['BSZ', 'Bonesplitters'] },
  { army: 'Cities of Sigmar', aliases: ['COS', 'Cities'] },
  { army: 'Daughters of Khaine', aliases: ['DOK', 'Daughters'] },
  { army: 'Disciples of Tzeentch', aliases: ['DOT', 'Tzeentch'] },
  { army: 'Flesh-eater Courts', aliases: ['FEC', 'Flesh-eaters'] },
  { army: 'Fyreslayers', aliases: ['FS', 'Fyres'] },
  { army: 'Gloomspite Gitz', aliases: ['GSG', 'Gloomspite', 'Gitz'] },
  { army: 'Hedonites of Slaanesh', aliases: ['HOS', 'Slaanesh'] },
  { army: 'Helsmiths of Hashut', aliases: ['HOH', 'Helsmiths', 'Hashut'] },
  { army: 'Idoneth Deepkin', aliases: ['IDK', 'Idoneth', 'Deepkin'] },
  { army: 'Ironjawz', aliases: ['IJ'] },
  { army: 'Kharadron Overlords', aliases: ['KO', 'KOs', 'Kharadron'] },
  { army: 'Kruleboyz', aliases: ['KB', 'KBZ'] },
  { army: 'Lumineth Realm-lords', aliases: ['LRL', 'Lumineth'] },
  { army: 'Maggotkin of Nurgle', aliases: ['MON', 'Nurgle', 'Maggotkin'] },
  { army: 'Nighthaunt', aliases: ['NH'] },
  { army: 'Ogor Mawtribes', aliases: ['OM', 'Ogors', 'Mawtribes'] },
  { army: 'Ossiarch Bonereapers', aliases: ['OBR', 'Ossiarchs', 'Bonereapers'] },
  { army: 'Seraphon', aliases: ['SERA', 'Lizards'] },
  { army: 'Skaven', aliases: ['SKAVEN', 'SKV', 'Rats'] },
  { army: 'Slaves to Darkness', aliases: ['STD', 'S2D', 'Slaves'] },
  { army: 'Sons of Behemat', aliases: ['SOB', 'Sons', 'Gargants'] },
  { army: 'Soulblight Gravelords', aliases: ['SBGL', 'SBG', 'Soulblight'] },
  { army: 'Stormcast Eternals', aliases: ['SCE', 'Stormcast'] },
  { army: 'Sylvaneth', aliases: ['SYL', 'Sylv'] },
  // Armies of renown that several armies share.
  { army: 'Legions of Nagash', aliases: ['LON'] },
  { army: 'Big Waaagh!', aliases: ['BW', 'Big Waagh'] },
];

const BY_ALIAS: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const { army, aliases } of FACTION_ALIASES) {
    for (const alias of aliases) {
      const key = nameKey(alias);
      map.set(key, [...(map.get(key) ?? []), army]);
    }
  }
  return map;
})();

/** The army names an alias stands for ('sce' -> ['Stormcast Eternals']), or null when it is none. */
export function resolveFactionAlias(text: string): readonly string[] | null {
  return BY_ALIAS.get(nameKey(text)) ?? null;
}

/**
 * A test of army name keys (`nameKey(armyName)`) for an army filter value.
 * With ':' an army matches when its name contains the value, or the army an
 * alias stands for; with '=' when its name is exactly that.
 */
export function compileArmyMatcher(value: string, exact: boolean): (armyKey: string) => boolean {
  const targets = (resolveFactionAlias(value) ?? [value]).map(nameKey).filter((key) => key !== '');
  if (targets.length === 0) return () => false;
  if (exact) return (armyKey) => targets.includes(armyKey);
  return (armyKey) => targets.some((target) => armyKey.includes(target));
}
