import { describe, expect, it } from 'vitest';

import { loadRealGameData } from '../../test/real-game-data.js';
import { parseGameData } from './parse-game-data.js';

describe('parseGameData', () => {
  it('accepts the converted current data', () => {
    const data = loadRealGameData();
    expect(data.handbook.season).toBe('2026-27');
    expect(Object.keys(data.armies)).toHaveLength(96);
  });

  it('refuses data of another schema version, naming both versions', () => {
    const result = parseGameData({ schemaVersion: 99 });
    expect(result).toEqual({
      ok: false,
      errors: [expect.objectContaining({ code: 'SCHEMA_VERSION', message: expect.stringMatching(/schema version 99.*reads version 2/) })],
    });
  });

  it('names the field that is wrong', () => {
    const data = structuredClone(loadRealGameData()) as unknown as { armies: Record<string, { units: { points: unknown }[] }> };
    data.armies['Seraphon']!.units[0]!.points = 'ninety';
    const result = parseGameData(data);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]!.path).toBe('armies.Seraphon.units.0.points');
  });

  it('never throws on junk', () => {
    for (const junk of [null, 42, 'text', [], { schemaVersion: 1 }]) expect(parseGameData(junk).ok).toBe(false);
  });
});
