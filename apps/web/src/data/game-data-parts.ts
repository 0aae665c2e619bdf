// The game data crosses from the worker to the page in pieces. One structured
// clone of the whole 8.6 MB is a single long task on the page (a quarter of a
// second on a phone) that holds back painting and input; one army per message,
// each piece is a short task and the page paints and answers between them.
import type { Army, Campaign, GameData, RegimentOfRenown } from '@scrolldex/rules';

export type GameDataPart =
  { kind: 'armies'; entries: [string, Army][] } | { kind: 'regimentsOfRenown'; items: RegimentOfRenown[] } | { kind: 'pathToGlory'; campaign: Campaign };

/** Regiments of renown are small (about 6 KB each): a handful per message. */
const REGIMENTS_PER_PART = 8;

/**
 * The pieces to send first, and the rest (with no armies, regiments nor campaigns) to send last. A Path to Glory
 * campaign is large (23-181 KB, 377 KB the four): one a part.
 */
export function splitGameData(data: GameData): { parts: GameDataPart[]; rest: GameData } {
  const parts: GameDataPart[] = Object.entries(data.armies).map((entry) => ({ kind: 'armies', entries: [entry] }));
  for (let start = 0; start < data.regimentsOfRenown.length; start += REGIMENTS_PER_PART) {
    parts.push({ kind: 'regimentsOfRenown', items: data.regimentsOfRenown.slice(start, start + REGIMENTS_PER_PART) });
  }
  for (const campaign of data.pathToGlory) parts.push({ kind: 'pathToGlory', campaign });
  return { parts, rest: { ...data, armies: {}, regimentsOfRenown: [], pathToGlory: [] } };
}

/** The game data again, armies, regiments and campaigns in the order they were split. */
export function joinGameData(rest: GameData, parts: readonly GameDataPart[]): GameData {
  const armies: GameData['armies'] = {};
  const regimentsOfRenown: RegimentOfRenown[] = [];
  const pathToGlory: Campaign[] = [];
  for (const part of parts) {
    if (part.kind === 'armies') for (const [name, army] of part.entries) armies[name] = army;
    else if (part.kind === 'regimentsOfRenown') regimentsOfRenown.push(...part.items);
    else pathToGlory.push(part.campaign);
  }
  return { ...rest, armies, regimentsOfRenown, pathToGlory };
}
