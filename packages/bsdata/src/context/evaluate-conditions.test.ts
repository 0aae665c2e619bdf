import { describe, expect, it } from 'vitest';

import { HANDBOOKS } from '../handbook.js';
import { parseXml } from '../xml/parse-xml.js';
import { evaluateGuard } from './evaluate-conditions.js';
import { isHidden, visibility } from './modifiers.js';
import type { StaticContext } from './static-context.js';

const [, GHB_2025, GHB_2026] = HANDBOOKS.map((handbook) => handbook.id) as [string, string, string];
const PTG_FREEFORM = '78a1-f6c2-71b8-270a';
const ARMY = '1bd9-ad7d-68ee-3b53';
const OTHER_ARMY = '8aef-b85d-b63a-ef05';

function contextFor(handbook: string, extra: Partial<StaticContext> = {}): StaticContext {
  return {
    forces: new Set([handbook]),
    knownForces: new Set([GHB_2025, GHB_2026, PTG_FREEFORM]),
    primaryCatalogues: new Set([ARMY]),
    knownCatalogues: new Set([ARMY, OTHER_ARMY]),
    allowLegends: true,
    entryCategories: new Set(),
    ...extra,
  };
}

// Trimmed from Stormcast Eternals - Library.cat: a Scourge of Aqshy variant, hidden
// unless the roster uses Path to Glory Freeform or the 2026-27 handbook.
const SCOURGE_OF_AQSHY_UNIT = parseXml(`
<selectionEntry type="unit" name="Stormstrike Palladors (Scourge of Aqshy)" hidden="true" id="222e">
  <modifiers>
    <modifier type="set" value="false" field="hidden">
      <conditionGroups><conditionGroup type="or"><conditions>
        <condition type="instanceOf" value="1" field="selections" scope="ancestor" childId="${PTG_FREEFORM}"/>
        <condition type="instanceOf" value="1" field="selections" scope="ancestor" childId="${GHB_2026}"/>
      </conditions></conditionGroup></conditionGroups>
    </modifier>
  </modifiers>
</selectionEntry>`);

// A unit link hidden inside a regiment unless a leader grants it: depends on the list.
const REGIMENT_GATED_LINK = parseXml(`
<entryLink name="Liberators" hidden="false" id="9e2b">
  <modifiers>
    <modifier type="set" value="true" field="hidden">
      <conditionGroups><conditionGroup type="and"><conditions>
        <condition type="instanceOf" value="1" field="selections" scope="ancestor" childId="376a-6b97-8699-dd59"/>
        <condition type="notInstanceOf" value="1" field="selections" scope="self" childId="db3a-7199-c92e-f3cf"/>
      </conditions></conditionGroup></conditionGroups>
    </modifier>
  </modifiers>
</entryLink>`);

describe('static condition evaluation', () => {
  it('shows a Scourge of Aqshy variant only under the 2026-27 handbook', () => {
    expect(isHidden(SCOURGE_OF_AQSHY_UNIT, contextFor(GHB_2026))).toBe(false);
    expect(isHidden(SCOURGE_OF_AQSHY_UNIT, contextFor(GHB_2025))).toBe(true);
  });

  it('keeps list-dependent conditions unknown, so the default stands', () => {
    expect(isHidden(REGIMENT_GATED_LINK, contextFor(GHB_2026))).toBe(false);
  });

  it('tells entries a choice can reveal from entries that never show', () => {
    const revealed = parseXml(
      '<profile hidden="true"><modifiers><modifier type="set" value="false" field="hidden"><conditions><condition type="atLeast" value="1" scope="parent" childId="weapon-1"/></conditions></modifier></modifiers></profile>',
    );
    expect(visibility(revealed, contextFor(GHB_2026))).toBe('conditional');
    expect(visibility(SCOURGE_OF_AQSHY_UNIT, contextFor(GHB_2025))).toBe('hidden');
  });

  it('answers primary-catalogue conditions for the army being converted', () => {
    const guard = (childId: string, type = 'instanceOf') =>
      parseXml(`<modifier><conditions><condition type="${type}" scope="primary-catalogue" childId="${childId}"/></conditions></modifier>`);
    expect(evaluateGuard(guard(ARMY), contextFor(GHB_2026))).toBe(true);
    expect(evaluateGuard(guard(OTHER_ARMY), contextFor(GHB_2026))).toBe(false);
    expect(evaluateGuard(guard(OTHER_ARMY, 'notInstanceOf'), contextFor(GHB_2026))).toBe(true);
  });

  it('reads the Allow Legends and roster-kind counters', () => {
    const legendsHidden = parseXml(
      '<modifier><conditions><condition type="lessThan" value="1" field="selections" scope="roster" childId="7e59-2237-4890-a80a"/></conditions></modifier>',
    );
    expect(evaluateGuard(legendsHidden, contextFor(GHB_2026))).toBe(false);
    expect(evaluateGuard(legendsHidden, contextFor(GHB_2026, { allowLegends: false }))).toBe(true);
    const pathToGlory = parseXml(
      '<modifier><conditions><condition type="atLeast" value="1" field="e63c-79ff-93ba-c5eb" scope="roster" childId="any"/></conditions></modifier>',
    );
    expect(evaluateGuard(pathToGlory, contextFor(GHB_2026))).toBe(false);
  });

  it('treats local condition groups as list-dependent', () => {
    const local = parseXml(
      `<modifier><conditionGroups><conditionGroup type="or"><localConditionGroups><localConditionGroup type="atLeast" value="1"/></localConditionGroups></conditionGroup></conditionGroups></modifier>`,
    );
    expect(evaluateGuard(local, contextFor(GHB_2026))).toBeUndefined();
  });

  it('answers what the entry itself certainly is, and nothing else', () => {
    const undersize = parseXml('<modifier><conditions><condition type="instanceOf" scope="root-entry" childId="c461-2ebb-5bbc-81a2"/></conditions></modifier>');
    expect(evaluateGuard(undersize, contextFor(GHB_2026, { entryCategories: new Set(['c461-2ebb-5bbc-81a2']) }))).toBe(true);
    expect(evaluateGuard(undersize, contextFor(GHB_2026))).toBeUndefined();
  });
});
