export type GitErrorCode =
  /** git exited with an error where the caller expected success (corrupt repo, git missing). */
  | 'GIT_FAILED'
  /** git printed something the reader could not parse. */
  | 'GIT_OUTPUT_UNREADABLE';

/** A git failure nobody is expected to handle; expected ones (missing ref or repo) are GameDataRepoError values. */
export class GitError extends Error {
  constructor(
    readonly code: GitErrorCode,
    message: string,
    readonly stderr = '',
  ) {
    super(message);
    this.name = 'GitError';
  }
}
