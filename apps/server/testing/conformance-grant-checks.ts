import { describe, expect, it } from 'vitest';
import { ReconnectRequiredError, type MailboxCredentials } from '../src/mailbox-providers/provider';
import { needs, type ConformanceContext } from './conformance-kit';
import { outgoingRequest, sendRequest } from './conformance-response-checks';
import { scanned, SMALL_MAILBOX, truthOf } from './conformance-scan-checks';
import { scanAll } from './scan-pages';

export function describeGrantChecks({ descriptor, stand }: ConformanceContext) {
  const { style } = descriptor.connect;
  const { send, syncReplies } = descriptor.capabilities;

  describe('grants', () => {
    it('refreshes an access token that expired, hands the new tokens over and goes on', async ({
      skip,
    }) => {
      skip(style !== 'oauth', `only OAuth grants expire: ${style} credentials do not`);
      const expire = needs(stand().expireCredentials, 'expireCredentials', 'OAuth tokens expire');
      const { access, messages } = await stand().seedMailbox(SMALL_MAILBOX.messages);
      const changed: MailboxCredentials[] = [];
      const expired = {
        ...expire(access),
        onCredentialsChanged: async (credentials: MailboxCredentials) => {
          changed.push(credentials);
        },
      };
      const stale = expired.credentials;

      const { pages } = await scanAll(stand().provider, expired);

      expect(scanned(pages, access.address)).toEqual(truthOf(messages, access.address));
      expect(changed).toHaveLength(1);
      expect(changed[0]?.accessToken).toBeTypeOf('string');
      expect(changed[0]?.accessToken).not.toBe(stale.accessToken);
      // Later calls with the same access start from the new tokens.
      expect(expired.credentials).toEqual(changed[0]);
    });

    it('answers every call with ReconnectRequiredError once the grant is refused', async ({
      skip,
    }) => {
      skip(style === 'instant', 'an instant connection keeps no credentials to refuse');
      const refuse = needs(stand().rejectCredentials, 'rejectCredentials', `${style} credentials`);
      const { provider, sentMail } = stand();
      const { access } = await stand().seedMailbox(SMALL_MAILBOX.messages);
      // Sent while the grant held, so that asking about it afterwards reaches the provider.
      const request = send ? await sendRequest(provider, access) : null;
      const sentBefore = send ? await needs(sentMail, 'sentMail', 'it can send')(access) : [];
      const refused = await refuse(access);

      const calls: Record<string, Promise<unknown>> = { scan: provider.scan(refused, null) };
      if (request) {
        calls.send = provider.send(refused, outgoingRequest());
        if (provider.findSent) calls.findSent = provider.findSent(refused, request.messageId);
        if (syncReplies) calls.findResponses = provider.findResponses!(refused, [request]);
      }
      // All at once: a mail server may slow down each further failed login from one client.
      await Promise.all(
        Object.entries(calls).map(([name, call]) =>
          expect(call, name).rejects.toBeInstanceOf(ReconnectRequiredError),
        ),
      );
      if (request) expect(await sentMail!(access)).toEqual(sentBefore);
    });

    it('gives the grant up at the provider where it has a way to', async ({ skip }) => {
      const { provider, isRevoked } = stand();
      skip(!isRevoked, 'the provider gives no grant up: it only forgets the credentials');
      const { access } = await stand().seedMailbox([]);
      expect(isRevoked!(access)).toBe(false);

      await provider.revoke(access);

      expect(isRevoked!(access)).toBe(true);
    });

    it('never throws when revoking, not even a grant that is already refused', async () => {
      const { provider, rejectCredentials } = stand();
      const { access } = await stand().seedMailbox([]);
      const refused = rejectCredentials ? await rejectCredentials(access) : access;

      await expect(provider.revoke(refused)).resolves.toBeUndefined();
    });
  });
}
