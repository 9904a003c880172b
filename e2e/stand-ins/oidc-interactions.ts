import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import type { AccountStore } from './oidc-accounts.js';
import { renderErrorPage, renderLoginPage, type LoginPageProps } from './oidc-login-page.js';

/** Signing in with this email ends the authorization with `error=access_denied`. */
export const DENY_EMAIL = 'deny@example.com';

/** Where the provider sends the browser when it needs the person to sign in or consent. */
export const INTERACTION_PATH = '/interaction/';

const MAX_FORM_BYTES = 16 * 1024;

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > MAX_FORM_BYTES) throw new Error('form too large');
  }
  return new URLSearchParams(body);
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(html);
}

async function grantEverythingRequested(
  provider: Provider,
  accounts: AccountStore,
  interaction: Interaction,
  accountId: string,
): Promise<string> {
  const existing =
    interaction.grantId && interaction.session?.accountId === accountId
      ? await provider.Grant.find(interaction.grantId)
      : undefined;
  const grant =
    existing ?? new provider.Grant({ accountId, clientId: String(interaction.params.client_id) });
  const scope = interaction.params.scope;
  grant.addOIDCScope(typeof scope === 'string' ? scope : 'openid');
  const grantId = await grant.save();
  accounts.rememberGrant(accountId, grantId);
  return grantId;
}

function renderLoginFor(interaction: Interaction, props: Partial<LoginPageProps> = {}): string {
  const loginHint = interaction.params.login_hint;
  return renderLoginPage({
    formAction: `${INTERACTION_PATH}${interaction.uid}/login`,
    clientId: String(interaction.params.client_id),
    email: typeof loginHint === 'string' ? loginHint : undefined,
    ...props,
  });
}

async function showInteraction(
  provider: Provider,
  accounts: AccountStore,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const interaction = await provider.interactionDetails(req, res);
  const accountId = interaction.session?.accountId;
  if (interaction.prompt.name !== 'login' && accountId) {
    const grantId = await grantEverythingRequested(provider, accounts, interaction, accountId);
    await provider.interactionFinished(req, res, { consent: { grantId } });
    return;
  }
  sendHtml(res, 200, renderLoginFor(interaction));
}

async function submitLogin(
  provider: Provider,
  accounts: AccountStore,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const interaction = await provider.interactionDetails(req, res);
  const form = await readForm(req);
  const email = form.get('email')?.trim() ?? '';
  const name = form.get('name') ?? '';

  if (!email) {
    sendHtml(res, 400, renderLoginFor(interaction, { name, error: 'Enter an email address.' }));
    return;
  }
  if (email.toLowerCase() === DENY_EMAIL) {
    const denial = { error: 'access_denied', error_description: 'The person declined to sign in.' };
    await provider.interactionFinished(req, res, denial, { mergeWithLastSubmission: false });
    return;
  }

  const account = accounts.remember(email, name);
  const grantId = await grantEverythingRequested(
    provider,
    accounts,
    interaction,
    account.accountId,
  );
  await provider.interactionFinished(req, res, {
    login: { accountId: account.accountId },
    consent: { grantId },
  });
}

/**
 * Handles requests under {@link INTERACTION_PATH}: shows the sign-in form when the provider asks
 * for a login, grants consent without asking, and finishes the authorization once the form is sent.
 */
export function createInteractionHandler(provider: Provider, accounts: AccountStore) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      if (req.method === 'POST' && req.url?.endsWith('/login')) {
        await submitLogin(provider, accounts, req, res);
      } else if (req.method === 'GET') {
        await showInteraction(provider, accounts, req, res);
      } else {
        sendHtml(res, 405, renderErrorPage('Not allowed', 'Use the sign-in form.'));
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      sendHtml(res, 400, renderErrorPage('Sign-in failed', message));
    }
  };
}
