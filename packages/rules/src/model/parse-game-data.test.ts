import { describe, expect, it } from 'vitest';

import { loadRealGameData } from '../../test/real-game-data.js';
import { GameDataSchema } from './game-data.js';
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

  it('gives, part by part, what the whole schema gives, keys in the same order', () => {
    const json: unknown = JSON.parse(JSON.stringify(loadRealGameData()));
    const result = parseGameData(json);
    expect(result.ok).toBe(true);
    if (result.ok) expect(JSON.stringify(result.value)).toBe(JSON.stringify(GameDataSchema.parse(json)));
  });

  it('takes the parts checked before as they are, without checking them again', () => {
    const data = loadRealGameData();
    const { armies, ...core } = data;
    const json = { ...data, regimentsOfRenown: 'unchecked', armies: { ...armies, Seraphon: { units: 'unchecked' } } };
    const result = parseGameData(json, { core, armies: { Seraphon: armies['Seraphon']! } });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.armies['Seraphon']).toBe(armies['Seraphon']);
    expect(result.value.regimentsOfRenown).toBe(data.regimentsOfRenown);
    expect(Object.keys(result.value.armies)).toEqual(Object.keys(armies));
  });

  it('names the part and the field that is wrong', () => {
    const data = structuredClone(loadRealGameData()) as unknown as { armies: Record<string, { units: { points: unknown }[] }>; handbook: { season: unknown } };
    data.armies['Seraphon']!.units[0]!.points = 'ninety';
    data.handbook.season = 2026;
    const result = parseGameData(data);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map(({ path }) => path)).toEqual(['handbook.season', 'armies.Seraphon.units.0.points']);
    expect(result.errors.map(({ message }) => message)).toEqual([
      expect.stringMatching(/^Invalid game data in the core at handbook\.season: /),
      expect.stringMatching(/^Invalid game data in the army 'Seraphon' at units\.0\.points: /),
    ]);
  });

  it('never throws on junk', () => {
    for (const junk of [null, 42, 'text', [], { schemaVersion: 1 }]) expect(parseGameData(junk).ok).toBe(false);
  });
});
