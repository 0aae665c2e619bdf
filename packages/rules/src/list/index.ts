export * from './army-list.js';
export * from './folder.js';
export * from './points-cap.js';
export * from './regiment-titles.js';
export * from './validator-mode.js';
