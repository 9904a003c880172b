import {
  ACCOUNT_DELETED_MESSAGE,
  DELETE_ACCOUNT_PATH,
  deleteAccountResponseSchema,
  noRequestBodySchema,
} from '@reclaim/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/call-route';
import type { SessionReader } from '../../plugins/session';
import { deleteAccount, type AccountDependencies } from './account.service';

export async function accountRoutes(
  app: FastifyInstance,
  deps: AccountDependencies & { readSession: SessionReader },
) {
  registerCall(app, deps.readSession, {
    path: DELETE_ACCOUNT_PATH,
    requestBody: noRequestBodySchema,
    response: deleteAccountResponseSchema,
    handler: async ({ session }) => {
      await deleteAccount(deps, session.user.id);
      return { status: 200, message: ACCOUNT_DELETED_MESSAGE, data: {} };
    },
  });
}
