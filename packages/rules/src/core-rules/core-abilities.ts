import type { Ability, Phase } from '../model/ability.js';

// The community BSData files only carry warscroll and faction abilities, so the
// universal commands and core abilities every unit can use are authored here.
// All wording is our own summary of the 4th-edition core rules, not GW's text.

type AuthoredAbility = Pick<
  Ability,
  'id' | 'name' | 'type' | 'timing' | 'color' | 'typeAttribute' | 'effect'
> &
  Partial<Pick<Ability, 'cost' | 'keywords' | 'declare' | 'usedBy'>> & {
    // Unlike parsed abilities, authored ones always know their phase.
    phase: Phase;
  };

function coreAbility(authored: AuthoredAbility): Ability {
  return {
    cost: null,
    keywords: [],
    declare: null,
    usedBy: null,
    castingValue: null,
    chantingValue: null,
    unlockCondition: null,
    pointsCost: null,
    ...authored,
  };
}

const COMMANDS: readonly Ability[] = [
  coreAbility({
    id: 'core/rally',
    name: 'Rally',
    type: 'Command',
    timing: 'Any Hero Phase',
    color: 'yellow',
    typeAttribute: 'rallying',
    cost: 1,
    declare: 'Pick a friendly unit that is not in combat.',
    effect:
      'Roll six dice; every 4+ earns 1 rally point. Spend the points in any mix: each point heals 1 damage on the unit (Heal (1)), and a number of points equal to its Health characteristic brings back one slain model. Points left unspent are lost.',
    phase: 'Hero Phase',
  }),
  coreAbility({
    id: 'core/magical-intervention',
    name: 'Magical Intervention',
    type: 'Command',
    timing: 'Enemy Hero Phase',
    color: 'yellow',
    typeAttribute: 'special',
    cost: 1,
    declare: 'Pick a friendly WIZARD or PRIEST.',
    effect:
      'It may use a Spell or Prayer ability as though it were your hero phase, but its casting or chanting roll for that ability is reduced by 1.',
    phase: 'Hero Phase',
  }),
  coreAbility({
    id: 'core/redeploy',
    name: 'Redeploy',
    type: 'Command',
    timing: 'Enemy Movement Phase',
    color: 'grey',
    typeAttribute: 'movement',
    cost: 1,
    keywords: ['MOVE', 'RUN'],
    declare: 'Pick a friendly unit that is not in combat.',
    effect:
      'Each model in the unit may move up to D6". The move may not cross or finish inside the combat range of any enemy unit.',
    phase: 'Movement Phase',
  }),
  coreAbility({
    id: 'core/at-the-double',
    name: 'At the Double',
    type: 'Command',
    timing: 'Reaction: You declared a RUN ability',
    color: 'grey',
    typeAttribute: 'movement',
    cost: 1,
    usedBy: 'The unit that is running.',
    effect:
      'Skip the run roll: the unit moves as if its run roll were 6, i.e. up to its Move characteristic plus 6".',
    phase: 'Movement Phase',
  }),
  coreAbility({
    id: 'core/covering-fire',
    name: 'Covering Fire',
    type: 'Command',
    timing: 'Enemy Shooting Phase',
    color: 'blue',
    typeAttribute: 'shooting',
    cost: 1,
    keywords: ['SHOOT', 'ATTACK'],
    declare: 'Pick a friendly unit that is not in combat.',
    effect:
      'The unit makes its shooting attacks, but all of them must target the closest visible enemy unit and suffer -1 to hit.',
    phase: 'Shooting Phase',
  }),
  coreAbility({
    id: 'core/counter-charge',
    name: 'Counter-charge',
    type: 'Command',
    timing: 'Enemy Charge Phase',
    color: 'orange',
    typeAttribute: 'movement',
    cost: 2,
    declare: 'Pick a friendly unit that is not in combat.',
    effect: 'The unit may use a Charge ability as though it were your charge phase.',
    phase: 'Charge Phase',
  }),
  coreAbility({
    id: 'core/forward-to-victory',
    name: 'Forward to Victory',
    type: 'Command',
    timing: 'Reaction: You declared a CHARGE ability',
    color: 'orange',
    typeAttribute: 'movement',
    cost: 1,
    usedBy: 'The unit that is charging.',
    effect: 'You may re-roll its charge roll.',
    phase: 'Charge Phase',
  }),
  // The two All-out commands react to attacks in both the shooting and the
  // combat phase, so they live with the other phase-independent reactions.
  coreAbility({
    id: 'core/all-out-attack',
    name: 'All-out Attack',
    type: 'Command',
    timing: 'Reaction: You declared an ATTACK ability',
    color: 'red',
    typeAttribute: 'offensive',
    cost: 1,
    usedBy: 'The unit that is attacking (shooting or fighting).',
    effect: 'Every attack made with that ability gets +1 to hit, Companion weapons included.',
    phase: 'Passives & Reactions',
  }),
  coreAbility({
    id: 'core/all-out-defence',
    name: 'All-out Defence',
    type: 'Command',
    timing: 'Reaction: Opponent declared an ATTACK ability',
    color: 'green',
    typeAttribute: 'defensive',
    cost: 1,
    usedBy: 'A friendly unit targeted by that attack.',
    effect: 'That unit gets +1 to its save rolls until the phase ends.',
    phase: 'Passives & Reactions',
  }),
  coreAbility({
    id: 'core/power-through',
    name: 'Power Through',
    type: 'Command',
    timing: 'End of Any Turn',
    color: 'purple',
    typeAttribute: 'special',
    cost: 1,
    keywords: ['MOVE'],
    declare:
      'Pick a friendly unit that charged this turn, then an enemy unit in combat with it that has a lower Health characteristic.',
    effect:
      'The enemy unit suffers D3 mortal damage. Your unit may then move up to its Move characteristic; it may cross and end in the combat ranges of enemy units it was already fighting, but not of any others, and it need not finish in combat.',
    phase: 'End of Turn',
  }),
];

