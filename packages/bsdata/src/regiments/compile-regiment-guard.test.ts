import type { Unit } from '@scrolldex/rules/model';
import { describe, expect, it } from 'vitest';

import type { Catalogue } from '../catalogue/catalogue.js';
import type { IndexedNode } from '../catalogue/id-index.js';
import type { StaticContext } from '../context/static-context.js';
import { CATEGORY_REGIMENTAL_LEADER } from '../ids.js';
import { parseXml } from '../xml/parse-xml.js';
import type { XmlElement } from '../xml/xml-element.js';
import type { ArmyUnit } from './army-unit.js';
import { evaluateModifierGuard } from './compile-regiment-guard.js';
import type { RegimentScene } from './regiment-scene.js';

const LEADER = CATEGORY_REGIMENTAL_LEADER;

// The ids conditions name: one category and a few unit links (trimmed from Gloomspite Gitz and Seraphon).
const DEFINITIONS = parseXml(`
<catalogue>
  <categoryEntries><categoryEntry id="monster" name="MONSTER"/></categoryEntries>
  <entryLinks>
    <entryLink id="rowza" name="Rabble-Rowza" targetId="x"/>
    <entryLink id="loonboss" name="Loonboss" targetId="x"/>
    <entryLink id="arachnarok" name="Arachnarok Spider" targetId="x"/>
    <entryLink id="gargant" name="Aleguzzler Gargant" targetId="x"/>
    <entryLink id="starpriest" name="Skink Starpriest" targetId="x"/>
  </entryLinks>
</catalogue>`);

function indexOf(root: XmlElement): Map<string, IndexedNode> {
  const index = new Map<string, IndexedNode>();
  const catalogue = { file: 'test.cat' } as unknown as Catalogue;
  const visit = (node: XmlElement) => {
    if (node.attrs.id) index.set(node.attrs.id, { node, catalogue });
    node.children.forEach(visit);
  };
  visit(root);
  return index;
}

const INDEX = indexOf(DEFINITIONS);
const CONTEXT: StaticContext = {
  forces: new Set(),
  knownForces: new Set(),
  primaryCatalogues: new Set(),
  knownCatalogues: new Set(),
  allowLegends: true,
  entryCategories: new Set(),
};

function makeUnit(id: string, options: { hero?: boolean; categories?: string[] } = {}): ArmyUnit {
  const unit = { name: id, keywords: options.hero ? ['HERO'] : [] } as unknown as Unit;
  return {
    order: 0,
    converted: undefined as never,
    unit,
    ids: new Set([id]),
    ownIds: new Set([id]),
    nodes: [],
    file: 'test.cat',
    isHero: options.hero ?? false,
    canJoinRegiment: true,
    categories: new Set(options.categories ?? []),
    addedAsMember: new Map(),
    addedAsLeader: new Map(),
  };
}

const ROWZA = makeUnit('rowza', { hero: true });
const LOONBOSS = makeUnit('loonboss', { hero: true });
const ARACHNAROK = makeUnit('arachnarok', { categories: ['monster'] });
const GARGANT = makeUnit('gargant', { categories: ['monster'] });
const STARPRIEST = makeUnit('starpriest', { hero: true });

function guard(conditions: string): XmlElement {
  return parseXml(`<modifier type="set" value="0" field="max-id">${conditions}</modifier>`);
}

function evaluate(modifier: XmlElement, leader: ArmyUnit, self: ArmyUnit, members: ArmyUnit[]) {
  const scene: RegimentScene = {
    leader,
    self,
    selfIsLeader: false,
    members,
    context: CONTEXT,
    index: INDEX,
    heroIds: new Set(['rowza', 'loonboss', 'starpriest']),
  };
  return evaluateModifierGuard(modifier, [], scene);
}

describe('evaluateModifierGuard in a regiment', () => {
  it('decides "the leader is one of these links" per leader (pattern 1)', () => {
    const ledByRowza = guard(`
      <localConditionGroups><localConditionGroup type="atLeast" value="1" scope="force" field="selections">
        <conditions>
          <condition type="instanceOf" value="1" field="selections" scope="self" childId="${LEADER}"/>
          <condition type="instanceOf" value="1" field="selections" scope="self" childId="rowza"/>
        </conditions>
      </localConditionGroup></localConditionGroups>`);
    expect(evaluate(ledByRowza, ROWZA, ARACHNAROK, [ARACHNAROK])).toBe(true);
    expect(evaluate(ledByRowza, LOONBOSS, ARACHNAROK, [ARACHNAROK])).toBe(false);
  });

  it('leaves "another MONSTER that is not this warscroll" as a count of members (pattern 3)', () => {
    const anotherMonster = guard(`
      <localConditionGroups><localConditionGroup type="atLeast" value="1" scope="force" field="selections">
        <conditions>
          <condition type="instanceOf" value="1" field="selections" scope="self" childId="monster"/>
          <condition type="notInstanceOf" value="1" field="selections" scope="self" childId="arachnarok"/>
        </conditions>
      </localConditionGroup></localConditionGroups>`);
    expect(evaluate(anotherMonster, ROWZA, ARACHNAROK, [ARACHNAROK, GARGANT])).toEqual({
      kind: 'count',
      subject: { categories: ['monster'], notCategories: [], ids: [], notIds: ['arachnarok'] },
      atLeast: 1,
    });
    // Nothing the leader admits could be that other MONSTER.
    expect(evaluate(anotherMonster, ROWZA, ARACHNAROK, [ARACHNAROK])).toBe(false);
  });

  it('reads a plain "a named hero is in the regiment" as "led by" that hero', () => {
    const twoMonstersWithRowza = guard(`
      <conditions>
        <condition type="atLeast" value="2" field="selections" scope="force" childId="monster"/>
        <condition type="atLeast" value="1" field="selections" scope="force" childId="rowza"/>
      </conditions>`);
    expect(evaluate(twoMonstersWithRowza, ROWZA, GARGANT, [ARACHNAROK, GARGANT])).toMatchObject({ kind: 'count', atLeast: 2 });
    // Rowza as a sub-hero of the Loonboss does not count.
    expect(evaluate(twoMonstersWithRowza, LOONBOSS, GARGANT, [ARACHNAROK, GARGANT, ROWZA])).toBe(false);
  });

  it('keeps sub-hero presence written with "not the leader" as a count (an exclusive choice)', () => {
    const noOtherStarpriest = guard(`
      <localConditionGroups><localConditionGroup type="lessThan" value="1" scope="force" field="selections">
        <conditions>
          <condition type="instanceOf" value="1" field="selections" scope="self" childId="starpriest"/>
          <condition type="notInstanceOf" value="1" field="selections" scope="self" childId="${LEADER}"/>
        </conditions>
      </localConditionGroup></localConditionGroups>`);
    expect(evaluate(noOtherStarpriest, LOONBOSS, STARPRIEST, [STARPRIEST])).toEqual({
      kind: 'not',
      part: { kind: 'count', subject: { categories: [], notCategories: [], ids: ['starpriest'], notIds: [] }, atLeast: 1 },
    });
    expect(evaluate(noOtherStarpriest, LOONBOSS, GARGANT, [GARGANT])).toBe(true);
  });
});
