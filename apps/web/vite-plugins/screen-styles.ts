// The stylesheets of a few screens as one file. Vite gives each chunk's CSS a file of its own, and the builder's
// modules sit in some fifteen chunks shared with other screens in as many ways: fifteen stylesheets before the list
// paints, each a round trip on a phone's few connections. Named as one chunk (Rollup's `manualChunks`), the style
// modules of those screens come as one stylesheet beside one small script of class names.
import type { Rollup } from 'vite';

type Meta = Rollup.ManualChunkMeta;

const STYLES = /\.css$/;

export type ScreenStyles = {
  /** The screens' modules: their style modules and those of what they import, lazily too, are the group. */
  screens: RegExp[];
  /** Other screens' modules: their styles stay out of the group, so that these screens do not load it. */
  others: RegExp[];
  /** The route table: its lazy imports are the screens, where the walk through a screen's lazy imports stops. */
  router: RegExp;
};

/** The modules `roots` import statically, directly or not, themselves included. */
function staticallyImported(meta: Meta, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** The modules `roots` import, statically or lazily, but other screens (`stops`) and what only those import. */
function imported(meta: Meta, roots: string[], stops: Set<string>): Set<string> {
  let seen = staticallyImported(meta, roots);
  for (;;) {
    const lazy = [...seen].flatMap((id) => meta.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter((id) => !seen.has(id) && !stops.has(id));
    if (lazy.length === 0) return seen;
    seen = staticallyImported(meta, [...seen, ...lazy]);
  }
}

/**
 * The modules every start runs: the page's entries, the stages their modules import lazily and what they import.
 * Their styles stay in the start's stylesheet: one of them in the group would make every start load the group.
 */
function startModules(meta: Meta): Set<string> {
  const entry = staticallyImported(
    meta,
    [...meta.getModuleIds()].filter((id) => meta.getModuleInfo(id)?.isEntry),
  );
  return staticallyImported(meta, [...entry, ...[...entry].flatMap((id) => meta.getModuleInfo(id)?.dynamicallyImportedIds ?? [])]);
}

/**
 * A `manualChunks` rule: the style modules `screens` import, with their lazy parts' (sheets, panes), in one chunk of
 * the name given, but those the start or one of `others` imports. Folders' `index.ts` re-exports count as imports, so
 * the group may hold a few styles a screen does not show: bytes, not requests. A screen outside both lists that shows
 * one of the group's styles loads the whole group.
 */
export function screenStyles(name: string, { screens, others, router }: ScreenStyles): (id: string, meta: Meta) => string | undefined {
  let cached: { getModuleInfo: Meta['getModuleInfo']; group: Set<string> } | undefined;
  return (id, meta) => {
    if (!STYLES.test(id)) return undefined;
    if (cached?.getModuleInfo !== meta.getModuleInfo) {
      const ids = [...meta.getModuleIds()];
      const matching = (patterns: RegExp[]) => ids.filter((moduleId) => patterns.some((pattern) => pattern.test(moduleId)));
      const routes = new Set(matching([router]).flatMap((moduleId) => meta.getModuleInfo(moduleId)?.dynamicallyImportedIds ?? []));
      const excluded = staticallyImported(meta, [...startModules(meta), ...matching(others)]);
      const group = [...imported(meta, matching(screens), routes)].filter((moduleId) => STYLES.test(moduleId) && !excluded.has(moduleId));
      cached = { getModuleInfo: meta.getModuleInfo, group: new Set(group) };
    }
    return cached.group.has(id) ? name : undefined;
  };
}
