import { describe, expect, it } from 'vitest';

import { loadRealGameData } from '../../test/real-game-data.js';
import { CORE_ABILITIES } from '../core-rules/core-abilities.js';
import type { Ability, Phase } from '../model/ability.js';
import { PHASES } from '../model/value-lists.js';
import { abilityPhases, classifyAbility, isReactionTiming } from './classify-ability.js';
import { normalisePhaseText } from './phase-patterns.js';
import { allAbilityOccurrences, distinctTimings, findRealAbility, makeAbility } from '../../test/phase-support.js';

const data = () => loadRealGameData();
const real = (name: string, where?: string) => findRealAbility(data(), name, where);
const core = (name: string): Ability => CORE_ABILITIES.find((ability) => ability.name === name)!;
const FIGHTING: Phase[] = ['Passives & Reactions', 'Shooting Phase', 'Combat Phase'];

describe('classifyAbility on real abilities', () => {
  it('puts All-out Attack, All-out Defence and Champion in Passives, Shooting and Combat by name', () => {
    for (const ability of [core('All-out Attack'), core('All-out Defence')]) {
      // The authored phase says Passives only; the name rule comes first.
      expect(ability.phase).toBe('Passives & Reactions');
      expect(classifyAbility(ability)).toMatchObject({ kind: 'placed', rule: 'name', phases: FIGHTING, isReaction: true });
    }
    const champion = data().coreRules.commandModelAbilities.find((entry) => entry.model === 'Champion')!.ability;
    expect(classifyAbility(champion)).toMatchObject({ rule: 'name', phases: FIGHTING, isReaction: false });
  });

  it('matches the name rule on the whole name only', () => {
    // Flesh-eater Courts' Charnel Throne: a hero-phase ability with 'Champion' in its name.
    expect(classifyAbility(real('Reigning Champion', 'Flesh-eater Courts'))).toMatchObject({ rule: 'timing', phases: ['Hero Phase'] });
  });

  it('drops deployment-timed abilities and damage tables', () => {
    expect(classifyAbility(real('Masters of the Wilderness', 'Beasts of Chaos'))).toEqual({ kind: 'dropped', reason: 'deployment' });
    expect(classifyAbility(real('Tempered by Fury', 'Blades of Khorne'))).toEqual({ kind: 'dropped', reason: 'deployment' });
    const damaged = real('Battle Damaged', 'Beasts of Chaos');
    expect(damaged.timing).toBe('Passive');
    expect(classifyAbility(damaged)).toEqual({ kind: 'dropped', reason: 'damage' });
    expect(abilityPhases(damaged)).toEqual([]);
  });

  it('shows passives in Passives plus the phase of their colour', () => {
    expect(classifyAbility(real('Hatred of Heroes', 'Beasts of Chaos'))).toMatchObject({
      rule: 'passive',
      phases: ['Passives & Reactions', 'Combat Phase'],
    });
    expect(abilityPhases(real('Icon of the Blood God', 'Blades of Khorne'))).toEqual(['Passives & Reactions', 'Hero Phase']);
    // Green and black already mean Passives; an unknown colour adds nothing.
    expect(abilityPhases(real('No Respite', 'Blades of Khorne / Blood Warriors'))).toEqual(['Passives & Reactions']);
    expect(abilityPhases(real('Armour of Glimril Scales'))).toEqual(['Passives & Reactions']);
  });

  it('shows reactions in Passives plus the phase of their colour, not of their text', () => {
    expect(classifyAbility(real('Call of Battle', 'Beasts of Chaos'))).toMatchObject({
      rule: 'reaction',
      isReaction: true,
      phases: ['Passives & Reactions', 'Combat Phase'],
    });
    expect(abilityPhases(real('Scion of the Primordial Storm'))).toEqual(['Passives & Reactions', 'Hero Phase']);
    // Reacts to an Attack (shooting or fighting), but its card is yellow.
    expect(abilityPhases(real('Twin Tides', 'Idoneth Deepkin'))).toEqual(['Passives & Reactions', 'Hero Phase']);
  });

  it('treats a timing that starts "You declared" or "Opponent declared" as a reaction', () => {
    expect(classifyAbility(real('Marshal of the Legions'))).toMatchObject({
      rule: 'reaction',
      phases: ['Passives & Reactions', 'Combat Phase'],
    });
    expect(classifyAbility(real('Aetheric Nullifier'))).toMatchObject({ rule: 'reaction', phases: ['Passives & Reactions'] });
  });

  it('reads the moment from the timing before the colour', () => {
    // Black cards, which would otherwise mean Passives.
    expect(classifyAbility(real('Louder and Louder'))).toMatchObject({ rule: 'timing', phases: ['Start of Battle Round'] });
    expect(abilityPhases(real('Soldiers of the Fastness'))).toEqual(['Start of Battle Round']);
    expect(abilityPhases(real('Hunt with Conviction'))).toEqual(['Start of Battle Round']);
    expect(abilityPhases(real('A Greywater Welcome'))).toEqual(['Start of Battle Round']);
    expect(abilityPhases(real('Tenebrous Aura'))).toEqual(['Start of Turn']);
    expect(abilityPhases(real('Paragons Of Slaanesh'))).toEqual(['Start of Turn']);
    expect(abilityPhases(real('Incessant Drive'))).toEqual(['End of Turn']);
  });

  it('reads phase names the data misspaces', () => {
    expect(real('Rage of Arkhar').timing).toBe('Once Per Phase (Army), Your CombatPhase');
    expect(abilityPhases(real('Rage of Arkhar'))).toEqual(['Combat Phase']);
    expect(real('Ride the Winds Aetheric').timing).toBe('Your Movement  Phase');
    expect(abilityPhases(real('Ride the Winds Aetheric'))).toEqual(['Movement Phase']);
  });

  it('falls back to the colour when the timing names no moment', () => {
    const lethis = real('Strength from the Departed');
    expect(classifyAbility(lethis)).toMatchObject({ rule: 'colour', phases: ['Passives & Reactions'] });
  });

  it('keeps the authored phases of core abilities, Deployment included', () => {
    expect(classifyAbility(core('Deploy Unit'))).toMatchObject({ rule: 'authored', phases: ['Deployment Phase'] });
    expect(classifyAbility(core('Unbind'))).toMatchObject({
      rule: 'authored',
      isReaction: true,
      phases: ['Passives & Reactions', 'Hero Phase'],
    });
    expect(abilityPhases(core('Power Through'))).toEqual(['End of Turn']);
    // The handbook's wording has no phase of its own and lands in the same place.
    expect(abilityPhases(data().coreRules.placeOfPower!)).toEqual(abilityPhases(core('Activate Place of Power')));
  });
});

