import type { DataRequestBody } from '@reclaim/contract';
import { AppError } from '../../lib/app-error';
import type { Session } from '../../plugins/session';
import { connectDemoMailbox } from './connections.service';
import { connectImapMailbox, type ImapConnectDependencies } from './imap-connect.service';
import { connectOAuthMailbox, type OAuthConnectDependencies } from './oauth-connect.service';

/**
 * `_pfmDataRequest` with type 'connect': one branch per kind of mailbox. Each branch checks what
 * it needs and leaves no half-made connection behind when it fails.
 */
export async function connectMailbox(
  deps: OAuthConnectDependencies & ImapConnectDependencies,
  session: Session,
  request: DataRequestBody,
) {
  if (request.type !== 'connect') throw notAvailable('type', 'Use the deletion request calls');
  switch (request.oauthProvider) {
    case 'demo':
      return connectDemoMailbox(deps, session.user.id);
    case 'gmail':
    case 'outlook':
      return connectOAuthMailbox(deps, session, {
        ...request,
        oauthProvider: request.oauthProvider,
      });
    case 'imap':
    case 'yahoo':
      return connectImapMailbox(deps, session.user.id, request);
    default:
      throw notAvailable('oauthProvider', 'Not supported');
  }
}

function notAvailable(field: string, message: string) {
  return new AppError(
    'invalid_input',
    'This provider cannot be connected here yet.',
    [{ path: `body.requestBody.${field}`, message }],
    'ProviderNotAvailable',
  );
}
