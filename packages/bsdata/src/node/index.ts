// Node-only readers beside the pure converter: folders and git repositories in, DataFile[] out.
export { readDataFolder } from './read-data-folder.js';
export type { GameDataRepo, GameDataRepoError, GameDataRepoErrorCode } from './game-data-repo.js';
export { openGameDataRepo, refreshGameDataRepo, isRemoteLocation, type OpenOptions } from './open-game-data-repo.js';
export { listRefs, type GitRef } from './list-refs.js';
export { refsFingerprint } from './refs-fingerprint.js';
export { resolveRef } from './resolve-ref.js';
export { readDataFilesAtRef, type DataFilesAtRef } from './read-data-files-at-ref.js';
export { readHandbookAtCommit } from './read-handbook-at-commit.js';
export { resolveGameDataRepo, PUBLIC_GAME_DATA_REPO, type GameDataRepoChoice } from './game-data-location.js';
export { GitError, type GitErrorCode } from './git-error.js';
export { computeConverterKey, converterCodeFolders } from './converter-key.js';
export { findProjectRoot } from './find-project-root.js';
