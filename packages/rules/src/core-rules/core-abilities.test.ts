import { describe, it, expect } from 'vitest';
import { AbilitySchema, type Ability } from '../model/ability.js';
import { CORE_ABILITIES, CORE_COMMANDS } from './core-abilities.js';

function byId(id: string): Ability {
  const ability = CORE_ABILITIES.find((a) => a.id === id);
  if (!ability) throw new Error(`missing core ability ${id}`);
  return ability;
}

const commands = CORE_ABILITIES.filter((a) => a.type === 'Command');

describe('CORE_ABILITIES', () => {
  it('matches the ability schema', () => {
    for (const ability of CORE_ABILITIES) {
      expect(() => AbilitySchema.parse(ability), ability.id).not.toThrow();
    }
  });

  it('has unique, namespaced kebab-case ids', () => {
    const ids = CORE_ABILITIES.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^core\/[a-z]+(-[a-z]+)*$/);
  });

  it('gives every entry a concrete phase', () => {
    for (const ability of CORE_ABILITIES) {
      expect(ability.phase, ability.id).not.toBeNull();
      expect(ability.phase, ability.id).not.toBe('Unknown Phase');
    }
  });

  it('contains exactly the ten universal commands', () => {
    expect(commands.map((c) => c.name).sort()).toEqual(
      [
        'All-out Attack',
        'All-out Defence',
        'At the Double',
        'Counter-charge',
        'Covering Fire',
        'Forward to Victory',
        'Magical Intervention',
        'Power Through',
        'Rally',
        'Redeploy',
      ].sort(),
    );
  });

  it('offers the commands on their own', () => {
    expect(CORE_COMMANDS).toEqual(commands);
  });

  it('charges command points only for commands', () => {
    for (const ability of CORE_ABILITIES) {
      if (ability.type === 'Command') {
        expect(ability.cost, ability.id).toBeGreaterThanOrEqual(1);
      } else {
        expect(ability.cost, ability.id).toBeNull();
        expect(['Activated', 'Passive'], ability.id).toContain(ability.type);
      }
    }
  });

  // A reaction is used by the unit that triggered it, so it has no declare step.
  it('names who uses each reaction instead of a declare step', () => {
    const reactions = CORE_ABILITIES.filter((a) => a.timing.startsWith('Reaction:'));
    expect(reactions.length).toBeGreaterThan(0);
    for (const reaction of reactions) {
      expect(reaction.usedBy, reaction.id).toBeTruthy();
      expect(reaction.declare, reaction.id).toBeNull();
    }
  });

  it('makes All-out Attack a 1 CP reaction to shooting or fighting', () => {
    const attack = byId('core/all-out-attack');
    expect(attack).toMatchObject({ type: 'Command', cost: 1, typeAttribute: 'offensive' });
    expect(attack.timing).toBe('Reaction: You declared an ATTACK ability');
    expect(attack.phase).toBe('Passives & Reactions');
  });

  it('makes All-out Defence a 1 CP save bonus for the targeted unit', () => {
    const defence = byId('core/all-out-defence');
    expect(defence).toMatchObject({ type: 'Command', cost: 1, typeAttribute: 'defensive' });
    expect(defence.timing).toBe('Reaction: Opponent declared an ATTACK ability');
  });

  it("uses Redeploy in the enemy's movement phase", () => {
    expect(byId('core/redeploy')).toMatchObject({
      cost: 1,
      timing: 'Enemy Movement Phase',
      phase: 'Movement Phase',
      color: 'grey',
    });
  });

  it('uses Rally in either hero phase as a rallying command', () => {
    expect(byId('core/rally')).toMatchObject({
      cost: 1,
      timing: 'Any Hero Phase',
      phase: 'Hero Phase',
      typeAttribute: 'rallying',
    });
  });

  it('prices Counter-charge at 2 CP and every other command at 1 CP', () => {
    for (const command of commands) {
      expect(command.cost, command.id).toBe(command.id === 'core/counter-charge' ? 2 : 1);
    }
  });

  it('lets only wizards and priests use Magical Intervention, in the enemy hero phase', () => {
    const intervention = byId('core/magical-intervention');
    expect(intervention.timing).toBe('Enemy Hero Phase');
    expect(intervention.declare).toMatch(/WIZARD or PRIEST/);
  });

  it('lets both players fight in the combat phase but only the active player shoot', () => {
    expect(byId('core/fight').timing).toBe('Any Combat Phase');
    expect(byId('core/shoot').timing).toBe('Your Shooting Phase');
  });

  it('colours each entry by the phase it belongs to', () => {
    const expected: Partial<Record<NonNullable<Ability['phase']>, Ability['color'][]>> = {
      'Hero Phase': ['yellow'],
      'Movement Phase': ['grey'],
      'Shooting Phase': ['blue'],
      'Charge Phase': ['orange'],
      'Combat Phase': ['red'],
      'End of Turn': ['purple'],
    };
    for (const ability of CORE_ABILITIES) {
      const colors = ability.phase ? expected[ability.phase] : undefined;
      if (colors) expect(colors, ability.id).toContain(ability.color);
    }
  });
});
