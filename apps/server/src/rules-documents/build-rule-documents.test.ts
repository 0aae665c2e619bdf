import { CORE_ABILITIES, GAME_DATA_SCHEMA_VERSION, RuleDocumentSchema, type Ability, type GameData } from '@scrolldex/rules';
import { describe, expect, it } from 'vitest';

import { buildRuleDocuments } from './build-rule-documents.js';

function makeAbility(overrides: Partial<Ability> & Pick<Ability, 'id' | 'name'>): Ability {
  return {
    type: 'Passive',
    timing: 'Passive',
    color: 'black',
    typeAttribute: 'defensive',
    cost: null,
    keywords: [],
    effect: 'Effect text.',
    declare: null,
    usedBy: null,
    castingValue: null,
    chantingValue: null,
    unlockCondition: null,
    pointsCost: null,
    phase: null,
    ...overrides,
  };
}

function makeGameData(season = '2026-27'): GameData {
  return {
    schemaVersion: GAME_DATA_SCHEMA_VERSION,
    handbook: { id: 'h', name: `General's Handbook ${season}`, season },
    source: { ref: null, commit: 'abc', gameSystemRevision: 1 },
    armies: {},
    regimentsOfRenown: [],
    battleTacticCards: [
      {
        id: 'card-1',
        name: 'Blazing Onslaught',
        text: 'Pick a hideout.',
        affray: { name: 'Master of Arms', description: 'Damage one unit in 3 phases.' },
        strike: { name: 'Strike First', description: 'Destroy a unit.' },
        domination: { name: 'Hold Fast', description: 'Control 2 objectives.' },
      },
    ],
    universalManifestations: [],
    universalUnits: [],
    coreRules: {
      keywordAbilities: [{ keywords: ['HERO'], ability: makeAbility({ id: 'k1', name: 'Guarded Hero' }) }],
      weaponAbilities: [
        { name: 'Crit (Mortal)', description: 'A critical hit scores mortal damage.' },
        { name: 'Companion', description: 'Not affected by command models.' },
      ],
      terrainAbilities: [{ name: 'Cover', description: 'Subtract 1 from hit rolls.' }],
      commandModelAbilities: [{ model: 'Champion', ability: makeAbility({ id: 'c1', name: 'Champion' }) }],
      placeOfPower: makeAbility({ id: 'p1', name: 'Activate Place of Power', type: 'Activated', timing: 'Start of Any Turn' }),
    },
    pathToGlory: [],
  };
}

describe('buildRuleDocuments', () => {
  it('builds the three documents in the rule document schema with their titles', () => {
    const documents = buildRuleDocuments(makeGameData());
    expect(Object.keys(documents)).toEqual(['core_rules.json', 'ghb_advanced_rules.json', 'ghb_battle_pack.json']);
    for (const document of Object.values(documents)) expect(() => RuleDocumentSchema.parse(document)).not.toThrow();
    expect(Object.values(documents).map((document) => document.title)).toEqual(['CORE RULES', 'ADVANCED RULES', 'GHB 2026-27 BATTLE PACK']);
  });

  it("titles the battle pack after the data's handbook", () => {
    expect(buildRuleDocuments(makeGameData('2025-26'))['ghb_battle_pack.json'].title).toBe('GHB 2025-26 BATTLE PACK');
  });

  it('puts every core command and action in the core rules, grouped by phase', () => {
    const core = buildRuleDocuments(makeGameData())['core_rules.json'];
    const abilities = core.sections.flatMap((section) =>
      section.containers.flatMap((container) => container.components.flatMap((component) => (component.ability ? [component.ability] : []))),
    );
    expect(abilities.map((ability) => ability.id).sort()).toEqual(CORE_ABILITIES.map((ability) => ability.id).sort());
    const commands = core.sections.find((section) => section.name === 'Commands')!;
    expect(commands.containers.map((container) => container.name)).toContain('Hero Phase');
  });

  it('writes weapon and terrain abilities as "• name: description" entries under the names the web app looks for', () => {
    const documents = buildRuleDocuments(makeGameData());
    const weapons = documents['core_rules.json'].sections.find((section) => section.name === 'Weapon Abilities')!;
    expect(weapons.containers[0]!.components.map((component) => component.text)).toEqual([
      '• Crit (Mortal): A critical hit scores mortal damage.',
      '• Companion: Not affected by command models.',
    ]);
    const terrain = documents['ghb_advanced_rules.json'].sections.find((section) => section.name === 'Terrain')!;
    expect(terrain.containers[0]).toEqual({
      name: 'Universal Terrain Abilities',
      components: [{ contentType: 'text', text: '• Cover: Subtract 1 from hit rolls.', ability: null }],
    });
  });

  it('puts keyword and command-model abilities in the advanced rules and the handbook rules in the battle pack', () => {
    const documents = buildRuleDocuments(makeGameData());
    expect(documents['ghb_advanced_rules.json'].sections.map((section) => section.name)).toEqual(['Keyword Abilities', 'Command Models', 'Terrain']);
    const pack = documents['ghb_battle_pack.json'];
    expect(pack.sections.map((section) => section.name)).toEqual(['Places of Power', 'Battle Tactic Cards']);
    expect(pack.sections[1]!.containers[0]).toEqual({
      name: 'Blazing Onslaught',
      components: [
        {
          contentType: 'battleTactic',
          text: 'Pick a hideout.\n\n**Affray: Master of Arms**\nDamage one unit in 3 phases.\n\n**Strike: Strike First**\nDestroy a unit.\n\n**Domination: Hold Fast**\nControl 2 objectives.',
          ability: null,
        },
      ],
    });
  });

  it('leaves out sections the data has nothing for', () => {
    const data = makeGameData();
    const empty: GameData = {
      ...data,
      battleTacticCards: [],
      coreRules: { keywordAbilities: [], weaponAbilities: [], terrainAbilities: [], commandModelAbilities: [], placeOfPower: null },
    };
    const documents = buildRuleDocuments(empty);
    expect(documents['ghb_advanced_rules.json'].sections).toEqual([]);
    expect(documents['ghb_battle_pack.json'].sections).toEqual([]);
    expect(documents['core_rules.json'].sections.map((section) => section.name)).toEqual(['Commands', 'Core Abilities']);
  });
});
