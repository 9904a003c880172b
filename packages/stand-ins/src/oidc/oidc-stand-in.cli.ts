import { parseArgs } from 'node:util';
import { startOidcStandIn, type OidcStandInClient } from './oidc-stand-in.js';

const USAGE =
  'Usage: tsx packages/stand-ins/src/oidc/oidc-stand-in.cli.ts --port 4010 ' +
  '--client ID,SECRET,REDIRECT_URI[,REDIRECT_URI...] [--client ...] [--host 127.0.0.1] ' +
  '[--entra-client ID [--entra-verified-domain DOMAIN ...]]';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    host: { type: 'string', default: '127.0.0.1' },
    // One stand-in plays several providers (Google and Microsoft), each with its own client.
    client: { type: 'string', multiple: true },
    // Clients that play Microsoft Entra ID: no email_verified; xms_edov on verified domains.
    'entra-client': { type: 'string', multiple: true },
    'entra-verified-domain': { type: 'string', multiple: true },
  },
});

/** `ID,SECRET,URI[,URI...]`; redirect URIs hold no commas, so the split is unambiguous. */
function parseClient(spec: string): OidcStandInClient | null {
  const [clientId, clientSecret, ...redirectUris] = spec.split(',').map((part) => part.trim());
  if (!clientId || !clientSecret || redirectUris.length === 0) return null;
  const isEntra = values['entra-client']?.includes(clientId) ?? false;
  return {
    clientId,
    clientSecret,
    redirectUris,
    ...(isEntra
      ? { emailClaims: 'entra' as const, verifiedDomains: values['entra-verified-domain'] ?? [] }
      : {}),
  };
}

const clients = (values.client ?? []).map(parseClient);
const port = Number(values.port);

if (clients.length === 0 || clients.includes(null) || !Number.isInteger(port)) {
  console.error(USAGE);
  process.exit(2);
}

const standIn = await startOidcStandIn({
  port,
  host: values.host,
  clients: clients.filter((client) => client !== null),
});
console.log(standIn.issuer);

const stop = () => {
  standIn.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
