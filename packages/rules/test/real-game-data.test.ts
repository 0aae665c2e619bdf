// The rules' test files share their worker's modules, the real data with them (vitest.config.ts of this package):
// it must be unchangeable, or a test that changed it would leak into the files after it.
import { describe, expect, it } from 'vitest';

import { loadRealGameData } from './real-game-data.js';

describe('the real game data of the tests', () => {
  const data = loadRealGameData();
  const army = Object.values(data.armies)[0]!;
  const unit = army.units[0]!;

  it('refuses a change anywhere in it', () => {
    expect(() => Object.assign(data, { schemaVersion: 0 })).toThrow(TypeError);
    expect(() => Object.assign(unit, { name: 'Changed' })).toThrow(TypeError);
    expect(() => army.units.push(unit)).toThrow(TypeError);
    expect(unit.name).not.toBe('Changed');
  });
});
