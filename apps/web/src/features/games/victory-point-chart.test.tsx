import type { RoundScore } from '@scrolldex/rules';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { VictoryPointChart } from './victory-point-chart';

afterEach(cleanup);

/** Running totals of four rounds as a game's page gives them. */
function scores(totals: readonly (readonly [number, number])[]): RoundScore[] {
  return totals.map(([meTotal, opponentTotal], index) => ({ round: index + 1, me: 0, opponent: 0, meTotal, opponentTotal }));
}

function axisLabels(): string[] {
  const chart = screen.getByRole('img', { name: 'Victory points by battle round' });
  return [...chart.querySelectorAll('text[text-anchor="end"]')].map((label) => label.textContent ?? '');
}

describe('VictoryPointChart', () => {
  it('labels its vertical axis in whole points, whatever the highest total', () => {
    for (const highest of [3, 15, 25, 37, 61]) {
      render(
        <VictoryPointChart
          scores={scores([
            [1, 0],
            [highest, 2],
          ])}
          names={{ me: 'You', opponent: 'Alice' }}
          describedBy="table"
        />,
      );
      const labels = axisLabels();
      expect(labels.map(Number).every(Number.isInteger), `${highest}: ${labels.join(', ')}`).toBe(true);
      expect(Number(labels.at(-1))).toBeGreaterThanOrEqual(highest);
      cleanup();
    }
  });
});
