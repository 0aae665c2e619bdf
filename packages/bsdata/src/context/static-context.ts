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

export function withPrimaryCatalogues(context: StaticContext, ids: Iterable<string>): StaticContext {
  return { ...context, primaryCatalogues: new Set(ids) };
}

export function withExtraForce(context: StaticContext, forceId: string): StaticContext {
  return { ...context, forces: new Set([...context.forces, forceId]) };
}

// The context each withEntryCategories context was made from. Only conditions about the entry
// itself read entry categories, so every other verdict is the same in both: readers share them
// between the units of an army instead of judging each unit's tree afresh.
const madeFrom = new WeakMap<StaticContext, StaticContext>();

export function withEntryCategories(context: StaticContext, categories: Iterable<string>): StaticContext {
  const derived = { ...context, entryCategories: new Set(categories) };
  madeFrom.set(derived, baseContext(context));
  return derived;
}

/** The context before withEntryCategories: it answers every condition but those about the entry alike. */
export function baseContext(context: StaticContext): StaticContext {
  return madeFrom.get(context) ?? context;
}
