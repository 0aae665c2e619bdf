// Above the picker's rows: the room where the pick goes and the points left,
// in one line ('2 of 3 slots left · 420 pts left'), or what blocks the pick
// ('Regiment full: 3 of 3', '5 regiments is the most').
import type { PickerRoom } from '@scrolldex/rules';

import { regimentFullReason, regimentsFullReason } from '../builder';
import styles from './unit-picker.module.css';

function slotsLeft(room: PickerRoom): string | null {
  if (room.regiment) {
    if (room.regiment.full) return regimentFullReason(room.regiment);
    const left = room.regiment.max - room.regiment.units;
    return `${left} of ${room.regiment.max} slots left`;
  }
  if (room.regiments) {
    if (room.regiments.full) return regimentsFullReason(room.regiments);
    const left = room.regiments.max - room.regiments.used;
    return `${left} of ${room.regiments.max} regiments left`;
  }
  return null;
}

export function PickerRoomNote({ room }: { room: PickerRoom }) {
  const slots = slotsLeft(room);
  const blocked = Boolean(room.regiment?.full || room.regiments?.full);
  const points = room.pointsLeft >= 0 ? `${room.pointsLeft} pts left` : `${-room.pointsLeft} pts over the cap`;
  return (
    <p className={[styles.room, blocked ? styles.blocked : ''].join(' ')} role="status">
      {slots && (
        <>
          <span className={styles.roomPart}>{slots}</span>
          <span aria-hidden="true"> · </span>
        </>
      )}
      <span className={[styles.roomPart, room.pointsLeft < 0 ? styles.roomOver : ''].join(' ')}>{points}</span>
    </p>
  );
}
