// The three rule documents the Rules screen shows, built from what the game
// system file states once for every army (GameData.coreRules), the battle
// tactic cards of the handbook, and the core commands and actions that the
// rules package authors (BSData does not carry them).
import {
  CORE_ABILITIES,
  PHASES,
  type Ability,
  type GameData,
  type RuleComponent,
  type RuleContainer,
  type RuleDocument,
  type RuleSection,
  type RuleText,
} from '@scrolldex/rules';

import { ADVANCED_RULES_TITLE, battlePackTitle, CORE_RULES_TITLE, type RuleDocumentName } from './rule-document-names.js';

const text = (value: string): RuleComponent => ({ contentType: 'text', text: value, ability: null });
const ability = (value: Ability): RuleComponent => ({ contentType: 'ability', text: null, ability: value });
const section = (name: string, containers: RuleContainer[]): RuleSection => ({ name, containers, subSections: [] });

/** Containers of abilities per phase, in play order: how a player looks commands up. */
function byPhase(abilities: readonly Ability[]): RuleContainer[] {
  const containers: RuleContainer[] = [];
  for (const phase of PHASES) {
    const inPhase = abilities.filter((entry) => (entry.phase ?? 'Unknown Phase') === phase);
    if (inPhase.length > 0) containers.push({ name: phase, components: inPhase.map(ability) });
  }
  return containers;
}

/** `• name: description` lines, the form the web app's rule extraction reads. */
function bulletList(name: string, rules: readonly RuleText[]): RuleContainer {
  return { name, components: rules.map((rule) => text(`• ${rule.name}: ${rule.description}`)) };
}

function buildCoreRules(data: GameData): RuleDocument {
  const commands = CORE_ABILITIES.filter((entry) => entry.type === 'Command');
  const actions = CORE_ABILITIES.filter((entry) => entry.type !== 'Command');
  const sections = [
    section('Commands', [
      { name: null, components: [text('Commands cost command points (CP) and each can be used once per phase by each army.')] },
      ...byPhase(commands),
    ]),
    section('Core Abilities', byPhase(actions)),
  ];
  if (data.coreRules.weaponAbilities.length > 0) {
    sections.push(section('Weapon Abilities', [bulletList('Weapon Abilities', data.coreRules.weaponAbilities)]));
  }
  return { title: CORE_RULES_TITLE, sections };
}

function buildAdvancedRules(data: GameData): RuleDocument {
  const { keywordAbilities, commandModelAbilities, terrainAbilities } = data.coreRules;
  const sections: RuleSection[] = [];
  if (keywordAbilities.length > 0) {
    sections.push(
      section(
        'Keyword Abilities',
        keywordAbilities.map(({ keywords, ability: entry }) => ({
          name: entry.name,
          components: [
            text(`Every unit with ${keywords.length > 1 ? 'one of the keywords' : 'the keyword'} ${keywords.join(', ')} has this ability.`),
            ability(entry),
          ],
        })),
      ),
    );
  }
  if (commandModelAbilities.length > 0) {
    sections.push(
      section(
        'Command Models',
        commandModelAbilities.map(({ model, ability: entry }) => ({ name: model, components: [ability(entry)] })),
      ),
    );
  }
  if (terrainAbilities.length > 0) {
    sections.push(section('Terrain', [bulletList('Universal Terrain Abilities', terrainAbilities)]));
  }
  return { title: ADVANCED_RULES_TITLE, sections };
}

function buildBattlePack(data: GameData): RuleDocument {
  const sections: RuleSection[] = [];
  if (data.coreRules.placeOfPower) {
    sections.push(section('Places of Power', [{ name: null, components: [ability(data.coreRules.placeOfPower)] }]));
  }
  if (data.battleTacticCards.length > 0) {
    sections.push(
      section(
        'Battle Tactic Cards',
        data.battleTacticCards.map((card) => {
          const tactics = [
            ['Affray', card.affray],
            ['Strike', card.strike],
            ['Domination', card.domination],
          ] as const;
          const lines = [card.text.trim(), ...tactics.map(([mode, tactic]) => `**${mode}: ${tactic.name}**\n${tactic.description}`)];
          return { name: card.name, components: [{ contentType: 'battleTactic', text: lines.filter(Boolean).join('\n\n'), ability: null }] };
        }),
      ),
    );
  }
  return { title: battlePackTitle(data.handbook.season), sections };
}

/** The three rule documents of a data set, by file name. Pure. */
export function buildRuleDocuments(data: GameData): Record<RuleDocumentName, RuleDocument> {
  return {
    'core_rules.json': buildCoreRules(data),
    'ghb_advanced_rules.json': buildAdvancedRules(data),
    'ghb_battle_pack.json': buildBattlePack(data),
  };
}
