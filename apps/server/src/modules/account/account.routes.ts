import {
  ACCOUNT_DELETED_MESSAGE,
  accountExportResponseSchema,
  DELETE_ACCOUNT_PATH,
  deleteAccountResponseSchema,
  EXPORT_ACCOUNT_PATH,
  GET_PREFERENCES_PATH,
  noRequestBodySchema,
  preferencesResponseSchema,
  UPDATE_PREFERENCES_PATH,
  updatePreferencesBodySchema,
} from '@reclaim/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { registerCall } from '../../lib/call-route';
import type { SessionReader } from '../../plugins/session';
import type { RateLimitRule } from '../rate-limit/rate-limiter';
import { exportAccount } from './account-export';
import { deleteAccount, type AccountDependencies } from './account.service';
import { getPreferences, updatePreferences } from './preferences';

/** An export reads every row the person has: a few a day are plenty, a loop of them is not. */
export const EXPORT_LIMIT: RateLimitRule = { name: 'export:user', max: 10, windowSeconds: 60 * 60 };

export async function accountRoutes(
  app: FastifyInstance,
  deps: AccountDependencies & {
    readSession: SessionReader;
    /** Drops a user's sessions from this process's session cache. */
    forgetSessions: (userId: string) => void;
  },
) {
  registerCall(app, deps.readSession, {
    path: DELETE_ACCOUNT_PATH,
    requestBody: noRequestBodySchema,
    response: deleteAccountResponseSchema,
    handler: async ({ session }) => {
      await deleteAccount(deps, session.user.id);
      deps.forgetSessions(session.user.id);
      return { status: 200, message: ACCOUNT_DELETED_MESSAGE, data: {} };
    },
  });
  registerCall(app, deps.readSession, {
    path: EXPORT_ACCOUNT_PATH,
    requestBody: noRequestBodySchema,
    response: accountExportResponseSchema,
    limit: EXPORT_LIMIT,
    handler: async ({ session }) => {
      const everything = await exportAccount(deps.db, session.user.id);
      if (!everything) throw new AppError('not_found', 'User does not exists');
      return { status: 200, message: 'Your data', data: { responseObject: everything } };
    },
  });
  registerCall(app, deps.readSession, {
    path: GET_PREFERENCES_PATH,
    requestBody: noRequestBodySchema,
    response: preferencesResponseSchema,
    handler: async ({ session }) => ({
      status: 200,
      message: 'Success',
      data: { responseObject: await getPreferences(deps.db, session.user.id) },
    }),
  });
  registerCall(app, deps.readSession, {
    path: UPDATE_PREFERENCES_PATH,
    requestBody: updatePreferencesBodySchema,
    response: preferencesResponseSchema,
    handler: async ({ session, requestBody }) => ({
      status: 200,
      message: 'Saved',
      data: {
        responseObject: await updatePreferences(deps.db, session.user.id, requestBody, new Date()),
      },
    }),
  });
}
