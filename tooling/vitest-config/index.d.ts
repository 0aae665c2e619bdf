import type { UserWorkspaceConfig } from 'vitest/config';

export type ScrolldexProjectOptions = {
  name: string;
  environment?: string;
  testTimeout?: number;
  hookTimeout?: number;
  include?: string[];
  globalSetup?: string[];
  fileParallelism?: boolean;
};

export function defineScrolldexProject(options: ScrolldexProjectOptions): UserWorkspaceConfig;
