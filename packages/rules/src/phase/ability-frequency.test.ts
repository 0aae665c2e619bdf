import { describe, expect, it } from 'vitest';

import { allAbilityOccurrences, findRealAbility, makeAbility } from '../../test/phase-support.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { CORE_ABILITIES } from '../core-rules/core-abilities.js';
import type { Ability } from '../model/ability.js';
import { abilityFrequency, FREQUENCY_RULES, isLimited, type FrequencyRule } from './ability-frequency.js';
import { FREQUENCY_KINDS, ONCE_PER_HEADERS, UNLIMITED_TEXTS, type FrequencyKind } from './frequency-patterns.js';
import { normalisePhaseText } from './phase-patterns.js';

const data = () => loadRealGameData();
const real = (name: string, where?: string) => findRealAbility(data(), name, where);
const core = (name: string): Ability => CORE_ABILITIES.find((ability) => ability.name === name)!;

describe('abilityFrequency on real abilities', () => {
  it('reads the Once Per header of the timing, (Army) making it the army’s', () => {
    expect(real('Heavens-sent', 'Stormcast Eternals').timing).toBe('Once Per Battle, Your Movement Phase');
    expect(abilityFrequency(real('Heavens-sent', 'Stormcast Eternals'))).toEqual({ kind: 'oncePerBattle', per: 'user', turn: 'yours', rule: 'timing' });
    expect(abilityFrequency(real('Their Finest Hour', 'Stormcast Eternals'))).toEqual({ kind: 'oncePerTurn', per: 'army', turn: 'yours', rule: 'timing' });
    expect(abilityFrequency(real('Splinters of the Vermindoom', 'Skaven'))).toMatchObject({ kind: 'oncePerBattleRound', per: 'army', turn: 'any' });
    expect(abilityFrequency(real('Always Three Clawsteps Ahead', 'Skaven'))).toMatchObject({ kind: 'oncePerTurn', per: 'army', turn: 'opponents' });
    expect(abilityFrequency(real('Rage of Arkhar'))).toMatchObject({ kind: 'oncePerPhase', per: 'army', turn: 'yours' });
  });

  it('reads the spellings the data has: no space before (Army), doubled spaces', () => {
    const spelled = (timing: string) => abilityFrequency(makeAbility({ timing }));
    expect(spelled('Once Per Battle(Army), Your Hero Phase')).toMatchObject({ kind: 'oncePerBattle', per: 'army' });
    expect(spelled('Once Per  Battle, Deployment Phase')).toMatchObject({ kind: 'oncePerBattle', per: 'user' });
    expect(spelled('Once Per Turn(Army), Any Combat Phase')).toMatchObject({ kind: 'oncePerTurn', per: 'army', turn: 'any' });
    expect(spelled('Once Per Battle Round, Start of Your Turn')).toMatchObject({ kind: 'oncePerBattleRound', turn: 'yours' });
  });

  it('reads a header the data put in the declare text', () => {
    const misplaced = allAbilityOccurrences(data()).find(({ ability }) => /^Once Per/i.test(ability.declare ?? ''))!.ability;
    expect(abilityFrequency(misplaced)).toMatchObject({ kind: 'oncePerTurn', per: 'army', rule: 'declare' });
  });

  it('lets an ability that says so be used more than once per phase', () => {
    const free = allAbilityOccurrences(data()).filter(({ ability }) =>
      /more than once per phase but only once per spell/.test(normalisePhaseText(ability.effect)),
    );
    expect(free.length).toBeGreaterThan(0);
    for (const { ability, where } of free) expect(abilityFrequency(ability), where).toMatchObject({ kind: 'unlimited', rule: 'text' });
  });

  it('limits commands and spells and prayers to once per phase for the army, unless UNLIMITED', () => {
    expect(abilityFrequency(core('Rally'))).toEqual({ kind: 'oncePerPhase', per: 'army', turn: 'any', rule: 'command' });
    expect(abilityFrequency(core('Redeploy'))).toMatchObject({ kind: 'oncePerPhase', turn: 'opponents' });
    const spells = allAbilityOccurrences(data()).filter(({ ability }) => ability.type === 'Spell' && ability.timing === 'Your Hero Phase');
    const unlimited = spells.find(({ ability }) => ability.keywords.includes('UNLIMITED'))!.ability;
    const limited = spells.find(({ ability }) => !ability.keywords.some((keyword) => keyword.includes('UNLIMITED')))!.ability;
    expect(abilityFrequency(unlimited)).toMatchObject({ kind: 'unlimited', rule: 'keyword' });
    expect(abilityFrequency(limited)).toEqual({ kind: 'oncePerPhase', per: 'army', turn: 'yours', rule: 'spellOrPrayer' });
  });

  it('leaves passives and abilities with no stated limit unlimited', () => {
    expect(abilityFrequency(real('Hatred of Heroes', 'Beasts of Chaos'))).toEqual({ kind: 'unlimited', per: 'user', turn: 'any', rule: 'none' });
    expect(abilityFrequency(core('Fight'))).toMatchObject({ kind: 'unlimited', rule: 'none' });
    expect(isLimited(abilityFrequency(core('Fight')))).toBe(false);
    expect(isLimited(abilityFrequency(core('Rally')))).toBe(true);
  });
});

