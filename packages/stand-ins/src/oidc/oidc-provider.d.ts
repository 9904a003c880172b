/**
 * The part of `oidc-provider`'s API that the stand-in uses. The package ships JavaScript only and
 * the e2e workspace does not depend on `@types/oidc-provider`.
 */
declare module 'oidc-provider' {
  import type { JsonWebKey } from 'node:crypto';
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AdapterPayload = Record<string, unknown> & {
    grantId?: string;
    uid?: string;
    userCode?: string;
    consumed?: number;
  };

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export type AdapterConstructor = new (model: string) => Adapter;

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: string;
  }

  export interface Client {
    clientId: string;
    grantTypeAllowed(type: string): boolean;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown> & { sub: string }>;
  }

  export interface ErrorOut {
    error: string;
    error_description?: string;
  }

  export interface RenderContext {
    type: string;
    body: string;
  }

  export interface Configuration {
    adapter?: AdapterConstructor;
    claims?: Record<string, string[]>;
    clientBasedCORS?: (ctx: unknown, origin: string, client: Client) => boolean;
    clients?: ClientMetadata[];
    conformIdTokenClaims?: boolean;
    cookies?: { keys?: string[] };
    expiresWithSession?: (ctx: unknown, token: unknown) => Promise<boolean>;
    features?: Record<string, { enabled: boolean } & Record<string, unknown>>;
    findAccount?: (ctx: { oidc?: { client?: Client } }, id: string) => Promise<Account | undefined>;
    interactions?: { url?: (ctx: unknown, interaction: Interaction) => Promise<string> };
    issueRefreshToken?: (ctx: unknown, client: Client, code: unknown) => Promise<boolean>;
    jwks?: { keys: JsonWebKey[] };
    renderError?: (ctx: RenderContext, out: ErrorOut, error: Error) => Promise<void>;
    scopes?: string[];
    ttl?: Record<string, number>;
  }

  export interface Interaction {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId: string };
    grantId?: string;
  }

  export interface InteractionResults {
    login?: { accountId: string };
    consent?: { grantId: string };
    error?: string;
    error_description?: string;
  }

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    readonly clientId: string;
    static find(id: string): Promise<Grant | undefined>;
    /** What the person refused, kept apart; a rejected scope is in no token of the grant. */
    rejected?: { openid?: { scope?: string } };
    addOIDCScope(scope: string): void;
    rejectOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    readonly Grant: typeof Grant;
    silent: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
