export * from './figure.js';
export * from './stats.js';
