export * from './issue.js';
export * from './messages.js';
export * from './rule.js';
export * from './registry.js';
export * from './validate-list.js';
export * from './content-hash.js';
