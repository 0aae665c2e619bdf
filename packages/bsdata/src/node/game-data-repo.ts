/** A git repository of BattleScribe data, ready to read. */
export type GameDataRepo = {
  /** What the user gave: a path or a URL. */
  location: string;
  /** Absolute path of the git directory (the bare repo, or a work tree's .git). */
  gitDir: string;
  /** 'local' repos are read in place; 'cached-clone' ones are our bare clone of a URL. */
  kind: 'local' | 'cached-clone';
};

export type GameDataRepoErrorCode = 'REPO_NOT_FOUND' | 'NOT_A_GIT_REPO' | 'CLONE_FAILED' | 'FETCH_FAILED' | 'REF_NOT_FOUND';

/** An expected failure of opening or reading a game data repo; message is ready to show to a user. */
export type GameDataRepoError = { code: GameDataRepoErrorCode; message: string };
