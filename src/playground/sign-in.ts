/**
 * What the playground does when the reference client hands over a sign-in or a held call: what the server's demo
 * account does, as its module says (a token from the server's own token endpoint, a person's decision in a hall).
 * Real HTTP requests to the mock, like everything else.
 */
import type { FetchLike } from '@modelcontextprotocol/client';
import { moduleOf } from '../mock/index.ts';
import type { RawMcpDriver } from '../mock/index.ts';

interface Where {
  origin: string;
  fetch: FetchLike;
}

/** The server a driver speaks to, read from its endpoint (`…/<server>/mcp`). */
export function serverOfDriver(driver: RawMcpDriver): string {
  const server = /\/([a-z][a-z0-9-]*)\/mcp$/.exec(driver.endpoint)?.[1];
  if (server === undefined) throw new Error(`${driver.endpoint} is not a mock server's MCP endpoint.`);
  return server;
}

/** Signs the driver in again: a new token (with `scope` when the server asked for one), or a current key. */
export async function signInFor(driver: RawMcpDriver, where: Where & { scope?: string | undefined }): Promise<void> {
  const server = serverOfDriver(driver);
  const { demo } = moduleOf(server);
  if (!demo.signIn) throw new Error(`${server} has no sign-in.`);
  await demo.signIn(driver, where);
}
