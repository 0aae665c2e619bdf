export * from './model/index.js';
export * from './list/index.js';
export * from './lookup/build-army-lookup.js';
export * from './points/list-points.js';
export * from './points/list-summary.js';
export * from './validate/index.js';
export * from './core-rules/core-abilities.js';
export { nameKey } from './shared/name-key.js';
export type { Result } from './shared/result.js';
