import {
  CONFIRM_ADDRESS_PATH,
  DATA_REQUEST_PATH,
  DELETE_CONNECTION_PATH,
  GET_CONNECTIONS_PATH,
  MAILBOX_AUTHORIZE_PATH,
  RESCAN_PATH,
  SEND_ADDRESS_CODE_PATH,
  UPDATE_MAILBOX_ALIASES_PATH,
  confirmAddressBodySchema,
  confirmAddressResponseSchema,
  connectionTargetSchema,
  dataRequestBodySchema,
  dataRequestResponseSchema,
  getConnectionsResponseSchema,
  mailboxAuthorizeBodySchema,
  mailboxAuthorizeResponseSchema,
  noRequestBodySchema,
  plainCallResponseSchema,
  sendAddressCodeBodySchema,
  sendAddressCodeResponseSchema,
  updateMailboxAliasesBodySchema,
} from '@reclaim/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerCall } from '../../lib/call-route';
import { requireSession, type SessionReader } from '../../plugins/session';
import type { RateLimitRule } from '../rate-limit/rate-limiter';
import {
  confirmAddress,
  sendAddressCode,
  type AddressProofDependencies,
} from './address-proof.service';
import { connectMailbox, type ConnectDependencies } from './connect-mailbox';
import {
  disconnectMailbox,
  getConnections,
  rescanMailbox,
  updateMailboxAliases,
} from './connections.service';
import { startAuthorization } from './oauth-connect.service';

/**
 * Each start stores an authorization and sends the browser to the provider: ample for a person
 * connecting a few mailboxes, little for a script.
 */
export const MAILBOX_AUTHORIZE_LIMIT: RateLimitRule = {
  name: 'mailbox-authorize:user',
  max: 20,
  windowSeconds: 10 * 60,
  message: 'Too many attempts to connect a mailbox. Please wait a few minutes and try again.',
};

/**
 * Each rescan queues a scan of the whole mailbox, which spends the provider's quota: plenty for a
 * person, who rescans now and then, and a ceiling for a script.
 */
export const RESCAN_LIMIT: RateLimitRule = { name: 'rescan:user', max: 30, windowSeconds: 60 * 60 };

/**
 * The connection calls of spec §7 (list, connect, disconnect, rescan), the addresses an IMAP
 * mailbox sends as, the proof of a mailbox's address (a code mailed to it), and the start of an
 * OAuth connection (`POST /api/mailboxes/authorize`).
 */
export async function connectionsRoutes(
  app: FastifyInstance,
  deps: ConnectDependencies & AddressProofDependencies & { readSession: SessionReader },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    MAILBOX_AUTHORIZE_PATH,
    {
      schema: {
        body: mailboxAuthorizeBodySchema,
        response: { 200: mailboxAuthorizeResponseSchema },
      },
    },
    async (request) => {
      const session = await requireSession(deps.readSession, request);
      await deps.rateLimiter.consume(MAILBOX_AUTHORIZE_LIMIT, session.user.id);
      return startAuthorization(deps, session, request.body.provider, request.body.purpose);
    },
  );

  registerCall(app, deps.readSession, {
    path: GET_CONNECTIONS_PATH,
    requestBody: noRequestBodySchema,
    response: getConnectionsResponseSchema,
    handler: async ({ session }) => {
      const { connections, disconnected } = await getConnections(deps, session.user.id);
      return {
        status: 200,
        message: 'Success',
        data: { responseListObject: connections, disconnectedListObject: disconnected },
      };
    },
  });

  registerCall(app, deps.readSession, {
    path: DATA_REQUEST_PATH,
    requestBody: dataRequestBodySchema,
    response: dataRequestResponseSchema,
    handler: async ({ session, requestBody, clientIp }) => {
      const connection = await connectMailbox(deps, { session, clientIp }, requestBody);
      return {
        status: 200,
        message: 'Connected',
        data: { emailId: connection.address, isAddressProven: connection.addressProvedAt !== null },
      };
    },
  });

  registerCall(app, deps.readSession, {
    path: SEND_ADDRESS_CODE_PATH,
    requestBody: sendAddressCodeBodySchema,
    response: sendAddressCodeResponseSchema,
    handler: async ({ session, requestBody }) => {
      const state = await sendAddressCode(deps, session.user.id, requestBody.emailId);
      return { status: 200, message: state.isAddressProven ? 'Confirmed' : 'Sent', data: state };
    },
  });

  registerCall(app, deps.readSession, {
    path: CONFIRM_ADDRESS_PATH,
    requestBody: confirmAddressBodySchema,
    response: confirmAddressResponseSchema,
    handler: async ({ session, requestBody }) => ({
      status: 200,
      message: 'Confirmed',
      data: await confirmAddress(deps, session.user.id, requestBody),
    }),
  });

  registerCall(app, deps.readSession, {
    path: DELETE_CONNECTION_PATH,
    requestBody: connectionTargetSchema,
    response: plainCallResponseSchema,
    handler: async ({ session, requestBody }) => {
      await disconnectMailbox(deps, session.user.id, requestBody.emailId);
      return { status: 200, message: 'Disconnected', data: {} };
    },
  });

  registerCall(app, deps.readSession, {
    path: RESCAN_PATH,
    requestBody: connectionTargetSchema,
    response: plainCallResponseSchema,
    limit: RESCAN_LIMIT,
    handler: async ({ session, requestBody }) => {
      await rescanMailbox(deps, session.user.id, requestBody.emailId);
      return { status: 200, message: 'Rescan started', data: {} };
    },
  });

  registerCall(app, deps.readSession, {
    path: UPDATE_MAILBOX_ALIASES_PATH,
    requestBody: updateMailboxAliasesBodySchema,
    response: plainCallResponseSchema,
    handler: async ({ session, requestBody }) => {
      await updateMailboxAliases(deps, session.user.id, requestBody);
      return { status: 200, message: 'Saved', data: {} };
    },
  });
}
