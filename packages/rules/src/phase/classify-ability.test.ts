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

  it('places deployment-timed abilities in the Deployment Phase (docs/decisions.md)', () => {
    for (const [name, where] of [
      ['Masters of the Wilderness', 'Beasts of Chaos'],
      ['Tempered by Fury', 'Blades of Khorne'],
      ['The Lurking Vermintide', 'Skaven'],
      ['Soul-bonded', 'Stormcast Eternals'],
    ] as const) {
      expect(classifyAbility(real(name, where)), name).toEqual({ kind: 'placed', phases: ['Deployment Phase'], rule: 'timing', isReaction: false });
    }
    const silver = real('Silver Simulacrum', 'Disciples of Tzeentch');
    expect(silver.timing).toBe('Once Per Battle (Army), Deployment Phase');
    expect(abilityPhases(silver)).toEqual(['Deployment Phase']);
  });

  it('drops damage tables, and nothing else with the damage icon', () => {
    const damaged = real('Battle Damaged', 'Beasts of Chaos');
    expect(damaged.timing).toBe('Passive');
    expect(classifyAbility(damaged)).toEqual({ kind: 'dropped', reason: 'damageTable' });
    expect(abilityPhases(damaged)).toEqual([]);
    expect(classifyAbility(real('Squig Rage'))).toEqual({ kind: 'dropped', reason: 'damageTable' });
    // The damage icon on an End of Turn ability and on a restriction: both are rules to use.
    const mercy = real('The Price of Mercy');
    expect(mercy.typeAttribute).toBe('damage');
    expect(abilityPhases(mercy)).toEqual(['End of Turn']);
    const gutless = real('Gutless');
    expect(gutless.typeAttribute).toBe('damage');
    expect(abilityPhases(gutless)).toEqual(['Passives & Reactions', 'Charge Phase']);
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

  it('applies an authored phase before the timing', () => {
    const authored = makeAbility({ timing: 'Deployment Phase', phase: 'Hero Phase' });
    expect(classifyAbility(authored)).toMatchObject({ rule: 'authored', phases: ['Hero Phase'] });
    expect(classifyAbility({ ...authored, phase: null })).toMatchObject({ rule: 'timing', phases: ['Deployment Phase'] });
  });

  it('drops damage tables before reading passives, and reads reactions before the Deployment Phase timing', () => {
    const table = makeAbility({ timing: 'Passive', typeAttribute: 'damage', effect: 'While this unit has 10 or more damage points, its Move is 6".' });
    expect(classifyAbility(table)).toEqual({ kind: 'dropped', reason: 'damageTable' });
    expect(classifyAbility({ ...table, effect: 'This unit cannot use Charge abilities.' })).toMatchObject({ kind: 'placed', rule: 'passive' });
    expect(classifyAbility(makeAbility({ timing: 'Reaction: Once Per Battle, Deployment Phase', color: 'black' }))).toMatchObject({
      rule: 'reaction',
      phases: ['Passives & Reactions'],
    });
  });

  it('applies passive and reaction before the timing text, and the timing before the colour', () => {
    const timed = makeAbility({ timing: 'Your Shooting Phase, Reaction: You declared a Shoot ability', color: 'yellow' });
    expect(classifyAbility(timed)).toMatchObject({ rule: 'reaction', phases: ['Passives & Reactions', 'Hero Phase'] });
    expect(classifyAbility({ ...timed, timing: 'Your Shooting Phase' })).toMatchObject({ rule: 'timing', phases: ['Shooting Phase'] });
    expect(classifyAbility({ ...timed, timing: 'Once Per Battle' })).toMatchObject({ rule: 'colour', phases: ['Hero Phase'] });
  });

  it('maps each ability colour to its phase', () => {
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
      if (classification.kind === 'dropped') {
        expect([ability.typeAttribute, text], label).toEqual(['damage', 'passive']);
        continue;
      }
      if (text === 'passive' || isReactionTiming(timing)) {
        expect(classification.phases[0], label).toBe('Passives & Reactions');
        continue;
      }
      if (text.includes('deployment phase')) {
        expect(classification.phases, label).toEqual(['Deployment Phase']);
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
