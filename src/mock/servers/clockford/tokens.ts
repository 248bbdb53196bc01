/**
 * The town's sign-in: short-lived bearer access tokens for demo accounts, minted by the token
 * endpoint and checked on every request to `/mcp`. A token reads like an `at+jwt` (its claims
 * can be decoded for the playground's wire view); the town accepts only tokens in its own register.
 */
import type { AuthInfo } from '@modelcontextprotocol/server';
import type { Clock } from '../../clock.ts';
import type { IdSource } from '../../ids.ts';
import { clockfordLimit } from './config.ts';

/** The accounts a reader can sign in as, each run by one person. */
export const demoAccounts = [
  { account: 'alice', person: 'Alice Marsh' },
  { account: 'bob', person: 'Bob Penhallow' },
  { account: 'carol', person: 'Carol Quayle' },
  { account: 'dmitri', person: 'Dmitri Vance' },
  { account: 'esme', person: 'Esme Lantern' },
  { account: 'farid', person: 'Farid Bell' },
] as const;

/** The scope a token needs to enter the town. */
export const townScope = 'town';

/** One token in the register. */
export interface IssuedToken {
  token: string;
  account: string;
  /** The client (agent) the token was issued to; one passport per account and client. */
  client: string;
  scopes: string[];
  /** The resource the token was issued for (RFC 8707); the town accepts only its own URL. */
  audience: string;
  issuedAt: number;
  expiresAt: number;
}

/** What the town makes of an `Authorization` header. */
export type TokenVerdict =
  | { kind: 'absent' }
  | { kind: 'not-bearer' }
  | { kind: 'foreign' }
  | { kind: 'expired' }
  | { kind: 'lacks-scope' }
  | { kind: 'valid'; token: IssuedToken };

/** What a token request asks for. */
export interface TokenRequest {
  account: string;
  client?: string;
  scope?: string;
  /** The resource the token is for; the town's own URL when absent. */
  resource?: string;
  /** Seconds; capped at the town's limit of an hour. */
  expiresIn?: number;
}

const base64url = (text: string): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** Mints and checks the town's access tokens on the mock clock. */
export class TokenOffice {
  readonly #clock: Clock;
  readonly #ids: IdSource;
  readonly #register = new Map<string, IssuedToken>();
  readonly #lifetimeSeconds = clockfordLimit('token-lifetime');

  constructor(clock: Clock, ids: IdSource) {
    this.#clock = clock;
    this.#ids = ids;
  }

  /** Mints a token; the caller has checked the account. */
  issue(request: TokenRequest, townUrl: string): IssuedToken {
    const now = this.#clock.now();
    const lifetime = Math.min(
      this.#lifetimeSeconds,
      Math.max(1, Math.floor(request.expiresIn ?? this.#lifetimeSeconds)),
    );
    const claims = {
      iss: new URL(townUrl).origin + '/clockford',
      sub: request.account,
      client_id: request.client ?? 'agent',
      aud: request.resource ?? townUrl,
      scope: request.scope ?? townScope,
      iat: Math.floor(now / 1000),
      exp: Math.floor(now / 1000) + lifetime,
      jti: this.#ids.uuid(),
    };
    const token = `${base64url(JSON.stringify({ typ: 'at+jwt', alg: 'none' }))}.${base64url(JSON.stringify(claims))}.${base64url(claims.jti)}`;
    const issued: IssuedToken = {
      token,
      account: claims.sub,
      client: claims.client_id,
      scopes: claims.scope.split(' ').filter(Boolean),
      audience: claims.aud,
      issuedAt: now,
      expiresAt: now + lifetime * 1000,
    };
    this.#register.set(token, issued);
    return issued;
  }

  /** Checks an `Authorization` header against the register, the town's URL and the clock. */
  verify(authorization: string | null, townUrl: string): TokenVerdict {
    if (authorization === null || authorization.trim() === '') return { kind: 'absent' };
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!match?.[1]) return { kind: 'not-bearer' };
    const issued = this.#register.get(match[1]);
    if (!issued || issued.audience !== townUrl) return { kind: 'foreign' };
    if (this.#clock.now() >= issued.expiresAt) return { kind: 'expired' };
    if (!issued.scopes.includes(townScope)) return { kind: 'lacks-scope' };
    return { kind: 'valid', token: issued };
  }

  reset(): void {
    this.#register.clear();
  }
}

/** The SDK's view of a valid token, handed to the MCP server. */
export function authInfoOf(issued: IssuedToken): AuthInfo {
  return {
    token: issued.token,
    clientId: issued.client,
    scopes: issued.scopes,
    expiresAt: Math.floor(issued.expiresAt / 1000),
    resource: new URL(issued.audience),
    extra: { account: issued.account, client: issued.client },
  };
}
