/**
 * Ichabod's OAuth side, mounted under `/ichabod` like everything of the mock: the Protected
 * Resource Metadata the 401s point at, the authorization server's metadata, and a token endpoint
 * (client credentials) that mints access tokens expiring on the mock clock.
 */
import { OAuthError, OAuthErrorCode } from '@modelcontextprotocol/server';
import { isBodyTooLarge, readBodyText } from '../../body-text.ts';
import type { IchabodCredentials } from './credentials.ts';

/** Where the Protected Resource Metadata of `/ichabod/mcp` is served (RFC 9728 path form, under the mount). */
export const protectedResourcePath = '/.well-known/oauth-protected-resource/mcp';

const authorizationServerPaths = ['/.well-known/oauth-authorization-server', '/.well-known/openid-configuration'];

const oauthError = (code: OAuthErrorCode, description: string, status: number): Response =>
  Response.json(new OAuthError(code, description).toResponseObject(), {
    status,
    headers: { 'Cache-Control': 'no-store' },
  });

async function tokenRequest(request: Request, maxBytes: number): Promise<URLSearchParams> {
  const raw = await readBodyText(request, maxBytes);
  const fields = request.headers.get('Content-Type')?.includes('application/json')
    ? new URLSearchParams(Object.entries(JSON.parse(raw) as Record<string, string>))
    : new URLSearchParams(raw);
  const basic = /^Basic\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
  if (basic) {
    const [id = '', secret = ''] = atob(basic).split(':').map(decodeURIComponent);
    fields.set('client_id', id);
    fields.set('client_secret', secret);
  }
  return fields;
}

/** Answers an OAuth route (`path` below `/ichabod`), or `undefined` when `path` is not one. */
export async function handleIchabodOAuth(
  request: Request,
  path: string,
  credentials: IchabodCredentials,
  origin: string,
  maxBodyBytes: number,
): Promise<Response | undefined> {
  const base = `${origin}/ichabod`;
  if (path === protectedResourcePath || path === '/.well-known/oauth-protected-resource') {
    return Response.json({
      resource: `${base}/mcp`,
      authorization_servers: [base],
      bearer_methods_supported: ['header'],
      resource_name: 'Ichabod',
    });
  }
  if (authorizationServerPaths.includes(path)) {
    return Response.json({
      issuer: base,
      token_endpoint: `${base}/oauth/token`,
      grant_types_supported: ['client_credentials'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      response_types_supported: [],
    });
  }
  if (path !== '/oauth/token' || request.method !== 'POST') return undefined;
  let fields: URLSearchParams;
  try {
    fields = await tokenRequest(request, maxBodyBytes);
  } catch (error) {
    const why = isBodyTooLarge(error) ? error.message : 'The token request body could not be read.';
    return oauthError(OAuthErrorCode.InvalidRequest, why, 400);
  }
  if (fields.get('grant_type') !== 'client_credentials') {
    return oauthError(OAuthErrorCode.UnsupportedGrantType, 'Only grant_type=client_credentials is supported.', 400);
  }
  const issued = credentials.issueToken(fields.get('client_id') ?? '', fields.get('client_secret') ?? '');
  if (!issued) return oauthError(OAuthErrorCode.InvalidClient, 'Unknown client or wrong secret.', 401);
  return Response.json(
    { access_token: issued.accessToken, token_type: 'Bearer', expires_in: issued.expiresIn },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
