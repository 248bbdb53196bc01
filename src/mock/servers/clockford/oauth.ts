/**
 * Sign-in routes under `/clockford`: the Protected Resource Metadata (RFC 9728) the 401s point
 * at, the authorization server's metadata (RFC 8414), and a token endpoint that mints
 * short-lived bearer tokens for the demo accounts (`POST /clockford/oauth/token`).
 */
import {
  OAuthError,
  OAuthErrorCode,
  buildOAuthProtectedResourceMetadata,
  type OAuthMetadata,
} from '@modelcontextprotocol/server';
import { isBodyTooLarge, readBodyText } from '../../body-text.ts';
import { clockfordLimit } from './config.ts';
import { demoAccounts, townScope, type TokenOffice } from './tokens.ts';
import type { Town } from './town-state.ts';

/** Where the Protected Resource Metadata is served, below `/clockford`. */
export const protectedResourcePaths = [
  '/.well-known/oauth-protected-resource',
  '/.well-known/oauth-protected-resource/mcp',
];
const authorizationServerPath = '/.well-known/oauth-authorization-server';
export const tokenPath = '/oauth/token';

function authorizationServer(town: Town): OAuthMetadata {
  const issuer = `${town.origin}/clockford`;
  return {
    issuer,
    authorization_endpoint: `${issuer}/oauth/authorize`,
    token_endpoint: `${issuer}${tokenPath}`,
    response_types_supported: [],
    grant_types_supported: ['client_credentials'],
    token_endpoint_auth_methods_supported: ['none'],
    scopes_supported: [townScope],
  };
}

const oauthError = (code: OAuthErrorCode, description: string): Response =>
  Response.json(new OAuthError(code, description).toResponseObject(), {
    status: 400,
    headers: { 'Cache-Control': 'no-store' },
  });

async function tokenFields(request: Request): Promise<URLSearchParams> {
  const raw = await readBodyText(request, clockfordLimit('body-size'));
  if (!request.headers.get('Content-Type')?.includes('application/json')) return new URLSearchParams(raw);
  const json: unknown = JSON.parse(raw);
  if (json === null || typeof json !== 'object') throw new TypeError('not an object');
  return new URLSearchParams(Object.entries(json).map(([key, value]): [string, string] => [key, String(value)]));
}

/**
 * The token endpoint: a form or JSON body naming `account` (one of `demoAccounts`), and
 * optionally `client` (the agent; default `agent`), `scope` (default `town`), `resource`
 * (default the town's URL) and `expires_in` (seconds, at most an hour).
 */
async function issueToken(request: Request, town: Town, tokens: TokenOffice): Promise<Response> {
  let fields: URLSearchParams;
  try {
    fields = await tokenFields(request);
  } catch (error) {
    const why = isBodyTooLarge(error) ? error.message : 'The body must be a form or a JSON object.';
    return oauthError(OAuthErrorCode.InvalidRequest, why);
  }
  const account = fields.get('account') ?? fields.get('username') ?? '';
  if (!demoAccounts.some((demo) => demo.account === account)) {
    const names = demoAccounts.map((demo) => demo.account).join(', ');
    return oauthError(OAuthErrorCode.InvalidGrant, `Sign in as one of the demo accounts: ${names}.`);
  }
  const client = fields.get('client') ?? fields.get('client_id') ?? 'agent';
  if (!/^[a-z0-9][a-z0-9-]{0,31}$/.test(client)) {
    return oauthError(OAuthErrorCode.InvalidRequest, 'client must be 1 to 32 lowercase letters, digits or dashes.');
  }
  const expiresIn = fields.has('expires_in') ? Number(fields.get('expires_in')) : undefined;
  if (expiresIn !== undefined && !(expiresIn > 0)) {
    return oauthError(OAuthErrorCode.InvalidRequest, 'expires_in must be a positive number of seconds.');
  }
  const issued = tokens.issue(
    {
      account,
      client,
      scope: fields.get('scope') ?? townScope,
      ...(fields.has('resource') ? { resource: fields.get('resource')! } : {}),
      ...(expiresIn === undefined ? {} : { expiresIn }),
    },
    town.townUrl(),
  );
  return Response.json(
    {
      access_token: issued.token,
      token_type: 'Bearer',
      expires_in: Math.round((issued.expiresAt - issued.issuedAt) / 1000),
      scope: issued.scopes.join(' '),
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

/** Answers a sign-in route (`path` below `/clockford`), or `undefined` when `path` is not one. */
export async function handleSignIn(
  request: Request,
  path: string,
  town: Town,
  tokens: TokenOffice,
): Promise<Response | undefined> {
  if (request.method === 'GET' && protectedResourcePaths.includes(path)) {
    return Response.json(
      buildOAuthProtectedResourceMetadata({
        oauthMetadata: authorizationServer(town),
        resourceServerUrl: new URL(town.townUrl()),
        scopesSupported: [townScope],
        resourceName: 'Clockford',
        // The mock runs on plain HTTP (localhost, or the page's own origin).
        dangerouslyAllowInsecureIssuerUrl: true,
      }),
    );
  }
  if (request.method === 'GET' && path === authorizationServerPath) return Response.json(authorizationServer(town));
  if (request.method === 'POST' && path === tokenPath) return issueToken(request, town, tokens);
  return undefined;
}
