export * from './format-list.js';
export * from './parse-list.js';
export * from './share-link.js';
export * from './event-lists.js';
export type { ExportMetadata } from './export-markers.js';
export { formatExportDate } from './export-markers.js';
export * from './import-types.js';
export * from './import-to-list.js';
export * from './import-overview.js';
