import { describe, expect, it } from 'vitest';

import { loadRealGameData } from '../../test/real-game-data.js';
import { ABILITY_COLORS, PHASES } from '../model/value-lists.js';
import { COLOUR_PHASES, NAME_RULES, normalisePhaseText, REACTION_PATTERNS, TIMING_RULES } from './phase-patterns.js';
import { distinctTimings } from '../../test/phase-support.js';

describe('phase patterns', () => {
  it('normalises markdown, case and spacing', () => {
    expect(normalisePhaseText('Reaction: You declared a  **^^Fight^^** ability\r\nfor this unit')).toBe('reaction: you declared a fight ability for this unit');
  });

  it('maps every colour to a phase', () => {
    expect(Object.keys(COLOUR_PHASES).sort()).toEqual([...ABILITY_COLORS].sort());
    for (const phase of Object.values(COLOUR_PHASES)) expect(PHASES).toContain(phase);
  });

  it('states the name rules in normalised form and in phase order', () => {
    for (const rule of NAME_RULES) {
      expect(normalisePhaseText(rule.name)).toBe(rule.name);
      expect([...rule.phases]).toEqual(PHASES.filter((phase) => rule.phases.includes(phase)));
    }
  });

  it('uses every timing rule and reaction pattern on some real timing', () => {
    const timings = [...distinctTimings(loadRealGameData()).keys()].map(normalisePhaseText);
    for (const rule of TIMING_RULES)
      expect(
        timings.some((timing) => rule.pattern.test(timing)),
        String(rule.pattern),
      ).toBe(true);
    for (const pattern of REACTION_PATTERNS)
      expect(
        timings.some((timing) => pattern.test(timing)),
        String(pattern),
      ).toBe(true);
  });

  it('reads battle-round timings before turn timings', () => {
    const first = (timing: string) => TIMING_RULES.find((rule) => rule.pattern.test(normalisePhaseText(timing)))?.phase;
    expect(first('Once Per Turn (Army), Start of Battle Round')).toBe('Start of Battle Round');
    expect(first('Once Per Battle Round, Start of Your Turn')).toBe('Start of Turn');
    expect(first('Once Per Battle (Army), End of Enemy Turn')).toBe('End of Turn');
    expect(first('Once Per Turn (Army), Any HeroPhase')).toBe('Hero Phase');
  });
});
