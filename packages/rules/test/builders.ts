// Test builders: plain lists and list units with sensible defaults.
import { listSchemas, type ArmyList, type ListUnit, type Regiment } from '../src/list/army-list.js';

export function makeUnit(name: string, overrides: Partial<ListUnit> = {}): ListUnit {
  return { ...listSchemas().ListUnitSchema.parse({ name }), ...overrides };
}

export function makeRegiment(leader: ListUnit | string, units: (ListUnit | string)[] = []): Regiment {
  const toUnit = (unit: ListUnit | string) => (typeof unit === 'string' ? makeUnit(unit) : unit);
  return { leader: toUnit(leader), units: units.map(toUnit) };
}

const EPOCH = Date.UTC(2026, 10, 1);

export function makeList(faction: string, overrides: Partial<ArmyList> = {}): ArmyList {
  return {
    ...listSchemas().ArmyListSchema.parse({
      id: 'list-1',
      name: 'Test list',
      faction,
      createdAt: new Date(EPOCH).toISOString(),
      modifiedAt: new Date(EPOCH).toISOString(),
      _createdAt: EPOCH,
      _updatedAt: EPOCH,
    }),
    ...overrides,
  };
}
