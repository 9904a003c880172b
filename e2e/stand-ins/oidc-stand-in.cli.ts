import { parseArgs } from 'node:util';
import { startOidcStandIn } from './oidc-stand-in.js';

const USAGE =
  'Usage: tsx e2e/stand-ins/oidc-stand-in.cli.ts --port 4010 --client-id ID --client-secret SECRET ' +
  '--redirect-uri URL [--redirect-uri URL] [--host 127.0.0.1]';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    host: { type: 'string', default: '127.0.0.1' },
    'client-id': { type: 'string' },
    'client-secret': { type: 'string' },
    'redirect-uri': { type: 'string', multiple: true },
  },
});

const clientId = values['client-id'];
const clientSecret = values['client-secret'];
const redirectUris = values['redirect-uri'] ?? [];
const port = Number(values.port);

if (!clientId || !clientSecret || redirectUris.length === 0 || !Number.isInteger(port)) {
  console.error(USAGE);
  process.exit(2);
}

const standIn = await startOidcStandIn({
  port,
  host: values.host,
  clients: [{ clientId, clientSecret, redirectUris }],
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
