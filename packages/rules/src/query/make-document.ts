// Defaults and helpers for building search documents.
import type { Army } from '../model/index.js';
import type { SearchDocument, SearchRoute } from './search-document.js';

type Required = Pick<SearchDocument, 'kind' | 'name' | 'detail' | 'route'> & { sourceId: string };

export function makeDocument(fields: Required & Partial<Omit<SearchDocument, 'id' | keyof Required>>): SearchDocument {
  const { sourceId, ...rest } = fields;
  return {
    id: `${fields.kind}:${sourceId}`,
    armyName: null,
    armies: [],
    keywords: [],
    text: '',
    tacticNames: [],
    legends: false,
    points: null,
    move: null,
    health: null,
    control: null,
    save: null,
    ward: null,
    banishment: null,
    wizardLevel: null,
    priestLevel: null,
    weapons: [],
    abilities: [],
    loreKind: null,
    enhancementKind: null,
    ...rest,
  };
}

/** Something several armies share, found once per army. */
export type Shared<T> = { item: T; home: Army; armies: Army[] };

/** Groups items by key across armies (in home order), keeping the first army as home. */
export function collectShared<T>(armies: readonly Army[], itemsOf: (army: Army) => Iterable<T>, keyOf: (item: T) => string): Shared<T>[] {
  const byKey = new Map<string, Shared<T>>();
  for (const army of armies) {
    for (const item of itemsOf(army)) {
      const key = keyOf(item);
      const found = byKey.get(key);
      if (!found) byKey.set(key, { item, home: army, armies: [army] });
      else if (!found.armies.includes(army)) found.armies.push(army);
    }
  }
  return [...byKey.values()];
}

export function armyNames(armies: readonly Pick<Army, 'name'>[]): string[] {
  return armies.map((army) => army.name);
}

/** Legends when flagged so, or when every army that has it is a Legends army. */
export function isLegends(flag: boolean, armies: readonly Army[]): boolean {
  return flag || (armies.length > 0 && armies.every((army) => army.legends));
}

export function armyListRoute(armyName: string, hash: string | null): SearchRoute {
  return { name: 'UnitList', params: { armyName }, hash };
}
