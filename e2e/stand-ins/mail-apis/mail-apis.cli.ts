import { parseArgs } from 'node:util';
import type { ResolveUser } from './bearer-auth.js';
import { startGmailEmulator } from './gmail-emulator.js';
import { startGraphEmulator } from './graph-emulator.js';
import { generateMailbox } from './mailbox-generator.js';

const USAGE = `Usage: tsx e2e/stand-ins/mail-apis/mail-apis.cli.ts --email ada@example.com [--email ...]
  [--messages 1000] [--senders 50] [--seed 1] [--start 2010-01-01] [--end 2025-01-01]
  [--spam-trash-share 0] [--gmail-port 4021] [--graph-port 4022] [--userinfo URL]
  [--units-per-second 250] [--latency-ms 0]
Without --userinfo every bearer token is taken as the first --email.`;

const { values } = parseArgs({
  options: {
    email: { type: 'string', multiple: true },
    messages: { type: 'string', default: '1000' },
    senders: { type: 'string', default: '50' },
    seed: { type: 'string', default: '1' },
    start: { type: 'string', default: '2010-01-01' },
    end: { type: 'string', default: '2025-01-01' },
    'spam-trash-share': { type: 'string', default: '0' },
    'gmail-port': { type: 'string', default: '0' },
    'graph-port': { type: 'string', default: '0' },
    userinfo: { type: 'string' },
    'units-per-second': { type: 'string', default: '250' },
    'latency-ms': { type: 'string', default: '0' },
  },
});

const emails = (values.email ?? []).map((email) => email.toLowerCase());
const numbers = [
  'messages',
  'senders',
  'gmail-port',
  'graph-port',
  'units-per-second',
  'latency-ms',
] as const;
const start = new Date(values.start);
const end = new Date(values.end);
if (
  emails.length === 0 ||
  numbers.some((name) => !Number.isInteger(Number(values[name]))) ||
  Number.isNaN(start.getTime()) ||
  Number.isNaN(end.getTime())
) {
  console.error(USAGE);
  process.exit(2);
}

const mailbox = generateMailbox({
  seed: values.seed,
  messages: Number(values.messages),
  senders: Number(values.senders),
  start,
  end,
  spamTrashShare: Number(values['spam-trash-share']),
});
const mailboxes = new Map(emails.map((email) => [email, mailbox]));
const auth: { userInfoUrl: string } | { resolveUser: ResolveUser } = values.userinfo
  ? { userInfoUrl: values.userinfo }
  : { resolveUser: async () => ({ email: emails[0] as string }) };
if (!values.userinfo) console.error(`No --userinfo: every bearer token is ${emails[0]}.`);

const latencyMs = Number(values['latency-ms']);
const gmail = await startGmailEmulator({
  ...auth,
  mailboxes,
  port: Number(values['gmail-port']),
  quota: { unitsPerSecond: Number(values['units-per-second']) },
  latencyMs,
});
const graph = await startGraphEmulator({
  ...auth,
  mailboxes,
  port: Number(values['graph-port']),
  latencyMs,
});
console.log(
  JSON.stringify({
    gmail: gmail.baseUrl,
    graph: graph.baseUrl,
    emails,
    messages: mailbox.messages.length,
  }),
);

const stop = () => {
  Promise.all([gmail.close(), graph.close()]).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
