/**
 * The fixed facts a converted data set is evaluated against: which handbook
 * (and, for regiment-of-renown units, which renown force) the roster uses,
 * which catalogue is the army, and whether Legends are allowed. Everything
 * else a BattleScribe condition can ask about is decided by the player's
 * list, so it stays unknown here.
 */
export type StaticContext = {
  /** Force entries the roster is an instance of. */
  forces: ReadonlySet<string>;
  /** Every force entry id of the game system that describes a game mode or renown force. */
  knownForces: ReadonlySet<string>;
  /** The army being converted (and, for stubs, the library it imports). */
  primaryCatalogues: ReadonlySet<string>;
  knownCatalogues: ReadonlySet<string>;
  allowLegends: boolean;
  /**
   * Categories the entry being read certainly has (its static category links).
   * A condition asking whether the entry has one of them holds; asking about
   * any other category stays unknown, as the list may add it.
   */
  entryCategories: ReadonlySet<string>;
};

/** What a derived context changed in the context it was made from. */
export type Derivation = { from: StaticContext; changed: 'primaryCatalogues' | 'entryCategories' };

// How each context made by withPrimaryCatalogues or withEntryCategories came about. A condition
// reads the primary catalogues only when it names a catalogue, and the entry categories only when
// it asks about the entry itself, so every other verdict is the same in both contexts: readers
// share them between the units of an army, and between armies, instead of judging afresh.
const derivations = new WeakMap<StaticContext, Derivation>();

export function withPrimaryCatalogues(context: StaticContext, ids: Iterable<string>): StaticContext {
  const derived = { ...context, primaryCatalogues: new Set(ids) };
  derivations.set(derived, { from: context, changed: 'primaryCatalogues' });
  return derived;
}

export function withExtraForce(context: StaticContext, forceId: string): StaticContext {
  return { ...context, forces: new Set([...context.forces, forceId]) };
}

export function withEntryCategories(context: StaticContext, categories: Iterable<string>): StaticContext {
  const derived = { ...context, entryCategories: new Set(categories) };
  derivations.set(derived, { from: context, changed: 'entryCategories' });
  return derived;
}

/** How the context was made from another, if it was made by one of the functions above. */
export function derivationOf(context: StaticContext): Derivation | undefined {
  return derivations.get(context);
}
