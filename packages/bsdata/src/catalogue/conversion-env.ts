import type { StaticContext } from '../context/static-context.js';
import type { WarningReport } from '../report/warning-report.js';
import type { Catalogue } from './catalogue.js';
import type { IndexedNode } from './id-index.js';

/** What every reader needs: the id index, the static context it evaluates against, the report. */
export type ConversionEnv = {
  index: ReadonlyMap<string, IndexedNode>;
  context: StaticContext;
  report: WarningReport;
  /** The catalogue being read, for warnings and link resolution. */
  catalogue: Catalogue;
};
