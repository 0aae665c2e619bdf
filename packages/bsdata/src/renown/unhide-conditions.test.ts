import { describe, expect, it } from 'vitest';

import type { StaticContext } from '../context/static-context.js';
import { parseXml } from '../xml/parse-xml.js';
import { findUnhidingIds, readUnhideConditions } from './unhide-conditions.js';

const CONTEXT: StaticContext = {
  forces: new Set(),
  knownForces: new Set(),
  primaryCatalogues: new Set(),
  knownCatalogues: new Set(),
  allowLegends: true,
  entryCategories: new Set(),
};

const RENOWN = new Set(['force-a', 'force-b']);

describe('readUnhideConditions', () => {
  it('collects the conditions of set-hidden-false modifiers and of the groups around them, nested groups included', () => {
    const entry = parseXml(`
      <entryLink id="link" hidden="true">
        <modifierGroups><modifierGroup type="and">
          <modifiers>
            <modifier type="set" value="1" field="c-max"/>
            <modifier type="set" value="false" field="hidden">
              <conditionGroups><conditionGroup type="or"><conditions>
                <condition type="instanceOf" scope="parent" childId="army-1"/>
              </conditions></conditionGroup></conditionGroups>
            </modifier>
          </modifiers>
          <conditions><condition type="instanceOf" scope="force" childId="force-a"/></conditions>
        </modifierGroup></modifierGroups>
        <modifiers>
          <modifier type="set" value="true" field="hidden">
            <conditions><condition type="instanceOf" scope="force" childId="force-b"/></conditions>
          </modifier>
        </modifiers>
      </entryLink>`);
    expect(readUnhideConditions(entry, CONTEXT).map((condition) => condition.attrs.childId)).toEqual(['force-a', 'army-1']);
  });
});

describe('findUnhidingIds', () => {
  it('accepts the older atLeast-in-roster encoding as well as instanceOf-in-force', () => {
    const older = parseXml(`
      <selectionEntry id="x" hidden="true"><modifiers>
        <modifier type="set" value="false" field="hidden">
          <conditions><condition type="atLeast" value="1" field="selections" scope="roster" childId="force-b"/></conditions>
        </modifier>
      </modifiers></selectionEntry>`);
    expect(findUnhidingIds([older], RENOWN, CONTEXT)).toEqual(['force-b']);
  });

  it('ignores ids that are not wanted, and entries with no unhide modifier', () => {
    const plain = parseXml('<selectionEntry id="y" hidden="false"/>');
    const other = parseXml(`
      <selectionEntry id="z" hidden="true"><modifiers>
        <modifier type="set" value="false" field="hidden">
          <conditions><condition type="instanceOf" scope="force" childId="force-c"/></conditions>
        </modifier>
      </modifiers></selectionEntry>`);
    expect(findUnhidingIds([plain, other], RENOWN, CONTEXT)).toEqual([]);
  });
});
