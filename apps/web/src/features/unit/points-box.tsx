// The points of a warscroll, lore or regiment as a dark box beside its name.
import styles from './points-box.module.css';

export function PointsBox({ points }: { points: number }) {
  return (
    <p className={styles.box}>
      <span className={styles.value}>{points}</span>
      <span className={styles.label}>pts</span>
    </p>
  );
}
