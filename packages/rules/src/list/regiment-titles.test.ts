import { describe, expect, it } from 'vitest';

import { makeRegiment, makeUnit } from '../../test/builders.js';
import { regimentNotFoundMessage, regimentTitles } from './regiment-titles.js';

const general = (name: string) => makeUnit(name, { general: true });

describe('regimentTitles', () => {
  it("calls the first regiment holding a general 'General's Regiment' and numbers the others in order", () => {
    expect(regimentTitles([makeRegiment('A'), makeRegiment(general('B')), makeRegiment('C')])).toEqual(['Regiment 1', "General's Regiment", 'Regiment 2']);
    expect(regimentTitles([makeRegiment('A', [general('x')]), makeRegiment(general('B'))])).toEqual(["General's Regiment", 'Regiment 1']);
    expect(regimentTitles([makeRegiment('A'), makeRegiment('B')])).toEqual(['Regiment 1', 'Regiment 2']);
  });

  it('keeps the number of an empty regiment, so no title names two regiments', () => {
    expect(regimentTitles([makeRegiment(general('A')), { leader: null, units: [] }, makeRegiment('C')])).toEqual([
      "General's Regiment",
      'Regiment 1',
      'Regiment 2',
    ]);
  });

  it('says how many regiments there are when an index is past them', () => {
    expect(regimentNotFoundMessage(1, [makeRegiment('A')])).toBe('There is no regiment at position 2: the list has 1 regiment.');
  });
});
