/**
 * Stand-ins for the MCP SDK client's OAuth flow, used in the playground's browser build only (see
 * `src/build/sdk-client-oauth.ts`).
 *
 * The SDK's Streamable HTTP transport runs its OAuth flow (discovery, registration, PKCE, token exchange) only when
 * it is given an OAuth `authProvider`. No client in the playground is: the demo account signs in with the mock's own
 * tokens and sends them as an `Authorization` header, and a 401 or a 403 without a provider ends in the SDK's own
 * errors, which the transport builds without the flow. Should a page ever hand the transport an OAuth provider,
 * the call says plainly what is missing, rather than signing in some other way.
 */

/** A stand-in for one function of the SDK's OAuth flow: calling it throws, naming it. */
export function oauthLeftOut(name: string): (...args: unknown[]) => never {
  return () => {
    throw new Error(
      `The playground's build of the MCP SDK client leaves its OAuth flow out (${name}): sign in with an Authorization header, or use the SDK outside the playground.`,
    );
  };
}
