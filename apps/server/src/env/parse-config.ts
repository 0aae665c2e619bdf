// The environment in, a Config or every issue out; pure, so tests pass their own env.
import type { Result } from '@scrolldex/rules';

import { readAuthSettings } from './auth-settings.js';
import { readBcpSettings } from './bcp-settings.js';
import type { Config, ConfigIssue, Environment } from './config.js';
import { readDataSettings, type ConfigContext } from './data-settings.js';
import { EnvSchema } from './schema.js';
import { readServerSettings } from './server-settings.js';
import { readSmtpSettings, strayMailSettings } from './smtp-settings.js';
import { readStripeSettings } from './stripe-settings.js';
import { readWebAppSettings } from './web-app-settings.js';

export function parseConfig(env: Environment, context: ConfigContext): Result<Config, ConfigIssue> {
  const smtpIssue = strayMailSettings(env);
  if (smtpIssue) return { ok: false, errors: [smtpIssue] };
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => {
      const variable = String(issue.path[0] ?? 'environment');
      const message = issue.code === 'custom' ? issue.message : `${variable}: ${issue.message}`;
      return { variable, message };
    });
    return { ok: false, errors };
  }
  const vars = parsed.data;
  const bcp = readBcpSettings(vars);
  const smtp = readSmtpSettings(vars);
  return {
    ok: true,
    value: {
      ...readServerSettings(vars),
      ...readDataSettings(vars, context),
      auth: readAuthSettings(vars),
      stripe: readStripeSettings(vars),
      ...(bcp ? { bcp } : {}),
      ...(smtp ? { smtp } : {}),
      webApp: readWebAppSettings(vars),
    },
  };
}

export function formatConfigIssues(issues: readonly ConfigIssue[]): string {
  return ['Invalid configuration (environment or .env file):', ...issues.map((issue) => `  ${issue.message}`)].join('\n');
}
