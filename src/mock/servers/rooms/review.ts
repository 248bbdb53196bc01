/**
 * Review rooms reach GitHub for the person who runs an agent. Until that person has connected
 * GitHub, `open_review` answers with a URL mode elicitation (`-32042`, 2025-11-25): a page for
 * the person to open. Completing it (`GET /rooms/connect/github?elicitation=…`) connects them, and
 * the same call then goes through.
 */
import { UrlElicitationRequiredError, type CallToolResult } from '@modelcontextprotocol/server';
import type { RoomsPrincipal } from './directory.ts';
import type { RoomsState } from './state.ts';

/** Who has connected GitHub, and the elicitations still open. */
export class GithubLinks {
  readonly #connected = new Set<string>();
  readonly #pending = new Map<string, string>();
  #serial = 0;

  /** Opens an elicitation for `principal`; its id. */
  ask(principal: RoomsPrincipal): string {
    this.#serial += 1;
    const id = `e-${this.#serial}`;
    this.#pending.set(id, principal.id);
    return id;
  }

  /** The person completed the elicitation `id`; false for an id never asked (or already used). */
  complete(id: string): boolean {
    const principal = this.#pending.get(id);
    if (principal === undefined) return false;
    this.#pending.delete(id);
    this.#connected.add(principal);
    return true;
  }

  connected(principal: RoomsPrincipal): boolean {
    return this.#connected.has(principal.id);
  }

  reset(): void {
    this.#connected.clear();
    this.#pending.clear();
    this.#serial = 0;
  }
}

/** `open_review`: a review of `repository` in a room the caller is in, once the person has connected GitHub. */
export function openReview(
  state: RoomsState,
  caller: RoomsPrincipal,
  slug: string,
  repository: string,
  origin: string,
): CallToolResult {
  const room = state.memberRoom(caller, slug);
  if (!state.github.connected(caller)) {
    const elicitationId = state.github.ask(caller);
    throw new UrlElicitationRequiredError([
      {
        mode: 'url',
        elicitationId,
        url: `${origin}/rooms/connect/github?elicitation=${encodeURIComponent(elicitationId)}`,
        message: 'Connect GitHub to open a review in this room.',
      },
    ]);
  }
  const text = `Opened a review of ${repository} in ${room.slug}.`;
  return { content: [{ type: 'text', text }], structuredContent: { room: room.slug, repository } };
}

/** The page a person opens to connect GitHub: `GET /rooms/connect/github?elicitation=…`. */
export function connectGithub(request: Request, state: RoomsState): Response {
  const id = new URL(request.url).searchParams.get('elicitation') ?? '';
  return state.github.complete(id)
    ? new Response('GitHub is connected. You can close this page.', { headers: { 'Content-Type': 'text/plain' } })
    : new Response(`No open elicitation "${id}".`, { status: 404, headers: { 'Content-Type': 'text/plain' } });
}
