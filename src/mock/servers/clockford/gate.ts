/**
 * The town's HTTP rules in front of `/mcp`, each answered from its catalog entry: the method, the
 * town's own Host and Origin, the front door, a closed town, the rate limits, the body's size,
 * the Accept header, JSON, one message per POST, and the bearer token.
 */
import { validateHostHeader, validateOriginHeader } from '@modelcontextprotocol/server';
import { getEntry, type EntryId } from '../../../catalog/index.ts';
import { peekRpc, type RpcPeek } from '../../json-rpc.ts';
import { tokenBucket, type RateLimiter } from '../../rate-limiter.ts';
import { httpResponse, waitValues } from '../../wire.ts';
import { clockfordConfig, clockfordLimit } from './config.ts';
import type { IssuedToken, TokenOffice } from './tokens.ts';
import type { Town } from './town-state.ts';
import { headerOf } from '../../page-headers.ts';
import { hostOf, ownHostnames } from '../../address-guard.ts';

const refuse = (entryId: EntryId, values: Record<string, string> = {}): Response =>
  httpResponse(getEntry(entryId), values);

/** Refuses with a wait in `Retry-After` (and wherever else the entry names its wait). */
export const refuseAfter = (entryId: EntryId, seconds: number): Response => {
  const entry = getEntry(entryId);
  return httpResponse(entry, waitValues(entry, Math.max(1, seconds)));
};

/**
 * Host and Origin (a defence against DNS rebinding) for every route; the front door for `/mcp`
 * when the town sits behind a public address (the hall and the metadata stay reachable).
 */
export function checkAddress(request: Request, town: Town, frontDoor: boolean): Response | undefined {
  const allowed = ownHostnames(town.origin);
  if (!validateHostHeader(hostOf(request), allowed).ok) {
    return refuse('clockford.http.forbidden-host');
  }
  if (!validateOriginHeader(headerOf(request, 'Origin'), allowed).ok) return refuse('clockford.http.forbidden-origin');
  const publicAddress = town.settings.publicAddress;
  if (frontDoor && publicAddress !== undefined && !cameThroughFrontDoor(request, new URL(publicAddress).host)) {
    return refuse('clockford.http.front-door');
  }
  return undefined;
}

/** The front door (the town's public address) adds `Forwarded: host=…` (RFC 7239) or `X-Forwarded-Host`. */
function cameThroughFrontDoor(request: Request, publicHost: string): boolean {
  const forwarded = request.headers.get('Forwarded') ?? '';
  const hosts = [...forwarded.matchAll(/host="?([^";,\s]+)"?/gi)].map((match) => match[1]?.toLowerCase());
  const xForwarded =
    request.headers
      .get('X-Forwarded-Host')
      ?.split(',')
      .map((host) => host.trim().toLowerCase()) ?? [];
  return [...hosts, ...xForwarded].includes(publicHost.toLowerCase());
}

/** The rate limits: per address, and per signed-in account. */
export class TownLimits {
  readonly #bucket: RateLimiter;

  constructor(town: Town) {
    const { burst, refillPerSecond } = clockfordConfig.rate;
    this.#bucket = tokenBucket(burst, refillPerSecond, 1, town.clock);
  }

  /** Counts one request from `address`; a refusal when the address is over its limit. */
  address(address: string): Response | undefined {
    const verdict = this.#bucket.take(`address ${address}`);
    return verdict.allowed ? undefined : refuseAfter('clockford.http.rate-limited', verdict.retryAfterSeconds);
  }

  /** Counts one request for a signed-in account. */
  account(account: string): Response | undefined {
    const verdict = this.#bucket.take(`account ${account}`);
    return verdict.allowed ? undefined : refuseAfter('clockford.http.rate-limited', verdict.retryAfterSeconds);
  }

  reset(): void {
    this.#bucket.reset();
  }
}

/** A POST body the town will read: the size, Accept, JSON and batch rules. */
export async function checkBody(request: Request): Promise<Response | RpcPeek> {
  const maxBytes = clockfordLimit('body-size');
  if (Number(request.headers.get('Content-Length')) > maxBytes) return refuse('clockford.http.too-large');
  const accept = request.headers.get('Accept') ?? '';
  if (!accept.includes('application/json') || !accept.includes('text/event-stream')) {
    return refuse('clockford.http.not-acceptable');
  }
  const peek = await peekRpc(request, maxBytes);
  if (peek.tooLarge) return refuse('clockford.http.too-large');
  if (peek.json === undefined) return refuse('clockford.http.bad-request');
  // The SDK accepts a legacy batch; the town takes one message per POST in both eras.
  if (peek.isBatch) return refuse('clockford.http.batch');
  return peek;
}

/**
 * The bearer token: a refusal (401 with its challenge, or 403 for a token without the town
 * scope), or the token (`undefined` for a visitor, where the town lets visitors in).
 */
export function checkToken(request: Request, town: Town, tokens: TokenOffice): Response | IssuedToken | undefined {
  const metadata = { '...': town.townUrl().replace(/\/mcp$/, '/.well-known/oauth-protected-resource') };
  const verdict = tokens.verify(request.headers.get('Authorization'), town.townUrl());
  switch (verdict.kind) {
    case 'absent':
      return town.settings.signIn === 'required' ? refuse('clockford.http.no-token', metadata) : undefined;
    case 'not-bearer':
      return refuse('clockford.http.not-a-bearer-token', metadata);
    case 'foreign':
      return refuse('clockford.http.foreign-token', metadata);
    case 'expired':
      return refuse('clockford.http.expired-token', metadata);
    case 'lacks-scope':
      return refuse('clockford.http.insufficient-scope', metadata);
    case 'valid':
      return verdict.token;
  }
}
