import { parseArgs } from 'node:util';
import { startOneClickStandIn } from './one-click-stand-in.js';

const USAGE =
  'Usage: tsx packages/stand-ins/src/unsubscribe/one-click-stand-in.cli.ts --port 4030 --cert-dir DIR';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    'cert-dir': { type: 'string' },
  },
});

const port = Number(values.port);
const certDirectory = values['cert-dir'];
if (!certDirectory || !Number.isInteger(port)) {
  console.error(USAGE);
  process.exit(2);
}

const standIn = await startOneClickStandIn({ certDirectory, port });
console.log(`One-click unsubscribe stand-in at ${standIn.url} (certificate in ${certDirectory})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void standIn.close().then(() => process.exit(0)));
}
