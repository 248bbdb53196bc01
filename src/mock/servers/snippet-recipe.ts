/**
 * What an entry page's "copy as" snippets need to know about one server: the ordinary call that meets a held entry,
 * the demo credential, how a client signs in or opens a session, and the entries only a REST route or a tool's own
 * rule gives. A seed server's module writes its recipe (`<id>/snippets.ts`); a server built from its catalog alone
 * gets `recipeFromCatalog`. The snippets (`src/components/entry/`) and the SDK record read it, and name no server.
 */
import { argumentsFor, ordinaryToolOf } from '../generic/tool-set.ts';
import type { CatalogEntry, Revision, Server } from '../../catalog/index.ts';

/** A tool call: the tool and its arguments. */
export interface SnippetCall {
  tool: string;
  arguments: Readonly<Record<string, unknown>>;
}

/** A request a snippet makes with curl, to a path on the mock. */
export interface SnippetRequest {
  /** The path on the mock, with the server's mount: `/rooms/api/rooms`. */
  path: string;
  /** The HTTP method where it is not GET. */
  method?: string;
  headers?: Readonly<Record<string, string>>;
  /** A JSON body, sent with `-d`. */
  body?: unknown;
  /** Sent for its effect (`curl -s … > /dev/null`): its reply is not printed. */
  quiet?: boolean;
}

/** One step of a REST snippet: a comment line (its text, without the `#`), or a request. */
export type SnippetStep = string | SnippetRequest;

/** A sign-in by form post to a token endpoint that answers `{"access_token": "…"}`. */
export interface TokenSignIn {
  /** The revisions at which the server wants a token. */
  revisions: readonly Revision[];
  /** Who signs in, in words: `alice`. */
  account: string;
  /** The token endpoint's path on the mock: `/clockford/oauth/token`. */
  path: string;
  /** The form fields posted, in order. */
  form: Readonly<Record<string, string>>;
}

/** How the snippets produce a server's entries. */
export interface SnippetRecipe {
  /** An ordinary, harmless call: a held entry meets it. */
  ordinaryCall: SnippetCall;
  /** The demo API key every call sends as `Authorization: Bearer <key>`, where the server takes one. */
  key?: string;
  /** Whether a client opens a session (initialize, `Mcp-Session-Id`, initialized) when it speaks 2025-11-25. */
  legacySessions: boolean;
  /** How a client signs in first, at the revisions that want it. */
  signIn?: TokenSignIn;
  /** The entries only a REST route gives, by rule: the steps that produce each. */
  restRules?: Readonly<Record<string, readonly SnippetStep[]>>;
  /** The REST form of a held entry, after the ordinary call: the same condition met over REST (none: no steps). */
  restFollowUp?(entry: CatalogEntry): readonly SnippetStep[];
  /**
   * Where present, the server's tools answer no injected entry: a tool reply is made by its rule, and these are the
   * arguments the ordinary call's tool takes to meet each rule.
   */
  toolRuleArguments?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** The paths its REST forms answer on, as MSW matches them (default: everything under its mount). */
  restHandlerPath?: string;
}

/**
 * The recipe of a server built from its catalog alone: no sign-in, the generic mock's ordinary call (its first
 * read-only tool, with arguments its schema accepts), and no session: the generic mock serves 2025-11-25 stateless.
 */
export function recipeFromCatalog(server: Server): SnippetRecipe {
  const tool = ordinaryToolOf(server);
  return { ordinaryCall: { tool: tool.name, arguments: argumentsFor(tool) }, legacySessions: false };
}
