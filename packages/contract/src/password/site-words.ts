// The words of this site and its game, which a password guesser tries first on
// a Scrolldex account: zxcvbn gets them as user inputs beside the player's own
// name and email, so 'stormcast' or 'sigmar123' scores as guessable as a name.

/** The armies of Age of Sigmar 4th edition, as the game data names them. */
export const ARMY_NAMES = [
  'Beasts of Chaos',
  'Blades of Khorne',
  'Bonesplitterz',
  'Cities of Sigmar',
  'Daughters of Khaine',
  'Disciples of Tzeentch',
  'Flesh-eater Courts',
  'Fyreslayers',
  'Gloomspite Gitz',
  'Hedonites of Slaanesh',
  'Helsmiths of Hashut',
  'Idoneth Deepkin',
  'Ironjawz',
  'Kharadron Overlords',
  'Kruleboyz',
  'Lumineth Realm-lords',
  'Maggotkin of Nurgle',
  'Nighthaunt',
  'Ogor Mawtribes',
  'Ossiarch Bonereapers',
  'Seraphon',
  'Skaven',
  'Slaves to Darkness',
  'Sons of Behemat',
  'Soulblight Gravelords',
  'Stormcast Eternals',
  'Sylvaneth',
] as const;

/** The site, the game, its publisher, its realms, grand alliances and gods. */
const GAME_WORDS = [
  'Scrolldex',
  'Age of Sigmar',
  'AoS',
  'Sigmar',
  'Warhammer',
  'Games Workshop',
  'Battlescroll',
  'Battletome',
  'Warscroll',
  'Mortal Realms',
  'Order',
  'Chaos',
  'Death',
  'Destruction',
  'Khorne',
  'Tzeentch',
  'Nurgle',
  'Slaanesh',
  'Nagash',
  'Gorkamorka',
  'Archaon',
  'Stormcast',
] as const;

/** A name of words as a guesser types it: whole, without its spaces and dashes, and each longer word alone. */
function forms(name: string): string[] {
  const lower = name.toLowerCase();
  const words = lower.split(/[\s-]+/);
  return [lower, words.join(''), ...words.filter((word) => word.length >= 4)];
}

/** Every form of every site word, lower case, once each. */
export const SITE_WORDS: readonly string[] = [...new Set([...GAME_WORDS, ...ARMY_NAMES].flatMap(forms))];
