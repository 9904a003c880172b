import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER_SOURCE = join(import.meta.dirname, '..');

/**
 * The product files that may open a connection themselves, and why. A host a person or a company
 * chose is dialed only through `lib/outbound.ts` (or at the address it checked); the others reach
 * only what the operator configured.
 */
const MAY_DIAL: Record<string, string> = {
  'lib/outbound.ts': 'the one way out: resolves once, refuses private ranges, caps size and time',
  'mailbox-providers/imap/imap-client.ts':
    "imapflow dials the address mail-host-guard's dialAddressFor checked through outbound",
  'mailbox-providers/imap/smtp-send.ts':
    "nodemailer dials the address mail-host-guard's dialAddressFor checked through outbound",
  'modules/mail/app-mail.service.ts': "nodemailer to the operator's own SMTP_URL",
  'mailbox-providers/shared/mailbox-oauth.ts': "the configured OpenID issuer's endpoints",
  'mailbox-providers/shared/oauth-exchange.ts': "the configured providers' token endpoints",
  'mailbox-providers/gmail/gmail.provider.ts': 'the configured Gmail API',
  'mailbox-providers/microsoft/microsoft.provider.ts': 'the configured Microsoft Graph API',
  'modules/identity/password-screen.ts': 'the Pwned Passwords range API, fixed in the code',
};

/** Ways TypeScript code opens a connection: a global fetch, or a module that dials. */
const DIALS = [
  /(?<![\w.$])fetch\s*\(/, // a call of the global fetch
  /(?:\?\?|=)\s*fetch\s*[;,)]/, // the global fetch taken as a value
  /globalThis\.fetch/,
  /^import (?!type\b)[^;]*from '(?:imapflow|nodemailer|undici|node-fetch|axios|got)'/m,
  /^import (?!type\b)[^;]*from 'node:(?:https?|http2|tls|dgram|dns|dns\/promises)'/m,
  /^import (?!type\b)[^;]*\b(?:connect|createConnection|Socket)\b[^;]*from 'node:net'/m,
];

function productFiles(): string[] {
  return readdirSync(SERVER_SOURCE, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => !file.split(/[\\/]/).includes('test'))
    .map((file) => file.split(/[\\/]/).join('/'));
}

describe('the one way out', () => {
  it('is the only place, besides the listed ones, where the server opens a connection', () => {
    const dialing = productFiles().filter((file) => {
      const source = readFileSync(join(SERVER_SOURCE, file), 'utf8');
      return DIALS.some((pattern) => pattern.test(source));
    });
    expect(dialing.sort()).toEqual(Object.keys(MAY_DIAL).sort());
  });

  it('catches each way of dialing it looks for', () => {
    const samples = [
      "const response = await fetch('https://example.com');",
      'const get = options.fetch ?? fetch;',
      'globalThis.fetch(url)',
      "import { ImapFlow } from 'imapflow';",
      "import { request } from 'node:https';",
      "import { connect } from 'node:tls';",
      "import { lookup } from 'node:dns/promises';",
      "import { createConnection, isIP } from 'node:net';",
    ];
    for (const sample of samples) {
      expect(
        DIALS.some((pattern) => pattern.test(sample)),
        sample,
      ).toBe(true);
    }
    for (const harmless of [
      'await client.fetch(range)',
      "import type { ImapFlow } from 'imapflow';",
      "import { isIP } from 'node:net';",
      "import type { IncomingMessage } from 'node:http';",
      'fetchRange(url)',
    ]) {
      expect(
        DIALS.some((pattern) => pattern.test(harmless)),
        harmless,
      ).toBe(false);
    }
  });

  it('lists only files that exist, each with its reason', () => {
    const files = new Set(productFiles());
    for (const [file, reason] of Object.entries(MAY_DIAL)) {
      expect(files.has(file), file).toBe(true);
      expect(reason.length, file).toBeGreaterThan(10);
    }
  });
});
