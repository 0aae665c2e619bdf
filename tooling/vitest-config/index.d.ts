import type { UserWorkspaceConfig } from 'vitest/config';

export type ScrolldexProjectOptions = {
  name: string;
  environment?: string;
  testTimeout?: number;
  hookTimeout?: number;
  include?: string[];
  exclude?: string[];
  globalSetup?: string[];
  /** Files run in each test file's environment before it, e.g. to configure a testing library. */
  setupFiles?: string[];
  fileParallelism?: boolean;
  /** false: the project's files share their worker's modules (its pure tests: one import of the engine and the data per worker). */
  isolate?: boolean;
  /** Values the project's tests read with inject(). */
  provide?: Record<string, unknown>;
  /** Files run at once; the root's (one per core) when absent. Projects of one groupOrder must agree on it. */
  maxWorkers?: number;
  /** The projects of a group run together, the groups one after another, the lowest first (0 when absent). */
  groupOrder?: number;
};

export function defineScrolldexProject(options: ScrolldexProjectOptions): UserWorkspaceConfig;

/** Our packages resolved to their TypeScript sources (the `@scrolldex/source` condition) in every module graph, global setup's too. */
export const SOURCE_RESOLVE: Pick<UserWorkspaceConfig, 'resolve' | 'ssr' | 'environments'>;
