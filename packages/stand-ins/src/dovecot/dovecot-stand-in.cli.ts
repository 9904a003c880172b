import { parseArgs } from 'node:util';
import { generateImapMessages, startDovecot } from './start-dovecot.js';

const USAGE =
  'Usage: tsx packages/stand-ins/src/dovecot/dovecot-stand-in.cli.ts [--user ada [--user bea ...]] ' +
  '[--password secret] [--messages 2000] [--senders 200] [--seed 1] [--port 4031]';

const { values } = parseArgs({
  options: {
    // Each user gets a mailbox of their own, all with the same password and generated mail.
    user: { type: 'string', multiple: true, default: ['ada'] },
    password: { type: 'string', default: 'secret' },
    messages: { type: 'string', default: '2000' },
    senders: { type: 'string', default: '200' },
    seed: { type: 'string', default: '1' },
    port: { type: 'string' },
  },
});

const messages = Number(values.messages);
const senders = Number(values.senders);
const seed = Number(values.seed);
// Without --port a free one is taken and printed below.
const port = values.port === undefined ? undefined : Number(values.port);
const isPort = port === undefined || (Number.isInteger(port) && port >= 1 && port <= 65_535);
if (![messages, senders, seed].every((value) => Number.isInteger(value) && value >= 0) || !isPort) {
  console.error(USAGE);
  process.exit(2);
}

const mail = generateImapMessages({ seed, messages, senders });
const dovecot = await startDovecot({
  users: values.user.map((username) => ({ username, password: values.password, messages: mail })),
  port,
});
console.log(
  `IMAP on ${dovecot.host}:${dovecot.port} (no TLS), users ${values.user.join(', ')}, ` +
    `password ${values.password}, ${messages} messages each. Ctrl-C stops it.`,
);

const stop = () => {
  dovecot.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
