import { describe, expect, it } from 'vitest';

import { loadRealGameData } from '../../test/real-game-data';
import { formatUnitCondition } from './format-unit-condition';

function takenBy(campaignName: string, pathName: string): string {
  const path = loadRealGameData()
    .pathToGlory.find((campaign) => campaign.name === campaignName)!
    .paths.find((candidate) => candidate.name === pathName)!;
  return formatUnitCondition(path.takenBy!);
}

describe('formatUnitCondition on the real paths', () => {
  it('writes the units a path is for as the rules do', () => {
    expect(takenBy('Ascension', 'Path of the Warrior')).toBe('HERO');
    expect(takenBy('Ascension', 'Path of the Attacker')).toBe('non-HERO');
    expect(takenBy('Ascension', 'Path of the Mage')).toBe('HERO WIZARD');
    expect(takenBy('Ascension', 'Path of the Devout')).toBe('HERO PRIEST');
    expect(takenBy('Ravaged Coast', 'Path of the Behemoth')).toBe('non-HERO MONSTER');
    expect(takenBy('Ravaged Coast', 'Path of the Artillerist')).toBe('WAR MACHINE');
    expect(takenBy('Blighted Wilds', 'Path of the Woodsman')).toBe('non-HERO or non-INFANTRY');
  });

  it('keeps an either-or of different keywords apart, in brackets inside a longer condition', () => {
    const condition = {
      all: [
        { keyword: 'HERO', has: true },
        {
          any: [
            { keyword: 'CAVALRY', has: true },
            { keyword: 'MONSTER', has: true },
          ],
        },
      ],
    };
    expect(formatUnitCondition(condition)).toBe('HERO (CAVALRY or MONSTER)');
  });
});
