import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { Grant, Interaction } from 'oidc-provider';
import type { AccountStore } from './oidc-accounts.js';
import {
  renderErrorPage,
  renderLoginPage,
  SCOPE_CHOICE_FIELD,
  type LoginPageProps,
} from './oidc-login-page.js';

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

/** Scopes that name the person rather than reach a mailbox; consent never lists them. */
const IDENTITY_SCOPES = new Set(['openid', 'email', 'profile', 'offline_access']);

function requestedScopes(interaction: Interaction): string[] {
  const scope = interaction.params.scope;
  return typeof scope === 'string' ? scope.split(' ').filter(Boolean) : ['openid'];
}

/** The mailbox scopes asked for that the stand-in grants, in the order asked: one box each. */
function offeredScopes(interaction: Interaction, mailboxScopes: ReadonlySet<string>): string[] {
  return requestedScopes(interaction).filter(
    (scope) => !IDENTITY_SCOPES.has(scope) && mailboxScopes.has(scope),
  );
}

/** The offered scopes whose box was left unticked; none when the form did not show the boxes. */
function declinedScopes(form: URLSearchParams, offered: readonly string[]): string[] {
  if (form.get(SCOPE_CHOICE_FIELD) !== 'shown') return [];
  const ticked = new Set(form.getAll('scope'));
  return offered.filter((scope) => !ticked.has(scope));
}

/**
 * Records the person's answer on `grant`: `granted` added, `declined` rejected. oidc-provider
 * leaves a rejected scope out of every token, and has no call to take a rejection back, so a
 * scope granted now that was declined before is taken off the rejected list by hand.
 */
function recordConsent(grant: Grant, granted: readonly string[], declined: readonly string[]) {
  const rejected = grant.rejected?.openid;
  if (rejected?.scope) {
    rejected.scope = rejected.scope
      .split(' ')
      .filter((scope) => !granted.includes(scope))
      .join(' ');
  }
  grant.addOIDCScope(granted.join(' '));
  // Rejected rather than left out: the provider asks again for a scope it never heard about.
  if (declined.length > 0) grant.rejectOIDCScope(declined.join(' '));
}

/** Grants what was asked for but `declined`, adding to the browser's earlier grant if any. */
async function grantRequested(
  provider: Provider,
  accounts: AccountStore,
  interaction: Interaction,
  accountId: string,
  declined: readonly string[] = [],
): Promise<string> {
  const existing =
    interaction.grantId && interaction.session?.accountId === accountId
      ? await provider.Grant.find(interaction.grantId)
      : undefined;
  const grant =
    existing ?? new provider.Grant({ accountId, clientId: String(interaction.params.client_id) });
  const granted = requestedScopes(interaction).filter((scope) => !declined.includes(scope));
  recordConsent(grant, granted, declined);
  const grantId = await grant.save();
  accounts.rememberGrant(accountId, grantId);
  return grantId;
}

function renderLoginFor(
  interaction: Interaction,
  mailboxScopes: ReadonlySet<string>,
  props: Partial<LoginPageProps> = {},
): string {
  const loginHint = interaction.params.login_hint;
  return renderLoginPage({
    formAction: `${INTERACTION_PATH}${interaction.uid}/login`,
    clientId: String(interaction.params.client_id),
    email: typeof loginHint === 'string' ? loginHint : undefined,
    scopes: offeredScopes(interaction, mailboxScopes).map((scope) => ({ scope, isChecked: true })),
    ...props,
  });
}

/** What the interaction handlers share: the provider, its accounts and the scopes it grants. */
interface InteractionContext {
  provider: Provider;
  accounts: AccountStore;
  mailboxScopes: ReadonlySet<string>;
}

async function showInteraction(
  { provider, accounts, mailboxScopes }: InteractionContext,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const interaction = await provider.interactionDetails(req, res);
  const accountId = interaction.session?.accountId;
  // A browser signed in already is granted everything at once: tests that want to choose scopes
  // or decline start from a browser that is not signed in at the stand-in.
  if (interaction.prompt.name !== 'login' && accountId) {
    const grantId = await grantRequested(provider, accounts, interaction, accountId);
    await provider.interactionFinished(req, res, { consent: { grantId } });
    return;
  }
  sendHtml(res, 200, renderLoginFor(interaction, mailboxScopes));
}

async function submitLogin(
  { provider, accounts, mailboxScopes }: InteractionContext,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const interaction = await provider.interactionDetails(req, res);
  const form = await readForm(req);
  const email = form.get('email')?.trim() ?? '';
  const name = form.get('name') ?? '';
  const declined = declinedScopes(form, offeredScopes(interaction, mailboxScopes));

  if (!email) {
    const scopes = offeredScopes(interaction, mailboxScopes).map((scope) => ({
      scope,
      isChecked: !declined.includes(scope),
    }));
    const props = { name, scopes, error: 'Enter an email address.' };
    sendHtml(res, 400, renderLoginFor(interaction, mailboxScopes, props));
    return;
  }
  if (email.toLowerCase() === DENY_EMAIL) {
    const denial = { error: 'access_denied', error_description: 'The person declined to sign in.' };
    await provider.interactionFinished(req, res, denial, { mergeWithLastSubmission: false });
    return;
  }

  const account = accounts.remember(email, name);
  const grantId = await grantRequested(
    provider,
    accounts,
    interaction,
    account.accountId,
    declined,
  );
  await provider.interactionFinished(req, res, {
    login: { accountId: account.accountId },
    consent: { grantId },
  });
}

/**
 * Handles requests under {@link INTERACTION_PATH}: shows the sign-in form when the provider asks
 * for a login, with a ticked box per mailbox scope asked for (Google's granular consent), and
 * finishes the authorization once the form is sent, granting the ticked scopes only. A browser
 * already signed in is granted everything without being asked. `mailboxScopes` are the scopes
 * the stand-in grants besides the identity ones.
 */
export function createInteractionHandler(
  provider: Provider,
  accounts: AccountStore,
  mailboxScopes: readonly string[],
) {
  const context: InteractionContext = {
    provider,
    accounts,
    mailboxScopes: new Set(mailboxScopes),
  };
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      if (req.method === 'POST' && req.url?.endsWith('/login')) {
        await submitLogin(context, req, res);
      } else if (req.method === 'GET') {
        await showInteraction(context, req, res);
      } else {
        sendHtml(res, 405, renderErrorPage('Not allowed', 'Use the sign-in form.'));
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      sendHtml(res, 400, renderErrorPage('Sign-in failed', message));
    }
  };
}
