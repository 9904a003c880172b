import { parseArgs } from 'node:util';
import { startOidcStandIn, type OidcStandInClient } from './oidc-stand-in.js';

const USAGE =
  'Usage: tsx e2e/stand-ins/oidc-stand-in.cli.ts --port 4010 ' +
  '--client ID,SECRET,REDIRECT_URI[,REDIRECT_URI...] [--client ...] [--host 127.0.0.1]';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    host: { type: 'string', default: '127.0.0.1' },
    // One stand-in plays several providers (Google and Microsoft), each with its own client.
    client: { type: 'string', multiple: true },
  },
});

/** `ID,SECRET,URI[,URI...]`; redirect URIs hold no commas, so the split is unambiguous. */
function parseClient(spec: string): OidcStandInClient | null {
  const [clientId, clientSecret, ...redirectUris] = spec.split(',').map((part) => part.trim());
  if (!clientId || !clientSecret || redirectUris.length === 0) return null;
  return { clientId, clientSecret, redirectUris };
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
