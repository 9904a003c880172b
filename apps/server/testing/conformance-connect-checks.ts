import { fieldsAskedFor } from '@reclaim/contract';
import { describe, expect, it } from 'vitest';
import {
  LoginInputError,
  MailboxConnectError,
  type FormConnector,
  type MailboxAccess,
} from '../src/mailbox-providers/provider';
import { needs, type ConformanceContext } from './conformance-kit';
import { scanned, truthOf } from './conformance-scan-checks';
import { scanAll } from './scan-pages';

/** An address whose domain no provider knows: a form asks for everything it can with it. */
const UNLISTED = 'ada@unlisted-domain.example';

/** What `attempt` threw; fails when it threw nothing. */
async function thrownBy(attempt: () => unknown): Promise<unknown> {
  try {
    await attempt();
  } catch (error) {
    return error;
  }
  throw new Error('Expected the attempt to be refused');
}

export function describeConnectChecks({ descriptor, stand }: ConformanceContext) {
  const { connect } = descriptor;
  const NO_FORM = `connected ${connect.style === 'oauth' ? 'on a consent screen' : 'at once'}, not with a login form`;

  /** The provider's form connector; the descriptor says it has one. */
  const formConnector = (): FormConnector => {
    const connector = stand().provider.connector;
    expect(connector?.style, 'the connector of a provider with a login form').toBe('form');
    return connector as FormConnector;
  };

  describe('connecting', () => {
    it('answers each required field of its form, and a field it does not have, at login.<name>', async ({
      skip,
    }) => {
      skip(connect.style !== 'form', NO_FORM);
      if (connect.style !== 'form') return;
      const required = fieldsAskedFor(connect.form, UNLISTED)
        .filter((field) => field.requiredMessage)
        .map((field) => ({ field: `login.${field.name}`, message: field.requiredMessage }));
      expect(required.length, 'required fields in the form').toBeGreaterThan(0);

      const error = await thrownBy(() => formConnector().prepare(UNLISTED, { notAField: 'x' }));

      expect(error).toBeInstanceOf(LoginInputError);
      expect((error as LoginInputError).fields).toEqual([
        ...required,
        { field: 'login.notAField', message: 'Not a field of this login' },
      ]);
      const notAnObject = await thrownBy(() => formConnector().prepare(UNLISTED, 'x'));
      expect((notAnObject as LoginInputError).fields.map(({ field }) => field)).toEqual(['login']);
    });

    it('connects with a good login, whose grant scans, and refuses a wrong one', async ({
      skip,
    }) => {
      skip(connect.style !== 'form', NO_FORM);
      const { address, login, wrongLogin } = await needs(
        stand().formLogin,
        'formLogin',
        'the provider connects with a login form',
      )();

      const grant = await formConnector().prepare(address, login)();
      const { credentials, settings } = grant;
      const access: MailboxAccess = { address, credentials, settings };
      const { pages } = await scanAll(stand().provider, access);

      expect(grant).toMatchObject({ address, isAddressProven: false });
      expect(scanned(pages, address)).toEqual(truthOf([], address));
      const refused = await thrownBy(() => formConnector().prepare(address, wrongLogin)());
      expect(refused).toBeInstanceOf(MailboxConnectError);
      expect((refused as MailboxConnectError).field).toMatch(/^login(\.|$)/);
    });

    it('grants a mailbox at once whose address it vouches for', ({ skip }) => {
      skip(connect.style !== 'instant', `connected ${connect.style}, not at once`);
      const connector = stand().provider.connector;
      expect(connector?.style).toBe('instant');
      if (connector?.style !== 'instant') return;
      expect(connector.grant()).toMatchObject({ isAddressProven: true });
    });
  });
}
