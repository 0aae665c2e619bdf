// Search documents for regiments of renown, battle tactic cards, the core
// rules stated in the game data, and (when the app has them) the rule
// documents and FAQ.
import { CORE_ABILITIES } from '../core-rules/core-abilities.js';
import type { Ability, GameData, RuleDocument, RuleText } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';
import { sectionSlug } from './normalize.js';
import { makeDocument } from './make-document.js';
import { listRuleSections } from './rule-sections.js';
import type { SearchDocument } from './search-document.js';

/** An FAQ section as the app loads it. */
export type SearchFaqSection = {
  title: string;
  questions: readonly { question: string; answer: string }[];
};

export function buildRegimentAndCardDocuments(data: GameData): SearchDocument[] {
  const documents: SearchDocument[] = [];
  for (const regiment of data.regimentsOfRenown) {
    const unitLines = regiment.units.map(({ count, unit }) => `${count} x ${unit.name}`);
    documents.push(
      makeDocument({
        kind: 'regimentOfRenown',
        sourceId: regiment.id,
        name: regiment.name,
        detail: 'Regiment of Renown',
        armyName: regiment.sourceArmies[0] ?? null,
        armies: [...new Set([...regiment.selectableIn, ...regiment.sourceArmies])],
        text: unitLines.join('\n'),
        legends: regiment.legends,
        points: regiment.points,
        abilities: regiment.abilities,
        route: { name: 'RegimentOfRenown', params: { regimentName: regiment.name } },
      }),
    );
  }
  for (const card of data.battleTacticCards) {
    const tactics = [card.affray, card.strike, card.domination].flatMap((tactic) => [tactic.name, tactic.description]);
    documents.push(
      makeDocument({
        kind: 'battleTacticCard',
        sourceId: card.id,
        name: card.name,
        detail: 'Battle Tactic Card',
        text: [card.text, ...tactics].join('\n'),
        tacticNames: [card.affray.name, card.strike.name, card.domination.name],
        route: { name: 'BattleTacticCard', params: { cardName: card.name } },
      }),
    );
  }
  return documents;
}

export function buildCoreRuleDocuments(data: GameData): SearchDocument[] {
  const { coreRules } = data;
  const documents: SearchDocument[] = [];
  const fromText = (group: string, detail: string, rule: RuleText) =>
    ruleDocument(`${group}/${sectionSlug(rule.name)}`, rule.name, detail, rule.description, []);
  const fromAbility = (group: string, detail: string, ability: Ability, keywords: readonly string[] = []) =>
    ruleDocument(`${group}/${sectionSlug(ability.name)}`, ability.name, detail, '', [ability], keywords);
  for (const rule of coreRules.weaponAbilities) documents.push(fromText('weapon-abilities', 'Weapon Ability', rule));
  for (const rule of coreRules.terrainAbilities) documents.push(fromText('terrain-abilities', 'Terrain Ability', rule));
  for (const { keywords, ability } of coreRules.keywordAbilities) documents.push(fromAbility('keyword-abilities', 'Keyword Ability', ability, keywords));
  for (const { model, ability } of coreRules.commandModelAbilities) documents.push(fromAbility('command-models', model, ability));
  if (coreRules.placeOfPower) documents.push(fromAbility('core', 'Core Ability', coreRules.placeOfPower));
  // The commands and core abilities the data does not carry, in our words; the data's own wording wins where it has one.
  const stated = new Set(documents.map((doc) => nameKey(doc.name)));
  for (const ability of CORE_ABILITIES) {
    if (stated.has(nameKey(ability.name))) continue;
    documents.push(ability.type === 'Command' ? fromAbility('commands', 'Command', ability) : fromAbility('core-abilities', 'Core Ability', ability));
  }
  return documents;
}

/** One document per section of each rule document, its id '<document>/<section>'. */
export function buildRuleDocumentDocuments(ruleDocuments: readonly RuleDocument[]): SearchDocument[] {
  return listRuleSections(ruleDocuments).map(({ ruleId, document, section }) => {
    const texts: string[] = [];
    const abilities: Ability[] = [];
    for (const container of section.containers) {
      if (container.name) texts.push(container.name);
      for (const component of container.components) {
        if (component.text) texts.push(component.text);
        if (component.ability) abilities.push(component.ability);
      }
    }
    return ruleDocument(ruleId, section.name, document.title, texts.join('\n'), abilities);
  });
}

export function buildFaqDocuments(faq: readonly SearchFaqSection[]): SearchDocument[] {
  return faq.map((section, index) =>
    makeDocument({
      kind: 'faq',
      sourceId: `${index}:${sectionSlug(section.title)}`,
      name: section.title,
      detail: 'FAQ',
      text: section.questions.flatMap(({ question, answer }) => [question, answer]).join('\n'),
      route: { name: 'FAQ', params: { sectionTitle: section.title } },
    }),
  );
}

function ruleDocument(ruleId: string, name: string, detail: string, text: string, abilities: Ability[], keywords: readonly string[] = []): SearchDocument {
  return makeDocument({
    kind: 'rule',
    sourceId: ruleId,
    name,
    detail,
    keywords,
    text,
    abilities,
    route: { name: 'RuleBySearch', params: { ruleId } },
  });
}