const CORE_ACTIONS: readonly Ability[] = [
  coreAbility({
    id: 'core/deploy-unit',
    name: 'Deploy Unit',
    type: 'Activated',
    timing: 'Deployment Phase',
    color: 'black',
    typeAttribute: 'special',
    keywords: ['DEPLOY'],
    declare: 'Pick a unit on your army roster that has not been deployed yet.',
    effect:
      'Set it up wholly inside friendly territory and more than 9" from enemy territory; it now counts as deployed.',
    phase: 'Deployment Phase',
  }),
  coreAbility({
    id: 'core/deploy-regiment',
    name: 'Deploy Regiment',
    type: 'Activated',
    timing: 'Deployment Phase',
    color: 'black',
    typeAttribute: 'special',
    keywords: ['DEPLOY'],
    declare: 'Pick a regiment on your roster with none of its units deployed yet.',
    effect:
      'Deploy all of that regiment\'s units one after another, without your opponent deploying in between. Those deployments may only place units from that regiment.',
    phase: 'Deployment Phase',
  }),
  coreAbility({
    id: 'core/deploy-faction-terrain',
    name: 'Deploy Faction Terrain',
    type: 'Activated',
    timing: 'Deployment Phase',
    color: 'black',
    typeAttribute: 'special',
    keywords: ['DEPLOY TERRAIN'],
    declare: 'Pick a friendly faction terrain feature that has not been deployed yet.',
    effect:
      'Set it up wholly inside friendly territory, more than 3" from every objective and every other terrain feature.',
    phase: 'Deployment Phase',
  }),
  coreAbility({
    id: 'core/activate-place-of-power',
    name: 'Activate Place of Power',
    type: 'Activated',
    timing: 'Start of Any Turn',
    color: 'black',
    typeAttribute: 'special',
    keywords: ['CORE'],
    declare: 'Pick a friendly HERO within 3" of a Place of Power.',
    effect:
      'Roll a dice. On a 1 the Hero suffers D3 mortal damage. On a 2+, a WIZARD or PRIEST gets +1 to casting or chanting rolls this turn; any other Hero may use Unbind or Banish Manifestation this turn as if it were WIZARD (1).',
    phase: 'Start of Turn',
  }),
  coreAbility({
    id: 'core/banish-manifestation',
    name: 'Banish Manifestation',
    type: 'Activated',
    timing: 'Your Hero Phase',
    color: 'yellow',
    typeAttribute: 'special',
    keywords: ['BANISH'],
    declare:
      'Pick a friendly WIZARD or PRIEST and a manifestation within 30" of it, then roll 2D6 as the banishment roll.',
    effect:
      "If the roll equals or beats the manifestation's banishment value, it is banished and removed from play. A manifestation can be targeted by this only once per turn, and each use counts against the caster's power level.",
    phase: 'Hero Phase',
  }),
  coreAbility({
    id: 'core/unbind',
    name: 'Unbind',
    type: 'Activated',
    timing: 'Reaction: Opponent declared a SPELL ability',
    color: 'yellow',
    typeAttribute: 'special',
    keywords: ['UNBIND'],
    usedBy: 'A friendly WIZARD within 30" of the enemy WIZARD casting the spell.',
    effect:
      'Roll 2D6. If the total is higher than the casting roll, the spell is unbound and has no effect. Only one unbind attempt is allowed per casting roll; a Wizard may unbind as many times per phase as its power level.',
    phase: 'Hero Phase',
  }),
  coreAbility({
    id: 'core/normal-move',
    name: 'Normal Move',
    type: 'Activated',
    timing: 'Your Movement Phase',
    color: 'grey',
    typeAttribute: 'movement',
    keywords: ['CORE', 'MOVE'],
    declare: 'Pick a friendly unit that is not in combat.',
    effect:
      'The unit may move up to its Move characteristic, without entering combat at any point of the move.',
    phase: 'Movement Phase',
  }),
  coreAbility({
    id: 'core/run',
    name: 'Run',
    type: 'Activated',
    timing: 'Your Movement Phase',
    color: 'grey',
    typeAttribute: 'movement',
    keywords: ['CORE', 'MOVE', 'RUN'],
    declare: 'Pick a friendly unit that is not in combat.',
    effect:
      'Roll a D6 as the run roll. The unit may move up to its Move characteristic plus that roll, without entering combat at any point. It cannot Shoot or Charge later this turn.',
    phase: 'Movement Phase',
  }),
  coreAbility({
    id: 'core/retreat',
    name: 'Retreat',
    type: 'Activated',
    timing: 'Your Movement Phase',
    color: 'grey',
    typeAttribute: 'movement',
    keywords: ['CORE', 'MOVE', 'RETREAT'],
    declare: 'Pick a friendly unit that is in combat.',
    effect:
      'The unit suffers D3 mortal damage, then may move up to its Move characteristic. It may cross enemy combat ranges but must not finish inside one. It cannot Shoot or Charge later this turn.',
    phase: 'Movement Phase',
  }),
  coreAbility({
    id: 'core/shoot',
    name: 'Shoot',
    type: 'Activated',
    timing: 'Your Shooting Phase',
    color: 'blue',
    typeAttribute: 'shooting',
    keywords: ['CORE', 'ATTACK', 'SHOOT'],
    declare:
      'Pick a friendly unit that has not Run or Retreated this turn, then choose the enemy unit(s) it will target.',
    effect: 'Resolve its shooting attacks against the chosen target(s).',
    phase: 'Shooting Phase',
  }),
  coreAbility({
    id: 'core/charge',
    name: 'Charge',
    type: 'Activated',
    timing: 'Your Charge Phase',
    color: 'orange',
    typeAttribute: 'movement',
    keywords: ['CORE', 'MOVE', 'CHARGE'],
    declare:
      'Pick a friendly unit that is not in combat and has not Run or Retreated this turn, then roll 2D6 as its charge roll.',
    effect:
      'The unit may move up to the charge roll in inches, crossing enemy combat ranges if needed, and must end within 1/2" of a visible enemy unit. If it does, it has charged.',
    phase: 'Charge Phase',
  }),
  coreAbility({
    id: 'core/fight',
    name: 'Fight',
    type: 'Activated',
    timing: 'Any Combat Phase',
    color: 'red',
    typeAttribute: 'offensive',
    keywords: ['CORE', 'ATTACK', 'FIGHT'],
    declare:
      'Pick a friendly unit that is in combat or charged this turn. It may make a pile-in move; then, if it is in combat, choose the enemy unit(s) it will attack.',
    effect: 'Resolve its combat attacks against the chosen target(s).',
    phase: 'Combat Phase',
  }),
];

/** Universal commands and core abilities, in battle order within each group. */
export const CORE_ABILITIES: readonly Ability[] = [...COMMANDS, ...CORE_ACTIONS];
