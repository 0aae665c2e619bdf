// The unit route's validated query (shared/route-search.ts UnitSearchSchema) as the unit page reads it.
import type { z } from 'zod/mini';

import type { UnitSearchSchema } from '../../shared/route-search';

export type UnitSearch = z.infer<typeof UnitSearchSchema>;
