// The environment as one zod schema: each group's variables, then the checks
// that span several variables of a group.
import { z } from 'zod';

import { AUTH_VARIABLES, checkAuthVariables } from './auth-settings.js';
import { BCP_VARIABLES, checkBcpVariables } from './bcp-settings.js';
import { DATA_VARIABLES } from './data-settings.js';
import { SERVER_VARIABLES } from './server-settings.js';
import { checkSmtpVariables, SMTP_VARIABLES } from './smtp-settings.js';
import { STRIPE_VARIABLES } from './stripe-settings.js';
import { checkWebAppVariables, WEB_APP_VARIABLES } from './web-app-settings.js';

export const EnvSchema = z
  .object({
    ...SERVER_VARIABLES,
    ...DATA_VARIABLES,
    ...AUTH_VARIABLES,
    ...STRIPE_VARIABLES,
    ...BCP_VARIABLES,
    ...SMTP_VARIABLES,
    ...WEB_APP_VARIABLES,
  })
  .superRefine((vars, ctx) => {
    checkWebAppVariables(vars, ctx);
    checkSmtpVariables(vars, ctx);
    checkBcpVariables(vars, ctx);
    checkAuthVariables(vars, ctx);
  });
