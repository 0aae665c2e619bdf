import { suiteConfig } from './vitest.config';

// `pnpm test:looks`: the browser tests in every look, each screen pictured in each (apps/web/e2e/harness.ts).
export default suiteConfig(['apps/web/e2e/vitest.looks.config.ts']);
