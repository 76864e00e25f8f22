/**
 * The small part of node-oidc-provider 9 the identity stand-in uses. The package ships no
 * types and @types/oidc-provider is not installed; this keeps the stand-in type-checked
 * without adding a dependency. Extend it when the stand-in uses more of the provider.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type ClaimValue = string | number | boolean | string[] | null | undefined;

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, ClaimValue>> | Record<string, ClaimValue>;
  }

  export interface OidcClient {
    clientId: string;
    grantTypeAllowed(type: string): boolean;
  }

  export interface OidcSession {
    accountId?: string;
    uid: string;
    /** When the user signed in, in seconds since the epoch. */
    loginTs?: number;
    grantIdFor(clientId: string): string | undefined;
  }

  export interface KoaContextWithOIDC {
    oidc: {
      client?: OidcClient;
      session?: OidcSession;
      params?: Record<string, unknown>;
      result?: { consent?: { grantId?: string } };
      provider: Provider;
    };
    append(field: string, value: string): void;
    get(field: string): string;
    set(field: string, value: string): void;
    remove(field: string): void;
    method: string;
    path: string;
    status: number;
    type: string;
    body: unknown;
    host: string;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId: string; uid: string };
    grantId?: string;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean };
    consent?: { grantId: string };
    error?: string;
    error_description?: string;
  }

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    static find(id: string): Promise<Grant | undefined>;
    addOIDCScope(scope: string): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export class Session {
    constructor();
    readonly id: string;
    accountId?: string;
    loginAccount(details: { accountId: string; loginTs?: number }): void;
    save(ttlSeconds: number): Promise<string>;
    /** The stored session of this id (the `_session` cookie's value), or undefined. */
    static find(id: string): Promise<Session | undefined>;
  }

  export class RefreshToken {
    readonly accountId: string;
    /**
     * The stored token, or undefined when there is none. With `ignoreSessionBinding`, also one
     * that ended with its provider session.
     */
    static find(
      token: string,
      options?: { ignoreExpiration?: boolean; ignoreSessionBinding?: boolean },
    ): Promise<RefreshToken | undefined>;
  }

  export class Provider {
    constructor(issuer: string, configuration: object);
    readonly issuer: string;
    readonly Grant: typeof Grant;
    readonly Session: typeof Session;
    readonly RefreshToken: typeof RefreshToken;
    /** The name of one of the provider's cookies (`session` → `_session`). */
    cookieName(type: 'session' | 'interaction' | 'resume'): string;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    on(event: string, listener: (ctx: KoaContextWithOIDC, ...rest: unknown[]) => void): this;
    /** Koa middleware, run before the provider's own routes. */
    use(middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>): this;
  }

  export const errors: {
    InvalidTarget: new (description?: string) => Error;
  };

  export default Provider;
}
