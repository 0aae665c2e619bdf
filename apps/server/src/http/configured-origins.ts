// The addresses of this server and of the web app as configured (API_URL,
// UI_URL, else localhost on PORT), never taken from a request: links the
// server mails or redirects to must not follow a forged Host header.

type OriginSettings = { uiUrl: string | null; apiUrl: string | null; port: number };

/** The web app's origin: where a password reset link and Stripe's way back lead. */
export function webAppOrigin(config: OriginSettings): string {
  return config.uiUrl ?? config.apiUrl ?? `http://localhost:${config.port}`;
}

export type ConfiguredOrigins = { publicOrigin: string; uiOrigin: string };

/** This server's public origin and the web app's, without a trailing slash: share links and BCP's redirects. */
export function configuredOrigins(config: OriginSettings): ConfiguredOrigins {
  const local = `http://localhost:${config.port}`;
  return { publicOrigin: (config.apiUrl ?? local).replace(/\/+$/, ''), uiOrigin: (config.uiUrl ?? config.apiUrl ?? local).replace(/\/+$/, '') };
}
