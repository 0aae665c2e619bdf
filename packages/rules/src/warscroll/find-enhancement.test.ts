import { describe, expect, it } from 'vitest';

import { loadRealGameData, realArmy } from '../../test/real-game-data.js';
import { findEnhancement } from './find-enhancement.js';

describe('findEnhancement on real data', () => {
  it("finds an army's artefact with its table, ignoring case and punctuation", () => {
    const data = loadRealGameData();
    const table = realArmy('Stormcast Eternals').enhancementTables.find((candidate) => candidate.kind === 'artefacts')!;
    const artefact = table.sets[0]!.enhancements[0]!;
    const found = findEnhancement(data, 'Stormcast Eternals', artefact.name.toUpperCase());
    expect(found?.table.name).toBe(table.name);
    expect(found?.enhancement.abilities.length).toBeGreaterThan(0);
    expect(findEnhancement(data, 'Stormcast Eternals', 'No Such Relic')).toBeUndefined();
    expect(findEnhancement(data, 'No Such Army', artefact.name)).toBeUndefined();
  });
});
