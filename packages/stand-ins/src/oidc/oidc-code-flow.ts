import { randomBytes } from 'node:crypto';
import {
  CookieJar,
  createPkcePair,
  navigate,
  type DiscoveryDocument,
  type NavigationResult,
} from './oidc-fetch-client.js';

/** An authorization request as a relying party would send it. */
export interface AuthorizationRequest {
  discovery: DiscoveryDocument;
  clientId: string;
  redirectUri: string;
  scope: string;
  /** Extra query parameters such as `access_type` or `prompt`. */
  params?: Record<string, string>;
  /** Reuse a jar to act as a browser that already signed in. */
  jar?: CookieJar;
}

/** Where the browser landed back at the client, and what the client kept to finish the flow. */
export interface AuthorizationOutcome {
  callback: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
  jar: CookieJar;
  /** False when the provider remembered the browser and returned without asking. */
  showedLoginForm: boolean;
}

/** A client's credentials and how it presents them at the token endpoint. */
export interface TokenRequest {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  code: string;
  codeVerifier: string;
  authentication: 'basic' | 'post';
}

/** Builds the authorization URL with fresh `state`, `nonce` and PKCE values. */
export function buildAuthorizationUrl(request: AuthorizationRequest) {
  const pkce = createPkcePair();
  const state = randomBytes(12).toString('base64url');
  const nonce = randomBytes(12).toString('base64url');
  const url = new URL(request.discovery.authorization_endpoint);
  const query = {
    response_type: 'code',
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    scope: request.scope,
    state,
    nonce,
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    ...request.params,
  };
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return { url, state, nonce, pkce };
}

async function describeFailure(result: NavigationResult): Promise<string> {
  const status = result.response?.status ?? 'a redirect';
  return `stopped at ${result.url.href} with ${status}: ${(await result.response?.text()) ?? ''}`;
}

/** How the person answers the sign-in form besides who they are. */
export interface ConsentChoice {
  /** Mailbox scopes whose box is unticked; every box stays ticked by default. */
  declineScopes?: readonly string[];
}

/**
 * Runs the browser part of an authorization code flow with PKCE: sends the request, fills the
 * sign-in form with `person` when it appears, and stops at the redirect back to the client.
 */
export async function authorizeWithLogin(
  request: AuthorizationRequest,
  person: { email: string; name: string },
  choice: ConsentChoice = {},
): Promise<AuthorizationOutcome> {
  const jar = request.jar ?? new CookieJar();
  const { url, state, nonce, pkce } = buildAuthorizationUrl(request);
  const outcome = { state, nonce, codeVerifier: pkce.verifier, jar };
  const toCallback = (to: URL) => `${to.origin}${to.pathname}` === request.redirectUri;

  const back = await signInAtStandIn(jar, url, person, toCallback, choice);
  return { ...outcome, callback: back.url, showedLoginForm: back.showedLoginForm };
}

const HTML_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const decodeAttribute = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => HTML_ENTITIES[entity] ?? entity);

/**
 * What a browser sends for the sign-in form besides the typed fields: its hidden inputs and its
 * ticked checkboxes, less the scopes the person unticks.
 */
export function collectFormFields(html: string, choice: ConsentChoice = {}): [string, string][] {
  const fields: [string, string][] = [];
  for (const [input] of html.matchAll(/<input\b[^>]*>/g)) {
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(input)?.[1] ?? null;
    const name = attribute('name');
    const value = decodeAttribute(attribute('value') ?? '');
    const type = attribute('type');
    const isSent =
      type === 'hidden' ||
      (type === 'checkbox' && /\schecked\b/.test(input) && !choice.declineScopes?.includes(value));
    if (name && isSent) fields.push([name, value]);
  }
  return fields;
}

/**
 * Acts as the browser at the stand-in: opens `url`, fills the sign-in form with `person` when it
 * appears (unticking the scopes `choice` declines), and stops at the first redirect for which
 * `isBack` holds, without following it.
 */
export async function signInAtStandIn(
  jar: CookieJar,
  url: URL,
  person: { email: string; name: string },
  isBack: (to: URL) => boolean,
  choice: ConsentChoice = {},
): Promise<{ url: URL; showedLoginForm: boolean }> {
  const landed = await navigate(jar, url, {}, isBack);
  if (!landed.response) return { url: landed.url, showedLoginForm: false };

  const html = await landed.response.text();
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no sign-in form at ${landed.url.href}`);
  const body = new URLSearchParams([...Object.entries(person), ...collectFormFields(html, choice)]);
  const submitted = await navigate(
    jar,
    new URL(action, landed.url),
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    },
    isBack,
  );
  if (submitted.response) throw new Error(await describeFailure(submitted));
  return { url: submitted.url, showedLoginForm: true };
}

/** Exchanges an authorization code at the token endpoint. */
export async function exchangeCode(
  discovery: DiscoveryDocument,
  request: TokenRequest,
): Promise<Response> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: request.code,
    redirect_uri: request.redirectUri,
    code_verifier: request.codeVerifier,
  });
  const headers: Record<string, string> = {
    'Content-Type': 'application/x-www-form-urlencoded',
  };
  if (request.authentication === 'basic') {
    const credentials = `${encodeURIComponent(request.clientId)}:${encodeURIComponent(request.clientSecret)}`;
    headers.Authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
  } else {
    body.set('client_id', request.clientId);
    body.set('client_secret', request.clientSecret);
  }
  return fetch(discovery.token_endpoint, { method: 'POST', headers, body });
}
