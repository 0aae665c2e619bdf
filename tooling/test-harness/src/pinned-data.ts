// The game data the tests run on, named by commit: the releases as the
// battlescroll-* tags of the team's data repository point at them, and main
// as it stood when these tests were written. Each is a snapshot of the .cat and
// .gst files of one commit of the public BSData/age-of-sigmar-4th, so a copy of
// the data repository without these commits can make them again from the
// public history (tooling/test-data rebuilds them, and checks the result).

export type PinnedDataRef = {
  /** The branch or tag name the tests use. */
  name: string;
  kind: 'branch' | 'tag';
  /** The snapshot commit the ref points at in every test run. */
  commit: string;
  /** Its tree: the data files alone. */
  tree: string;
  /** The commit of the public repository whose data files the snapshot holds (short, as the snapshot's message names it). */
  upstream: string;
  /** Author and committer date of the snapshot, as git writes it (`<seconds> <zone>`). */
  date: string;
};

/** Oldest first: each snapshot's parent is the one before it. */
export const PINNED_DATA_REFS: readonly PinnedDataRef[] = [
  {
    name: 'battlescroll-2025-12',
    kind: 'tag',
    commit: '0e1c49c2791b0f085e93510eb0b157ba60ba765e',
    tree: '25536f0b1be6ae86debc1682d74822c80202a4be',
    upstream: '98f24c1',
    date: '1768325708 -0500',
  },
  {
    name: 'battlescroll-2026-03',
    kind: 'tag',
    commit: 'd166bc7fe674c938cc8fa0c9c19ed961bf821990',
    tree: '1d91353418ab28fe4d90bc555c5cb245e4736f37',
    upstream: '290709d',
    date: '1775326821 +0200',
  },
  {
    name: 'battlescroll-2026-06',
    kind: 'tag',
    commit: '59ebd4dc5a22c17a345dee835ec08336ac84ece0',
    tree: '71728395da49b2b23a9055df8e9b82d69416f7e1',
    upstream: '0d3eb56',
    date: '1785109788 -0500',
  },
  {
    name: 'main',
    kind: 'branch',
    commit: '5c6977ffa6d277679932f7f22048b9f3b6ac1427',
    tree: '0f13cf1f7ebd71083b7a795af30a77e9ffcf6f8d',
    upstream: '6c4bfee',
    date: '1787100365 -0500',
  },
];

/** The release tags the tests use, oldest first. */
export const PINNED_TAGS = PINNED_DATA_REFS.filter((ref) => ref.kind === 'tag').map((ref) => ref.name);

/** The commit of a pinned ref; throws on a name that is not pinned (a typo in a test). */
export function pinnedCommit(name: string): string {
  const ref = PINNED_DATA_REFS.find((candidate) => candidate.name === name);
  if (!ref) throw new Error(`No pinned data ref named ${name}; pinned: ${PINNED_DATA_REFS.map((candidate) => candidate.name).join(', ')}`);
  return ref.commit;
}

/** The release tests read beside main: the last data of the 2025-26 season (main is 2026-27's). */
export const RELEASE_FOR_TESTS = 'battlescroll-2026-03';

/** The commit of main in every test run. */
export const PINNED_MAIN = pinnedCommit('main');

/** The message of a snapshot commit, byte for byte (git adds nothing to it). */
export function snapshotMessage(ref: PinnedDataRef): string {
  return `BSData age-of-sigmar-4th data at upstream commit ${ref.upstream} (${ref.name})\n`;
}

/** Who made the snapshots, as author and committer. */
export const SNAPSHOT_AUTHOR = { name: 'bsdata snapshot', email: 'bsdata@localhost' };
