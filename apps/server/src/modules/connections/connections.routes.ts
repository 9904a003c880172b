import {
  DATA_REQUEST_PATH,
  DELETE_CONNECTION_PATH,
  GET_CONNECTIONS_PATH,
  RESCAN_PATH,
  connectionTargetSchema,
  dataRequestBodySchema,
  dataRequestResponseSchema,
  getConnectionsResponseSchema,
  noRequestBodySchema,
  plainCallResponseSchema,
} from '@reclaim/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/call-route';
import type { SessionReader } from '../../plugins/session';
import { connectMailbox } from './connect-mailbox';
import {
  disconnectMailbox,
  getConnections,
  rescanMailbox,
  type ConnectionsDependencies,
} from './connections.service';

/** The connection calls of spec §7: list, connect, disconnect, rescan. */
export async function connectionsRoutes(
  app: FastifyInstance,
  deps: ConnectionsDependencies & { readSession: SessionReader },
) {
  registerCall(app, deps.readSession, {
    path: GET_CONNECTIONS_PATH,
    requestBody: noRequestBodySchema,
    response: getConnectionsResponseSchema,
    handler: async ({ session }) => ({
      status: 200,
      message: 'Success',
      data: { responseListObject: await getConnections(deps, session.user.id) },
    }),
  });

  registerCall(app, deps.readSession, {
    path: DATA_REQUEST_PATH,
    requestBody: dataRequestBodySchema,
    response: dataRequestResponseSchema,
    handler: async ({ session, requestBody }) => {
      const connection = await connectMailbox(deps, session, requestBody);
      return { status: 200, message: 'Connected', data: { emailId: connection.address } };
    },
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
    handler: async ({ session, requestBody }) => {
      await rescanMailbox(deps, session.user.id, requestBody.emailId);
      return { status: 200, message: 'Rescan started', data: {} };
    },
  });
}
