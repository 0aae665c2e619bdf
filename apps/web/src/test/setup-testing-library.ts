// Screen tests wait for what a screen shows (findBy..., waitFor) as long as a
// busy machine needs: in `pnpm test` they share two cores with the browser
// tests, and Testing Library's default of one second is not enough there.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
