// The importer's name indexes are cached per GameData object: one build per data
// set, and another data object (an edited copy, a new download) its own.
import { describe, expect, it } from 'vitest';

import { loadRealGameData } from '../../test/real-game-data.js';
import { withUnits } from '../../test/unit-rules-support.js';
import { armyIndex, dataIndex } from './import-index.js';

const KO = 'Kharadron Overlords';

describe('dataIndex and armyIndex, cached per GameData object', () => {
  it('build once per data object and army', () => {
    const data = loadRealGameData();
    expect(dataIndex(data)).toBe(dataIndex(data));
    expect(dataIndex(data).cardNames.has('siegeofashes')).toBe(true);
    expect(armyIndex(data, KO)).toBe(armyIndex(data, KO));
    expect(armyIndex(data, KO)!.enhancementLabels.has('heroictrait')).toBe(true);
    expect(armyIndex(data, 'No Such Army')).toBeUndefined();
  });

  it('give an edited copy of the data its own names', () => {
    const data = loadRealGameData();
    const renamed = withUnits(data, KO, (unit) => (unit.name === 'Arkanaut Company' ? { ...unit, name: 'Arkanaut Crew' } : unit));
    expect(dataIndex(renamed)).not.toBe(dataIndex(data));
    expect(armyIndex(renamed, KO)!.units.has('arkanautcrew')).toBe(true);
    expect(armyIndex(data, KO)!.units.has('arkanautcrew')).toBe(false);
    expect(armyIndex(data, KO)!.units.has('arkanautcompany')).toBe(true);
  });
});
