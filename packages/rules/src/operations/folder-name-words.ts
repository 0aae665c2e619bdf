/** Words for generated folder names; 32 x 32 = 1024 names before any repeat. */
export const FOLDER_ADJECTIVES = [
  'Amber', 'Ancient', 'Arcane', 'Blazing', 'Bold', 'Brave', 'Crimson', 'Cunning',
  'Dauntless', 'Eager', 'Fearless', 'Fierce', 'Gilded', 'Gloomy', 'Grim', 'Hidden',
  'Iron', 'Jade', 'Keen', 'Loyal', 'Mighty', 'Misty', 'Noble', 'Proud',
  'Restless', 'Silent', 'Stalwart', 'Stormy', 'Swift', 'Valiant', 'Wild', 'Wise',
] as const;

export const FOLDER_ANIMALS = [
  'Badger', 'Bear', 'Boar', 'Crow', 'Drake', 'Eagle', 'Falcon', 'Fox',
  'Gryphon', 'Hare', 'Hawk', 'Heron', 'Lion', 'Lynx', 'Mole', 'Moth',
  'Newt', 'Otter', 'Owl', 'Panther', 'Raven', 'Salamander', 'Serpent', 'Shark',
  'Spider', 'Stag', 'Toad', 'Tortoise', 'Viper', 'Weasel', 'Wolf', 'Wyvern',
] as const;
