// The one place that reads process.env: the process environment plus a .env
// file, handed to the pure parseConfig.
import { join, resolve } from 'node:path';

import { findProjectRoot } from '@scrolldex/bsdata/node';
import type { Result } from '@scrolldex/rules';

import type { Config, ConfigIssue } from './config.js';
import { loadDotEnvFile } from './dot-env.js';
import { parseConfig } from './parse-config.js';

/**
 * Reads the process environment plus a `.env` file (ENV_FILE, else `.env` in
 * the directory the server was started from; the environment wins) into a Config.
 * moduleDir is the caller's folder: the project root is searched from it.
 */
export function loadConfig(moduleDir: string): Result<Config, ConfigIssue> & { envFile: string } {
  const env = process.env;
  const baseDir = env.INIT_CWD || process.cwd();
  const envFile = env.ENV_FILE ? resolve(baseDir, env.ENV_FILE) : join(baseDir, '.env');
  loadDotEnvFile(envFile, env);
  return { ...parseConfig(env, { baseDir, projectRoot: findProjectRoot(moduleDir) }), envFile };
}
