// Every one-tap fix the engine offers, on lists generated from the real data
// (legal lists perturbed, or refilled with random units): applied, it leaves
// one issue of its kind fewer (or the first of two battle tactic cards chosen)
// and no error of any kind more than before. Judged here from the validation
// results alone, issue kind by issue kind, not by the engine's own check.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { generatedList } from '../../test/generated-list-arbitrary.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import type { Issue } from '../issue/issue.js';
import { validateList } from '../validate/validate-list.js';
import { applyFix, suggestFixes } from './suggest-fixes.js';

const NUM_RUNS = 150;
const NOW = Date.UTC(2027, 2, 4);

function errorCounts(issues: readonly Issue[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const issue of issues) if (issue.severity === 'error') counts.set(issue.code, (counts.get(issue.code) ?? 0) + 1);
  return counts;
}

const ofCode = (issues: readonly Issue[], code: string) => issues.filter((issue) => issue.code === code);
const cardsChosen = (issues: readonly Issue[]) => ofCode(issues, 'BATTLE_TACTICS_MISSING').map((issue) => Number(issue.params.selected))[0] ?? 2;

describe('suggestFixes on lists generated from the real data', () => {
  // Each list is validated once per fix candidate: some seconds in all, more on a busy machine.
  it('offers only fixes that clear their own issue and add no error', { timeout: 60_000 }, () => {
    const data = loadRealGameData();
    let fixesTried = 0;
    fc.assert(
      fc.property(generatedList(data), (list) => {
        const before = validateList(list, data).issues;
        const beforeErrors = errorCounts(before);
        for (const fix of suggestFixes(list, data)) {
          fixesTried += 1;
          const fixed = applyFix(list, fix, data, NOW);
          expect(fixed.ok, fix.label).toBe(true);
          if (!fixed.ok) continue;
          const after = validateList(fixed.value, data).issues;
          const cleared = ofCode(after, fix.issueCode).length < ofCode(before, fix.issueCode).length;
          const stepped = fix.issueCode === 'BATTLE_TACTICS_MISSING' && cardsChosen(after) > cardsChosen(before);
          expect(cleared || stepped, `${fix.label} leaves ${fix.issueCode}`).toBe(true);
          for (const [code, count] of errorCounts(after)) {
            expect(count, `${fix.label} adds ${code}`).toBeLessThanOrEqual(beforeErrors.get(code) ?? 0);
          }
        }
      }),
      { numRuns: NUM_RUNS },
    );
    // The lists must have given fixes to check, or the property says nothing.
    expect(fixesTried).toBeGreaterThan(NUM_RUNS);
  });
});
