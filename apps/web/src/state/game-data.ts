// The loaded game data and what the player should know about its loading.
import type { Faq, Manifest, RuntimeConfig } from '@scrolldex/contract';
import type { GameData, GameDataIndex, RuleDocument } from '@scrolldex/rules';
import { atom } from 'jotai';

/** The whole data, on the page only once a screen that needs every army asked for it (state/whole-game-data.ts). */
export const gameDataAtom = atom<GameData | null>(null);
/** The data's small index: the home screen lists the armies from it until the whole data is held. */
export const gameDataIndexAtom = atom<GameDataIndex | null>(null);
/**
 * The whole data the worker holds for the data source (read from this device or downloaded, and stored: every screen
 * can open, offline too), named by its index; the data itself stays in the worker until a screen needs it.
 */
export const heldGameDataAtom = atom<HeldGameData | null>(null);
export type HeldGameData = { ref: string; index: GameDataIndex };
export const faqAtom = atom<Faq | null>(null);
export const ruleDocumentsAtom = atom<RuleDocument[] | null>(null);
export const manifestAtom = atom<Manifest | null>(null);
export const runtimeConfigAtom = atom<RuntimeConfig | null>(null);

/** True while army data, FAQ and rules load together; false when all finish, even on failure. */
export const dataLoadingAtom = atom(false);
/** Shown only when nothing usable is cached. */
export const dataErrorAtom = atom<string | null>(null);
/** Bumped by 'Clear BSData' and the hourly timer: each bump reloads. */
export const dataReloadAtom = atom(0);
