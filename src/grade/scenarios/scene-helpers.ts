/** Small pieces the scenarios share: signing in at Clockford, and acting when the client first makes a call. */
import { clockfordToken } from '../../mock/servers/clockford/index.ts';
import type { AtlasContext } from '../atlas-context.ts';
import type { Scene } from '../scene.ts';
import type { WireHooks } from '../wire-server.ts';
import { toolCallOf, type WireExchange } from '../wire-record.ts';

/** A Clockford token for `account`'s agent, with the token request's other fields. */
export function clockfordTokenFor(scene: Scene, fields: Record<string, string> = {}): Promise<string> {
  return clockfordToken(scene.context, { account: 'alice', client: 'agent', ...fields });
}

/** How a client signs in at Clockford again: the token endpoint and the form, as the context says it. */
export const clockfordSignIn = (scene: Scene): NonNullable<AtlasContext['signIn']> => ({
  tokenEndpoint: `${scene.origin}/clockford/oauth/token`,
  form: { account: 'alice', client: 'agent' },
});

/**
 * A hook that acts once, just before the client's first call of `tool` reaches the mock (the handshake has
 * passed, so the condition meets the call and not the connection).
 */
export function beforeFirstCall(
  tool: string,
  action: (exchange: WireExchange) => Promise<void> | void,
): NonNullable<WireHooks['beforeRequest']> {
  let done = false;
  return async (exchange) => {
    if (done || toolCallOf(exchange)?.name !== tool) return;
    done = true;
    await action(exchange);
  };
}

/** The words of a task that makes each call once, in order. */
export function says(calls: Array<{ tool: string; arguments: Record<string, unknown> }>): string {
  const each = calls.map((call) => `${call.tool} with ${JSON.stringify(call.arguments)}`);
  return `Call ${each.join(', then ')}, once each, and print each result.`;
}
