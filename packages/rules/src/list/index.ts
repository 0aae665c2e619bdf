export * from './army-list.js';
export * from './folder.js';
export * from './validator-mode.js';
