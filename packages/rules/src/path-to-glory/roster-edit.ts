// Every change a roster screen or a one-tap fix makes to a roster, as plain
// data, applied by applyRosterEdit.
import type { GlorySpend } from './roster.js';

export type RosterEdit =
  | { op: 'rename'; name: string }
  | { op: 'addUnit'; id: string; name: string }
  | { op: 'removeUnit'; unit: string }
  | { op: 'setWarlord'; unit: string | null }
  | { op: 'setRenown'; unit: string; renown: number }
  /** Choosing another path drops the abilities of the old one. */
  | { op: 'setPath'; unit: string; path: string | null }
  | { op: 'addPathAbility'; unit: string; ability: string }
  | { op: 'removePathAbility'; unit: string; ability: string }
  | { op: 'addEnhancement'; unit: string; name: string }
  | { op: 'removeEnhancement'; unit: string; name: string }
  | { op: 'addScar'; unit: string; scar: string }
  | { op: 'removeScar'; unit: string; scar: string }
  | { op: 'setGlory'; glory: number }
  /** Glory spent on what the player names (spendGlory checks it first). */
  | { op: 'spendGlory'; spend: GlorySpend }
  | { op: 'setQuest'; name: string | null }
  | { op: 'setQuestPoints'; points: number }
  | { op: 'setTrack'; item: string; value: number }
  /** A list mustered from the roster (musterList), remembered so its battle view can show the units' paths and scars. */
  | { op: 'recordMuster'; listId: string; units: string[] };