describe('abilityFrequency precedence', () => {
  it('reads the timing header before the text, the text before the keyword, the keyword before the command rule', () => {
    const text = 'This unit can use this ability more than once per phase but only once per Spell ability.';
    const header = makeAbility({ timing: 'Once Per Turn (Army), Your Hero Phase', effect: text, type: 'Command', cost: 1 });
    expect(abilityFrequency(header)).toMatchObject({ kind: 'oncePerTurn', rule: 'timing' });
    expect(abilityFrequency({ ...header, timing: 'Your Hero Phase' })).toMatchObject({ kind: 'unlimited', rule: 'text' });
    expect(abilityFrequency({ ...header, timing: 'Your Hero Phase', effect: '', keywords: ['UNLIMITED'] })).toMatchObject({ rule: 'keyword' });
    expect(abilityFrequency({ ...header, timing: 'Your Hero Phase', effect: '' })).toMatchObject({ kind: 'oncePerPhase', rule: 'command' });
  });
});

describe('abilityFrequency on every ability of the real data', () => {
  it('classifies every ability, and every header and text pattern is used', () => {
    const counts = Object.fromEntries(FREQUENCY_KINDS.map((kind) => [kind, 0])) as Record<FrequencyKind, number>;
    const rules = Object.fromEntries(FREQUENCY_RULES.map((rule) => [rule, 0])) as Record<FrequencyRule, number>;
    const seen = new Set<string>();
    const abilities = [...allAbilityOccurrences(data()).map(({ ability }) => ability), ...CORE_ABILITIES].filter((ability) =>
      seen.has(ability.id) ? false : (seen.add(ability.id), true),
    );
    for (const ability of abilities) {
      const frequency = abilityFrequency(ability);
      counts[frequency.kind] += 1;
      rules[frequency.rule] += 1;
      // A timing that says 'once per' is always read.
      if (/once per/i.test(ability.timing)) expect(frequency.rule, `${ability.name}: ${ability.timing}`).toBe('timing');
    }
    console.info(`${abilities.length} distinct abilities by frequency:`, counts, 'by rule:', rules);

    for (const kind of FREQUENCY_KINDS) expect(counts[kind], kind).toBeGreaterThan(0);
    for (const rule of FREQUENCY_RULES) expect(rules[rule], rule).toBeGreaterThan(0);
    const timings = abilities.map((ability) => normalisePhaseText(ability.timing));
    for (const header of ONCE_PER_HEADERS)
      expect(
        timings.some((timing) => header.pattern.test(timing)),
        String(header.pattern),
      ).toBe(true);
    const texts = abilities.flatMap((ability) => [ability.effect, ability.declare ?? '', ability.usedBy ?? ''].map(normalisePhaseText));
    for (const pattern of UNLIMITED_TEXTS)
      expect(
        texts.some((text) => pattern.test(text)),
        String(pattern),
      ).toBe(true);
  });
});
