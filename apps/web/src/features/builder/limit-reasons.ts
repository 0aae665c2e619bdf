// Why an add button is disabled, in the words beside it: the engine's
// limits (regimentRoom, regimentsRoom) as the player reads them.
import type { RegimentRoom, RegimentsRoom } from '@scrolldex/rules';

export function regimentFullReason(room: RegimentRoom): string {
  return `Regiment full: ${room.units} of ${room.max}`;
}

export function regimentsFullReason(room: RegimentsRoom): string {
  return room.renown ? `${room.max} regiments is the most, with the regiment of renown` : `${room.max} regiments is the most`;
}
