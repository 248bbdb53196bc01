/**
 * Ichabod: founders and job seekers, paid in credits; MCP 2025-11-25 at `/ichabod/mcp`.
 *
 * An HTTP layer refuses a foreign Host or Origin, then a request without a good Bearer credential (an API key, or an OAuth
 * access token from `/ichabod/oauth/token` still in its lifetime) before any tool runs; then the
 * SDK's own stateless 2025-11-25 leg (`legacyStatelessFallback`) serves the request with a server
 * built for the caller's profile. Demo keys: `ichabodDemoKeys`; OAuth clients:
 * `ichabodDemoOAuthClients` (both re-exported here).
 */
import { legacyStatelessFallback, type McpServer } from '@modelcontextprotocol/server';
import { getEntry } from '../../../catalog/index.ts';
import { foreignHostResponse, hasForeignOrigin } from '../../address-guard.ts';
import { peekRpc, subPath } from '../../json-rpc.ts';
import { legacyBatchRefusal } from '../../legacy-batch.ts';
import type { MockContext, MockServer } from '../../mock-server.ts';
import { httpResponse, requestLevelResponse } from '../../wire.ts';
import { IchabodCredentials, type IchabodProfile } from './credentials.ts';
import { handleIchabodDashboard } from './dashboard.ts';
import { handleIchabodOAuth, protectedResourcePath } from './oauth.ts';
import { IchabodState } from './state.ts';
import { buildIchabodServer } from './tools.ts';

export { ichabodDemoKeys, ichabodDemoOAuthClients } from './credentials.ts';

/** The largest POST body Ichabod reads: the mock's choice, as the source states none (the SDK answers more 413). */
export const ichabodMaxBodyBytes = 1024 * 1024;

/** Builds the Ichabod mock. */
export function createIchabod(context: MockContext): MockServer {
  const { clock, faults } = context;
  const credentials = new IchabodCredentials(clock, context.ids);
  const state = new IchabodState(clock);
  const mcp = legacyStatelessFallback(
    (ctx): McpServer => {
      const profile = ctx.authInfo?.extra?.['profile'] as IchabodProfile | undefined;
      if (!profile) throw new Error('Ichabod mock: a request reached the MCP server without a profile.');
      return buildIchabodServer(state, profile, faults, ctx.authInfo?.token);
    },
    undefined,
    { maxRequestBodySize: ichabodMaxBodyBytes },
  );
  // Both 401s point at the metadata, as the source says; `…` is its URL.
  const challenge = { '…': `${context.origin}/ichabod${protectedResourcePath}` };

  async function handleMcp(request: Request): Promise<Response> {
    // The specification: servers MUST validate Origin, against DNS rebinding.
    if (hasForeignOrigin(request, context.origin))
      return requestLevelResponse(getEntry('spec.http.forbidden-origin'), null);
    const peek = request.method === 'POST' ? await peekRpc(request, ichabodMaxBodyBytes) : undefined;
    const credential = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
    // A refused credential stays refused (until-new-credential): the condition is matched against it.
    const injected = peek ? faults.take('ichabod', 'request', { credential }) : undefined;
    if (injected) return requestLevelResponse(injected.entry, peek?.id ?? null, injected.values);
    if (credential === undefined) return httpResponse(getEntry('ichabod.http.missing-credentials'), challenge);
    const signedIn = credentials.profileOf(credential);
    if (!signedIn) return httpResponse(getEntry('ichabod.http.invalid-credentials'), challenge);
    const authInfo = {
      token: credential,
      clientId: signedIn.profile.id,
      scopes: [],
      ...(signedIn.expiresAt === undefined ? {} : { expiresAt: Math.floor(signedIn.expiresAt / 1000) }),
      extra: { profile: signedIn.profile },
    };
    if (peek?.isBatch) return legacyBatchRefusal();
    // The gate has read and parsed the body already: the SDK need not do it again.
    return mcp(request, { authInfo, ...(peek?.json === undefined ? {} : { parsedBody: peek.json }) });
  }

  return {
    id: 'ichabod',
    mountPath: '/ichabod',
    faultScopes: ['request', 'tool-call'],
    async handle(request) {
      const foreignHost = foreignHostResponse(request, context.origin);
      if (foreignHost) return foreignHost;
      const path = subPath(request, '/ichabod');
      if (path === '/mcp') return handleMcp(request);
      const oauth = await handleIchabodOAuth(request, path, credentials, context.origin, ichabodMaxBodyBytes);
      const dashboard = oauth ?? (await handleIchabodDashboard(request, path, credentials, state));
      return dashboard ?? httpResponse(getEntry('ichabod.http.not-found'));
    },
    reset() {
      credentials.reset();
      state.reset();
      faults.clear('ichabod');
    },
  };
}
