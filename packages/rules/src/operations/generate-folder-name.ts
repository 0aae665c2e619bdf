import { FOLDER_COLORS, type FolderColor } from '../list/folder.js';
import { folderNameKey } from './folder-name.js';
import { FOLDER_ADJECTIVES, FOLDER_ANIMALS } from './folder-name-words.js';

const COMBINATIONS = FOLDER_ADJECTIVES.length * FOLDER_ANIMALS.length;

function nameAt(index: number): string {
  const adjective = FOLDER_ADJECTIVES[index % FOLDER_ADJECTIVES.length]!;
  const animal = FOLDER_ANIMALS[Math.floor(index / FOLDER_ADJECTIVES.length) % FOLDER_ANIMALS.length]!;
  return `${adjective} ${animal}`;
}

/** Index in [0, n) from a random value in [0, 1); values out of range are clamped. */
export function randomIndex(random: number, n: number): number {
  const value = Number.isFinite(random) ? random : 0;
  return Math.min(n - 1, Math.max(0, Math.floor(value * n)));
}

/**
 * A new folder's name: adjective + animal picked by the current second (a
 * multiplier coprime to 1024 scatters neighbouring seconds). Folder names are
 * unique, so when that name is taken `random` picks one of the free ones;
 * when all are taken a number is added.
 */
export function generateFolderName(now: number, random: number, takenNames: readonly string[] = []): string {
  const taken = new Set(takenNames.map(folderNameKey));
  const seconds = Math.floor(Math.abs(now) / 1000);
  const primary = nameAt((seconds * 613) % COMBINATIONS);
  if (!taken.has(folderNameKey(primary))) return primary;
  const free: string[] = [];
  for (let index = 0; index < COMBINATIONS; index++) {
    const candidate = nameAt(index);
    if (!taken.has(folderNameKey(candidate))) free.push(candidate);
  }
  if (free.length > 0) return free[randomIndex(random, free.length)]!;
  for (let n = 2; ; n++) {
    const candidate = `${primary} ${n}`;
    if (!taken.has(folderNameKey(candidate))) return candidate;
  }
}

/** One of the seven folder colours, picked by a random value in [0, 1). */
export function randomFolderColor(random: number): FolderColor {
  return FOLDER_COLORS[randomIndex(random, FOLDER_COLORS.length)]!;
}
