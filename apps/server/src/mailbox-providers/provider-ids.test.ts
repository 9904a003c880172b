import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAILBOX_PROVIDER_IDS } from '@reclaim/contract';
import { describe, expect, it } from 'vitest';

const REPOSITORY = join(import.meta.dirname, '../../../..');
const PRODUCT_SOURCES = ['apps/server/src', 'apps/web/src', 'packages/contract/src'];

/**
 * Where a mailbox provider's id may be written out besides its own folder (decision 21): code
 * outside asks a descriptor what a provider can do, so a new provider is its folder and one
 * registry line. Each file says why; a string that is another namespace's (Microsoft as a way to
 * sign in, not a mailbox) is listed as such.
 */
const MAY_SPELL_IDS: Record<string, string> = {
  'packages/contract/src/mailbox-providers.ts': "the contract's list of ids and the spec's names",
  'apps/web/src/features/connections/email-provider.ts':
    "the spec's /connectEmail map from a mail domain to its service",
  'apps/web/src/features/connections/oauth-callback-page.tsx':
    "the spec's callback routes, whose query names Google for Gmail",
  'apps/server/src/security/authorization-matrix.ts':
    'the example bodies the authorization suite sends to every call',
  'apps/server/src/modules/identity/auth.ts': 'Microsoft as a way to sign in (OpenID)',
  'apps/server/src/modules/identity/identity-input.ts': 'Microsoft as a way to sign in (OpenID)',
  'apps/server/src/lib/email-proof.ts': 'Microsoft as the issuer that proves an address',
  'apps/web/src/features/auth/social-sign-in-buttons.tsx': 'Microsoft as a way to sign in',
  'packages/contract/src/account-export.ts': "Microsoft as a way to sign in, in the export's words",
  'apps/server/src/mailbox-providers/provider.ts':
    "the configuration's Microsoft sign-in client, which Outlook mailboxes share",
};

const ID_LITERAL = new RegExp(`['"\`](?:${MAILBOX_PROVIDER_IDS.join('|')})['"\`]`);
const PROVIDER_FOLDER = new RegExp(
  `^apps/server/src/mailbox-providers/(?:${MAILBOX_PROVIDER_IDS.join('|')})/`,
);

/** The product's source files, tests and provider folders left out. */
function productFiles(): string[] {
  return PRODUCT_SOURCES.flatMap((root) =>
    readdirSync(join(REPOSITORY, root), { recursive: true, encoding: 'utf8' })
      .map((file) => `${root}/${file.split(/[\\/]/).join('/')}`)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => !file.split('/').includes('test'))
      .filter((file) => !PROVIDER_FOLDER.test(file)),
  );
}

describe("a mailbox provider's id", () => {
  it('is written out only in its folder and the listed places', () => {
    const spelling = productFiles().filter((file) =>
      ID_LITERAL.test(readFileSync(join(REPOSITORY, file), 'utf8')),
    );
    expect(spelling.sort()).toEqual(Object.keys(MAY_SPELL_IDS).sort());
  });

  it('is found in every quoting', () => {
    for (const literal of ["'imap'", '"gmail"', '`demo`', "'microsoft'"]) {
      expect(ID_LITERAL.test(`provider === ${literal}`), literal).toBe(true);
    }
    expect(ID_LITERAL.test("provider === 'imap-login'")).toBe(false);
  });
});
