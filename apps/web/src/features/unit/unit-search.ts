// The unit route's validated query (app/router.tsx UnitSearchSchema) as the unit page reads it.
import type { z } from 'zod/mini';

import type { UnitSearchSchema } from '../../app/router';

export type UnitSearch = z.infer<typeof UnitSearchSchema>;