describe('classifyAbility precedence', () => {
  it('applies the name rule before the drops', () => {
    expect(classifyAbility(makeAbility({ name: 'Champion', typeAttribute: 'damage' }))).toMatchObject({ rule: 'name' });
  });

  it('applies an authored phase before the deployment drop', () => {
    const authored = makeAbility({ timing: 'Deployment Phase', phase: 'Deployment Phase' });
    expect(classifyAbility(authored)).toMatchObject({ rule: 'authored', phases: ['Deployment Phase'] });
    expect(classifyAbility({ ...authored, phase: null })).toEqual({ kind: 'dropped', reason: 'deployment' });
  });

  it('drops before reading passives and reactions', () => {
    expect(classifyAbility(makeAbility({ timing: 'Reaction: Once Per Battle, Deployment Phase' }))).toMatchObject({ kind: 'dropped' });
    expect(classifyAbility(makeAbility({ timing: 'Passive', typeAttribute: 'damage' }))).toMatchObject({ kind: 'dropped' });
  });

  it('applies passive and reaction before the timing text, and the timing before the colour', () => {
    const timed = makeAbility({ timing: 'Your Shooting Phase, Reaction: You declared a Shoot ability', color: 'yellow' });
    expect(classifyAbility(timed)).toMatchObject({ rule: 'reaction', phases: ['Passives & Reactions', 'Hero Phase'] });
    expect(classifyAbility({ ...timed, timing: 'Your Shooting Phase' })).toMatchObject({ rule: 'timing', phases: ['Shooting Phase'] });
    expect(classifyAbility({ ...timed, timing: 'Once Per Battle' })).toMatchObject({ rule: 'colour', phases: ['Hero Phase'] });
  });

  it('maps every colour as the spec says', () => {
    const expected: Record<Ability['color'], Phase> = {
      black: 'Passives & Reactions',
      green: 'Passives & Reactions',
      yellow: 'Hero Phase',
      grey: 'Movement Phase',
      blue: 'Shooting Phase',
      orange: 'Charge Phase',
      red: 'Combat Phase',
      purple: 'End of Turn',
      unknown: 'Unknown Phase',
    };
    for (const [color, phase] of Object.entries(expected)) {
      expect(abilityPhases(makeAbility({ timing: '', color: color as Ability['color'] })), color).toEqual([phase]);
    }
  });
});

