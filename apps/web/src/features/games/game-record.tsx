// A list's record over its finished games: '3 won · 1 drawn · 2 lost'.
import type { GameRecord } from '@scrolldex/rules';

import styles from './game-record.module.css';

export function GameRecordLine({ record }: { record: GameRecord }) {
  const label = `${record.won} won, ${record.drawn} drawn, ${record.lost} lost`;
  return (
    <span className={styles.record} role="img" aria-label={label} title={label}>
      <span className={styles.won}>{record.won} won</span>
      <span aria-hidden="true">·</span>
      <span>{record.drawn} drawn</span>
      <span aria-hidden="true">·</span>
      <span className={styles.lost}>{record.lost} lost</span>
    </span>
  );
}
