import { describe, expect, it } from 'vitest';

import type { StaticContext } from '../context/static-context.js';
import { parseXml } from '../xml/parse-xml.js';
import { readRosterLimits } from './read-roster-limits.js';

const GHB_2026 = '0151-9c5b-2f1e-32d4';
const CONTEXT: StaticContext = {
  forces: new Set([GHB_2026]),
  knownForces: new Set([GHB_2026]),
  primaryCatalogues: new Set(),
  knownCatalogues: new Set(),
  allowLegends: true,
  entryCategories: new Set(),
};

function limitsOf(xml: string) {
  const link = parseXml(xml);
  return readRosterLimits({ armyNodes: [link], nodes: [link], context: CONTEXT });
}

describe('readRosterLimits', () => {
  it('reads a min the Scourge twins waive (Ruination Brotherhood.cat, trimmed)', () => {
    const limits = limitsOf(`
      <entryLink name="Iridan the Witness" id="f06f" targetId="x">
        <modifiers>
          <modifier type="set" value="0" field="ec34">
            <conditionGroups><conditionGroup type="or"><conditions>
              <condition type="atLeast" value="1" field="selections" scope="roster" childId="twin-ghyran"/>
              <condition type="atLeast" value="1" field="selections" scope="roster" childId="twin-aqshy"/>
            </conditions></conditionGroup></conditionGroups>
          </modifier>
        </modifiers>
        <constraints><constraint type="min" value="1" field="selections" scope="roster" id="ec34"/></constraints>
      </entryLink>`);
    expect(limits).toEqual([{ type: 'min', scope: 'roster', value: 1, waivedBy: ['twin-ghyran', 'twin-aqshy'], increments: [], unreadable: 0 }]);
  });

  it('reads a max raised per enabling unit (Flesh-eater Courts.cat, trimmed)', () => {
    const limits = limitsOf(`
      <entryLink name="Crypt Flayers" id="6a0d" targetId="x">
        <modifiers>
          <modifier type="set" value="Crypt Flayers (2 Models)" field="name"/>
          <modifier type="increment" value="1" field="7edb">
            <repeats><repeat value="1" repeats="1" field="selections" scope="roster" childId="courtier"/></repeats>
          </modifier>
        </modifiers>
        <constraints>
          <constraint type="max" value="0" field="selections" scope="roster" id="7edb"/>
          <constraint type="max" value="-1" field="selections" scope="force" id="e57e"/>
        </constraints>
      </entryLink>`);
    expect(limits).toEqual([
      {
        type: 'max',
        scope: 'roster',
        value: 0,
        waivedBy: [],
        increments: [{ childId: 'courtier', perSelections: 1, by: 1, scope: 'roster' }],
        unreadable: 0,
      },
    ]);
  });

  it('marks a limit counted over keywords in the list as unreadable (Astral Templars.cat, trimmed)', () => {
    const [limit] = limitsOf(`
      <entryLink name="Reclusians" id="621e" targetId="x">
        <modifiers>
          <modifier type="increment" value="1" field="9533">
            <localConditionGroups>
              <localConditionGroup type="atLeast" value="1" scope="roster" field="selections" repeats="1">
                <conditions><condition type="instanceOf" value="1" field="selections" scope="self" childId="vanguard"/></conditions>
              </localConditionGroup>
            </localConditionGroups>
          </modifier>
        </modifiers>
        <constraints><constraint type="max" value="0" field="selections" scope="roster" id="9533"/></constraints>
      </entryLink>`);
    expect(limit).toMatchObject({ type: 'max', value: 0, unreadable: 1, waivedBy: [], increments: [] });
  });

  it('applies modifiers that always hold and ignores those that never do', () => {
    const [limit] = limitsOf(`
      <entryLink name="Unit" id="u" targetId="x">
        <modifiers>
          <modifier type="set" value="2" field="c"><conditions>
            <condition type="instanceOf" value="1" field="selections" scope="ancestor" childId="${GHB_2026}"/>
          </conditions></modifier>
          <modifier type="set" value="0" field="c"><conditions>
            <condition type="notInstanceOf" value="1" field="selections" scope="ancestor" childId="${GHB_2026}"/>
          </conditions></modifier>
        </modifiers>
        <constraints><constraint type="max" value="1" field="selections" scope="roster" id="c"/></constraints>
      </entryLink>`);
    expect(limit).toMatchObject({ value: 2, waivedBy: [], unreadable: 0 });
  });

  it('skips regiment-scoped limits that set no cap', () => {
    expect(
      limitsOf(`<entryLink name="Unit" id="u" targetId="x"><constraints>
        <constraint type="max" value="-1" field="selections" scope="parent" id="p"/>
      </constraints></entryLink>`),
    ).toEqual([]);
  });
});
