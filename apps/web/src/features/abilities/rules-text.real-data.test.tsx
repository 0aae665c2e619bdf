// Every text of the real data, rendered as the screens render it, shows no
// markup characters ('**', '^^', a stray '*') and loses none of its words.
import type { Ability, GameData } from '@scrolldex/rules';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { loadWholeGameData } from '../../test/real-game-data';
import { WeaponAbilityChip } from '../unit/weapon-ability-chip';
import { AbilityCard } from './ability-card';
import { RulesText } from './rules-text';

/** sources: the data's texts the element shows. */
type Rendered = { sources: readonly string[]; where: string; element: ReactElement };

const RULES_TEXT_FIELDS = new Set(['restrictionText', 'text', 'description', 'rules', 'notes']);

function isAbility(value: object): value is Ability {
  return 'effect' in value && 'timing' in value && 'name' in value;
}

function isWeapon(value: object): value is { abilities: string[]; kind: string } {
  return 'kind' in value && 'abilities' in value && (value.kind === 'melee' || value.kind === 'ranged');
}

/** Every ability as a card, every rules text as RulesText, every weapon ability as its chip, found anywhere in the data. */
function collectTexts(data: GameData): Rendered[] {
  const found: Rendered[] = [];
  // An army of renown repeats its army's texts: each is rendered once.
  const seen = new Set<string>();
  const add = (rendered: Rendered) => {
    const key = `${rendered.where.includes('weapon') ? 'chip' : rendered.sources.length}|${rendered.sources.join('\n')}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push(rendered);
  };
  const walk = (value: unknown, where: string) => {
    if (Array.isArray(value)) return value.forEach((item, index) => walk(item, `${where}[${index}]`));
    if (value === null || typeof value !== 'object') return;
    if (isAbility(value)) {
      const sources = [value.timing, value.declare, value.effect, value.usedBy, value.unlockCondition].filter((text): text is string => !!text);
      add({ sources, where: `${where} (${value.name})`, element: <AbilityCard ability={value} /> });
      return;
    }
    if (isWeapon(value)) {
      for (const name of value.abilities) {
        add({ sources: [name], where: `${where} weapon ability`, element: <WeaponAbilityChip name={name} coreRules={data.coreRules} /> });
      }
    }
    for (const [key, child] of Object.entries(value)) {
      const texts = typeof child === 'string' ? [child] : Array.isArray(child) && child.every((item) => typeof item === 'string') ? child : [];
      if (RULES_TEXT_FIELDS.has(key)) {
        for (const text of texts) add({ sources: [text], where: `${where}.${key}`, element: <RulesText text={text} /> });
      }
      walk(child, `${where}.${key}`);
    }
  };
  walk(data, 'data');
  return found;
}

/** The characters an HTML text may spell as references; React's markup escapes only `&<>"'`. */
const NAMED_REFERENCES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * The text of the element's markup, as a browser's textContent reads it: line ends made '\n' (as an HTML parser makes
 * them before anything else), tags and comments dropped, character references resolved. Read from the markup itself:
 * parsing it into jsdom cost some 5 s of CPU for the 3,800 texts.
 */
function renderedText(element: ReactElement): string {
  return renderToStaticMarkup(element)
    .replace(/\r\n?/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));/gi, (reference, hex?: string, decimal?: string, name?: string) => {
      if (hex !== undefined) return String.fromCodePoint(Number.parseInt(hex, 16));
      if (decimal !== undefined) return String.fromCodePoint(Number(decimal));
      const character = NAMED_REFERENCES[name!.toLowerCase()];
      if (character === undefined) throw new Error(`unexpected character reference ${reference}`);
      return character;
    });
}

/** Letters and digits only: what must survive rendering, whatever the markup and bullets. */
function words(text: string): string {
  return text.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase();
}

describe('the data markup on screen', () => {
  it('reaches no rendered text of any army, regiment of renown, card or core rule, and no word is lost', () => {
    const texts = collectTexts(loadWholeGameData());
    const withMarkup = texts.filter(({ sources }) => sources.some((source) => /\*|\^\^/.test(source)));
    // The data is full of markup: the check is worth something only if it met plenty.
    expect(withMarkup.length).toBeGreaterThan(2000);
    expect(texts.filter(({ sources }) => sources.some((source) => source.includes('Reaction: ') && source.includes('^^'))).length).toBeGreaterThan(100);
    const leaks: string[] = [];
    const losses: string[] = [];
    for (const { sources, where, element } of texts) {
      const shown = renderedText(element);
      if (/\*|\^/.test(shown)) leaks.push(`${where}: ${shown.slice(0, 120)}`);
      if (sources.some((source) => !words(shown).includes(words(source)))) losses.push(where);
    }
    expect(leaks).toEqual([]);
    expect(losses).toEqual([]);
  }, 120_000);
});
