import type { Config } from '../config';

/** The names a browser on the server's own machine may use for it. */
const LOOPBACK_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins whose pages may call the app: `PUBLIC_URL`'s, and outside production also the
 * loopback names of its scheme and port, since a local server answers on all of them and a person
 * opens whichever one they see (`http://127.0.0.1:3000` for `http://localhost:3000`). Production
 * accepts `PUBLIC_URL` only and redirects page loads on other hosts there (`canonical-host.ts`).
 */
export function findBrowserOrigins(config: Pick<Config, 'publicUrl' | 'isProduction'>): string[] {
  const origin = new URL(config.publicUrl).origin;
  if (config.isProduction) return [origin];
  const aliases = LOOPBACK_HOSTNAMES.map((hostname) => {
    const alias = new URL(origin);
    alias.hostname = hostname;
    return alias.origin;
  });
  return [...new Set([origin, ...aliases])];
}
