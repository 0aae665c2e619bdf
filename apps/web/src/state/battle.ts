// The battle view's memory: the phase
// index per page path and each faction tracker per list, kept across visits;
// the scroll position per phase and the open sections, kept for the session;
// the dragged section order under the '{product}-phase-sort' key (phaseSortStorageKey),
// read back through the engine's validation.
import { parsePhaseSortPreference, phaseSortStorageKey, type PhaseSortPreference } from '@scrolldex/rules';
import { atom } from 'jotai';
import { z } from 'zod/mini';

import { storedAtom } from './stored-atom';

export const PHASE_INDEX_KEY = 'battlePhaseIndex';
export const PHASE_SORT_KEY = phaseSortStorageKey('scrolldex');
export const BATTLE_TRACKERS_KEY = 'battleTrackers';

/**
 * The phase shown, by page path: its index, and its name, which wins while
 * that phase is still offered (a setting or list edit can add phases before it).
 */
export const RememberedPhaseSchema = z.object({ index: z.int().check(z.minimum(0)), phase: z.string() });
export const phaseIndexAtom = storedAtom(PHASE_INDEX_KEY, z.record(z.string(), RememberedPhaseSchema), {});

/** Scroll positions by page path, then by phase. */
export const phaseScrollAtom = atom<Readonly<Record<string, Readonly<Record<string, number>>>>>({});

/** Whether a game's 'Opponent' section is open, for the session: open on wide screens, where it sits beside the player's own. */
export const opponentOpenAtom = atom(typeof window !== 'undefined' && window.matchMedia?.('(min-width: 1024px)').matches === true);

/** Open state of the battle view's sections by page path, phase and section id; unset sections follow the setting. */
export const battleSectionsOpenAtom = atom<Readonly<Record<string, boolean>>>({});

// The engine keeps what is valid of a stored preference, entry by entry.
const PhaseSortSchema = z.pipe(
  z.unknown(),
  z.transform((stored): PhaseSortPreference => parsePhaseSortPreference(JSON.stringify(stored))),
);
export const phaseSortAtom = storedAtom<PhaseSortPreference>(PHASE_SORT_KEY, PhaseSortSchema, {});

export const BattleTrackerSchema = z.object({
  /** Blades of Khorne: blood tithe points in hand. */
  bloodTithe: z.int().check(z.minimum(0), z.maximum(99)),
  /** Blades of Khorne: the Blood Tithe abilities unlocked, by name. */
  unlocked: z.array(z.string()),
  /** Idoneth Deepkin: the Tidal ability used in each battle round ('' for none). */
  tides: z.array(z.string()).check(z.maxLength(10)),
});
export type BattleTracker = z.infer<typeof BattleTrackerSchema>;

export const EMPTY_TRACKER: BattleTracker = { bloodTithe: 0, unlocked: [], tides: [] };

/** The faction trackers by list id. */
export const battleTrackersAtom = storedAtom(BATTLE_TRACKERS_KEY, z.record(z.string(), BattleTrackerSchema), {});
