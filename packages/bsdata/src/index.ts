export type { DataFile } from './catalogue/data-file.js';
export { DataSetError } from './catalogue/load-data-set.js';
export { convertDataSet, type ConversionResult, type DataSource } from './convert-data-set.js';
export type { ConversionWarning, WarningCode } from './report/warning-report.js';
export { HANDBOOKS } from './handbook.js';
