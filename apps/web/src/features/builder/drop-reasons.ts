// Why a catalogue unit may not go where it hovers, in the words the screen
// shows beside it: the engine's refusal (catalogueDrop) as the player reads it.
import type { CatalogueRefusal } from '@scrolldex/rules';

import { regimentFullReason, regimentsFullReason } from './limit-reasons';

export function refusalText(refusal: CatalogueRefusal): string {
  switch (refusal.code) {
    case 'UNKNOWN_UNIT':
      return 'Not in this army';
    case 'LEGENDS':
      return 'Legends are not allowed in this list';
    case 'REGIMENT_FULL':
      return regimentFullReason(refusal.room);
    case 'REGIMENTS_FULL':
      return regimentsFullReason(refusal.room);
    case 'NOT_IN_REGIMENT_OPTIONS':
      return `Not in ${refusal.leader}'s regiment options`;
    case 'COMPANION':
      return `Goes only in ${refusal.leader}'s regiment`;
    case 'NEEDS_LEADER':
      return 'Add a leader first';
    case 'NOT_A_LEADER':
      return 'Only a hero can lead a regiment';
    case 'TERRAIN_ELSEWHERE':
      return 'Faction terrain has its own section';
    case 'NOT_TERRAIN':
      return 'Only faction terrain goes here';
    case 'NOT_OFFERED':
      return 'Cannot go here';
  }
}
