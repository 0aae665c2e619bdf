// A game's victory points by battle round as a small line chart (SVG): each
// player's running total after each round reached, on the five rounds of a
// battle. The table beside it says the same in words, and the chart names it
// as its description.
import { BATTLE_ROUNDS, type RoundScore } from '@scrolldex/rules';

import styles from './victory-point-chart.module.css';

const WIDTH = 320;
const HEIGHT = 160;
const PAD = { left: 28, right: 12, top: 12, bottom: 24 };

/** The top of the vertical axis: an even number of steps (5s up to 25, then 10s), so the middle line is a whole number too. */
function axisTop(highest: number): number {
  const step = highest <= 25 ? 5 : 10;
  return Math.max(step * 2, Math.ceil(highest / (step * 2)) * step * 2);
}

type Props = { scores: readonly RoundScore[]; names: { me: string; opponent: string }; describedBy: string };

export function VictoryPointChart({ scores, names, describedBy }: Props) {
  const top = axisTop(Math.max(0, ...scores.flatMap((score) => [score.meTotal, score.opponentTotal])));
  const x = (round: number) => PAD.left + ((round - 1) / (BATTLE_ROUNDS - 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (points: number) => HEIGHT - PAD.bottom - (points / top) * (HEIGHT - PAD.top - PAD.bottom);
  const line = (total: (score: RoundScore) => number) => scores.map((score) => `${x(score.round)},${y(total(score))}`).join(' ');
  const ticks = [0, top / 2, top];
  return (
    <figure className={styles.figure}>
      <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label="Victory points by battle round" aria-describedby={describedBy}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line className={styles.grid} x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} />
            <text className={styles.axis} x={PAD.left - 6} y={y(tick) + 4} textAnchor="end">
              {tick}
            </text>
          </g>
        ))}
        {Array.from({ length: BATTLE_ROUNDS }, (_, index) => (
          <text key={index} className={styles.axis} x={x(index + 1)} y={HEIGHT - 6} textAnchor="middle">
            {index + 1}
          </text>
        ))}
        <polyline className={styles.opponent} points={line((score) => score.opponentTotal)} />
        <polyline className={styles.me} points={line((score) => score.meTotal)} />
        {scores.map((score) => (
          <g key={score.round}>
            <circle className={styles.opponentDot} cx={x(score.round)} cy={y(score.opponentTotal)} r={3.5} />
            <circle className={styles.meDot} cx={x(score.round)} cy={y(score.meTotal)} r={3.5} />
          </g>
        ))}
      </svg>
      <figcaption className={styles.legend}>
        <span className={styles.meKey}>{names.me}</span>
        <span className={styles.opponentKey}>{names.opponent}</span>
        <span className={styles.rounds}>Running totals by battle round</span>
      </figcaption>
    </figure>
  );
}
