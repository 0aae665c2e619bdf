import type { BattleTactic, BattleTacticCard } from '@scrolldex/rules/model';

import type { DataSet } from '../catalogue/load-data-set.js';
import { visibility } from '../context/modifiers.js';
import { readCharacteristics } from '../profiles/characteristics.js';
import { cleanName, cleanRulesText } from '../text/clean-text.js';
import { items, type XmlElement } from '../xml/xml-element.js';
import { parseBattleTactic } from './parse-battle-tactic.js';

const CARD_PROFILE_TYPE = 'Battle Tactic Card';

type CardEntry = { entry: XmlElement; profile: XmlElement };

// The data's order is not the card order (2026-27 lists Flanking Firestorm fifth);
// BattleScribe shows entries by sortIndex, and so do we.
function sortIndex(node: XmlElement): number {
  const value = Number.parseInt(node.attrs.sortIndex ?? '', 10);
  return Number.isNaN(value) ? Number.MAX_SAFE_INTEGER : value;
}

function isShown(node: XmlElement, dataSet: DataSet): boolean {
  return visibility(node, dataSet.context) !== 'hidden';
}

/**
 * Entries holding a card profile, found under the game system's root entries.
 * Each handbook's deck is a group unhidden for that handbook only, so hidden
 * branches are not entered: what remains is the current deck.
 */
function findCardEntries(dataSet: DataSet): CardEntry[] {
  const found: CardEntry[] = [];
  const visit = (node: XmlElement) => {
    const entries = [...items(node, 'selectionEntries')].sort((a, b) => sortIndex(a) - sortIndex(b));
    for (const entry of entries) {
      if (!isShown(entry, dataSet)) continue;
      const profile = cardProfile(entry, dataSet);
      if (profile) found.push({ entry, profile });
      else visit(entry);
    }
    for (const group of items(node, 'selectionEntryGroups')) if (isShown(group, dataSet)) visit(group);
  };
  visit(dataSet.gameSystem.root);
  return found;
}

function cardProfile(entry: XmlElement, dataSet: DataSet): XmlElement | undefined {
  return items(entry, 'profiles').find((profile) => profile.attrs.typeName === CARD_PROFILE_TYPE && isShown(profile, dataSet));
}

function readTactic(card: XmlElement, mode: string, text: string, dataSet: DataSet): BattleTactic {
  const tactic = parseBattleTactic(text);
  if (tactic) return tactic;
  dataSet.report.add({
    code: 'UNREADABLE_VALUE',
    file: dataSet.gameSystem.file,
    id: card.attrs.id ?? '',
    message: `Battle tactic card '${card.attrs.name ?? ''}': the ${mode} tactic has no '<name>:' line; its whole text is kept as the description.`,
  });
  return { name: '', description: cleanRulesText(text) };
}

function readCard({ entry, profile }: CardEntry, dataSet: DataSet): BattleTacticCard {
  const values = readCharacteristics(profile, dataSet.context);
  const tactic = (mode: string) => readTactic(entry, mode, values.get(mode) ?? '', dataSet);
  return {
    id: entry.attrs.id ?? '',
    name: cleanName(entry.attrs.name ?? ''),
    text: cleanRulesText(values.get('Card') ?? ''),
    affray: tactic('Affray'),
    strike: tactic('Strike'),
    domination: tactic('Domination'),
  };
}

/** The battle tactic cards of the current handbook's deck, in card order. */
export function readBattleTacticCards(dataSet: DataSet): BattleTacticCard[] {
  const cards = findCardEntries(dataSet).map((card) => readCard(card, dataSet));
  if (cards.length === 0) {
    dataSet.report.add({
      code: 'UNMAPPED_ENTRY',
      file: dataSet.gameSystem.file,
      id: dataSet.handbook.id,
      message: `No battle tactic cards are visible for ${dataSet.handbook.name}.`,
    });
  }
  return cards;
}
