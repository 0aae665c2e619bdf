import { beforeAll, describe, expect, it } from 'vitest';

import { loadDataSet, type DataSet } from '../catalogue/load-data-set.js';
import { runGit } from '../node/run-git.js';
import { WarningReport } from '../report/warning-report.js';
import { loadRealDataSet } from '../../test/load-real-data-set.js';
import { DATA_REPO } from '../../test/data-repo.js';
import { readBattleTacticCards } from './read-battle-tactic-cards.js';

/** The game system file alone as an older tag has it: enough for the cards. */
async function loadGameSystemAt(tag: string): Promise<DataSet> {
  const path = 'Age of Sigmar 4.0.gst';
  const text = (await runGit(['show', `${tag}:${path}`], { gitDir: DATA_REPO })).toString('utf8');
  return loadDataSet([{ path, text }], new WarningReport());
}

describe('readBattleTacticCards on main (General’s Handbook 2026-27)', () => {
  let dataSet: DataSet;
  beforeAll(async () => {
    dataSet = await loadRealDataSet();
  });

  it('takes only the 2026-27 deck', () => {
    const warningsBefore = dataSet.report.warnings.length;
    const cards = readBattleTacticCards(dataSet);
    expect(cards.map((card) => card.name)).toEqual([
      'Blazing Onslaught',
      'Siege of Ashes',
      'Flanking Firestorm',
      'Smokescreen',
      'Burning for Vengeance',
      'Legend of the Parch',
    ]);
    expect(dataSet.report.warnings.slice(warningsBefore)).toEqual([]);
  });

  it('reads the card text and splits each tactic into name and description', () => {
    const card = readBattleTacticCards(dataSet).find((candidate) => candidate.name === 'Blazing Onslaught')!;
    expect(card.id).toBe('7d3c-b9b7-6412-d44e');
    expect(card.text).toMatch(/^At the start of the battle, after using all Deployment Phase abilities/);
    expect(card.affray).toEqual({
      name: 'Master of Arms',
      description:
        'You complete this battle tactic at the end of your turn if the same enemy unit had at least 1 damage point allocated to it in 3 different phases this turn.',
    });
    expect(card.strike.name).toBe('Break Their Defences');
    expect(card.domination.name).toBe('No Survivors');
    expect(card.domination.description).toMatch(/^You complete this battle tactic at the end of your turn if 2 or more/);
  });

  it('gives every tactic a name and a description', () => {
    for (const card of readBattleTacticCards(dataSet)) {
      for (const tactic of [card.affray, card.strike, card.domination]) {
        expect(tactic.name, card.name).not.toBe('');
        expect(tactic.name, card.name).not.toMatch(/[:\n]/);
        expect(tactic.description, card.name).toMatch(/^You complete/);
      }
    }
  });
});

describe('readBattleTacticCards on battlescroll-2025-12 (General’s Handbook 2025-26)', () => {
  it('takes the 2025-26 deck', async () => {
    const dataSet = await loadGameSystemAt('battlescroll-2025-12');
    expect(dataSet.handbook.season).toBe('2025-26');
    const cards = readBattleTacticCards(dataSet);
    expect(cards.map((card) => card.name)).toEqual([
      'Master the Paths',
      'Restless Energy',
      'Intercept and Recover',
      'Wrathful Cycles',
      'Scouting Force',
      'Attuned to Ghyran',
    ]);
    const master = cards[0]!;
    expect(master.id).toBe('f5d1-f1d9-1dd5-5061');
    expect(master.text).toBe('');
    expect(master.affray.name).toBe('Cut Off The Head');
    expect(master.strike.name).toBe('Seize the Paths');
    expect(master.domination.name).toBe('Envelop and Strangle');
    expect(cards[2]!.text).toMatch(/^• At the start of the battle, your opponent must pick 3/);
  });
});
