import type { GitRef } from '@scrolldex/bsdata/node';

/** Branches are 'Branch'; tags are releases (docs/decisions.md, "Lists can be pinned to a data release"). */
export type DataRefType = 'Branch' | 'Release';

export type DataRef = {
  name: string;
  type: DataRefType;
  /** The commit the ref points at. */
  sha: string;
  /** Releases: the tag's annotation, or its commit's subject for a lightweight tag. Branches: null. */
  description: string | null;
};

export function toDataRef(ref: GitRef): DataRef {
  return { name: ref.name, type: ref.kind === 'branch' ? 'Branch' : 'Release', sha: ref.commit, description: ref.description };
}

/** The ref a name means: a branch before a tag of the same name, as git decides. */
export function findDataRef(refs: readonly DataRef[], name: string): DataRef | undefined {
  return refs.find((ref) => ref.name === name && ref.type === 'Branch') ?? refs.find((ref) => ref.name === name);
}