describe('every timing in the real data', () => {
  const PHASE_WORDS: Record<string, Phase> = {
    hero: 'Hero Phase',
    movement: 'Movement Phase',
    shooting: 'Shooting Phase',
    charge: 'Charge Phase',
    combat: 'Combat Phase',
  };

  it('has a few hundred distinct timings, all classified into ordered, distinct phases', () => {
    const timings = distinctTimings(data());
    expect(timings.size).toBeGreaterThan(150);
    for (const [timing, { ability }] of timings) {
      const classification = classifyAbility(ability);
      if (classification.kind === 'dropped') continue;
      expect(classification.phases.length, timing).toBeGreaterThan(0);
      expect([...classification.phases], timing).toEqual(PHASES.filter((phase) => classification.phases.includes(phase)));
    }
  });

  it('classifies each timing by what it says', () => {
    for (const [timing, { ability, where }] of distinctTimings(data())) {
      const text = normalisePhaseText(timing);
      const classification = classifyAbility(ability);
      const label = `${JSON.stringify(timing)} (${where})`;
      if (text.includes('deployment phase')) {
        expect(classification, label).toEqual({ kind: 'dropped', reason: 'deployment' });
        continue;
      }
      if (classification.kind === 'dropped') {
        expect(ability.typeAttribute, label).toBe('damage');
        continue;
      }
      if (text === 'passive' || isReactionTiming(timing)) {
        expect(classification.phases[0], label).toBe('Passives & Reactions');
        continue;
      }
      const phaseWord = /(hero|movement|shooting|charge|combat) ?phase/.exec(text)?.[1];
      if (/start of (the )?(first )?battle( round)?\b/.test(text)) expect(classification.phases, label).toEqual(['Start of Battle Round']);
      else if (/end of (the )?first battle round/.test(text)) expect(classification.phases, label).toEqual(['End of Turn']);
      else if (/start of .*turn/.test(text)) expect(classification.phases, label).toEqual(['Start of Turn']);
      else if (/end of .*turn/.test(text)) expect(classification.phases, label).toEqual(['End of Turn']);
      else if (phaseWord) expect(classification.phases, label).toEqual([PHASE_WORDS[phaseWord]]);
      else expect(classification.rule, label).toBe('colour');
    }
  });

  it('leaves the Unknown Phase to abilities with neither a colour nor a moment', () => {
    const unknown = allAbilityOccurrences(data()).filter(({ ability }) => abilityPhases(ability).includes('Unknown Phase'));
    expect(unknown.length).toBeLessThan(10);
    for (const { ability, where } of unknown) {
      expect(ability.color, where).toBe('unknown');
      expect(classifyAbility(ability), where).toMatchObject({ rule: 'colour' });
    }
  });
});
