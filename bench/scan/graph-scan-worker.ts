import { createMicrosoftProvider } from '../../apps/server/src/mailbox-providers/microsoft/microsoft.provider';
import type { MailboxAccess } from '../../apps/server/src/mailbox-providers/provider';
import { scanToEndAndReport } from './scan-to-end';

/**
 * The scanning side of the Graph benchmark, in its own process so that its peak memory is the
 * scanner's alone: `tsx graph-scan-worker.ts <emulator URL> <address> <token>`. Prints JSON.
 */
const [graphBaseUrl, address, token] = process.argv.slice(2) as [string, string, string];
const provider = createMicrosoftProvider({
  graphBaseUrl,
  // The access token never expires here, so the token endpoint is never called.
  tokenUrl: 'http://127.0.0.1:9/token',
  clientId: 'reclaim',
  clientSecret: 'unused',
});
const access: MailboxAccess = {
  address,
  settings: {},
  credentials: {
    kind: 'oauth',
    accessToken: token,
    refreshToken: null,
    expiresAt: null,
    scope: 'offline_access User.Read Mail.Read Mail.Send',
  },
};

await scanToEndAndReport(provider, access);
