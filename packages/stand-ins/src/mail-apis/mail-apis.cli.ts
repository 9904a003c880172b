import { parseArgs } from 'node:util';
import type { ResolveUser } from './bearer-auth.js';
import { startGmailEmulator } from './gmail-emulator.js';
import { startGraphEmulator } from './graph-emulator.js';
import { generateMailbox } from './mailbox-generator.js';
import type { MailboxSource } from './mailbox-store.js';

const USAGE = `Usage: tsx packages/stand-ins/src/mail-apis/mail-apis.cli.ts --email ada@example.com [--email ...]
  [--messages 1000] [--senders 50] [--seed 1] [--start 2010-01-01] [--end 2025-01-01]
  [--spam-trash-share 0] [--gmail-port 4021] [--graph-port 4022] [--userinfo URL]
  [--gmail-quota current|legacy] [--gmail-search exact|realistic] [--units-per-second N]
  [--latency-ms 0]
   or: ... --any-email --userinfo URL [options as above]
Without --userinfo every bearer token is taken as the first --email. With --any-email every
address the userinfo endpoint vouches for gets its own copy of the generated mailbox.`;

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
    'any-email': { type: 'boolean', default: false },
    'gmail-quota': { type: 'string', default: 'current' },
    'gmail-search': { type: 'string', default: 'exact' },
    'units-per-second': { type: 'string', default: '0' },
    'latency-ms': { type: 'string', default: '0' },
  },
});

const emails = (values.email ?? []).map((email) => email.toLowerCase());
const isAnyEmail = values['any-email'];
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
  (isAnyEmail ? !values.userinfo || emails.length > 0 : emails.length === 0) ||
  numbers.some((name) => !Number.isInteger(Number(values[name]))) ||
  !(values['gmail-quota'] === 'current' || values['gmail-quota'] === 'legacy') ||
  !(values['gmail-search'] === 'exact' || values['gmail-search'] === 'realistic') ||
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
// Each address opens its own copy, so what one test sends or changes stays in its mailbox.
const mailboxes: MailboxSource = isAnyEmail
  ? () => mailbox
  : new Map(emails.map((email) => [email, mailbox]));
const auth: { userInfoUrl: string } | { resolveUser: ResolveUser } = values.userinfo
  ? { userInfoUrl: values.userinfo }
  : { resolveUser: async () => ({ email: emails[0] as string }) };
if (!values.userinfo) console.error(`No --userinfo: every bearer token is ${emails[0]}.`);

const latencyMs = Number(values['latency-ms']);
const gmail = await startGmailEmulator({
  ...auth,
  mailboxes,
  port: Number(values['gmail-port']),
  quota: {
    regime: values['gmail-quota'],
    ...(Number(values['units-per-second']) > 0 && {
      unitsPerSecond: Number(values['units-per-second']),
    }),
  },
  search: values['gmail-search'],
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
    emails: isAnyEmail ? 'any' : emails,
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
