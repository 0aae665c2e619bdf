export * from './model/index.js';
export type { Result } from './shared/result.js';
export * from './core-rules/core-abilities.js';
