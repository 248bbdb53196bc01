/**
 * What one server brings to the Atlas besides its catalog data: its mock, the requests that produce its entries, and
 * what the demo account does on it (sign in, decide a held call, act as the person). A server whose catalog is all
 * there is gets a module made from that data (`src/mock/generic/`); a seed server's module holds the rules its
 * source describes. The registry (`registry.ts`) is the one list of modules.
 */
import type { Revision, ServerId } from '../../catalog/index.ts';
import type { MockServerFactory } from '../mock-server.ts';
import type { FetchLike, RawMcpDriver } from '../scenarios/driver.ts';
import type { Scenario } from '../scenarios/scenario.ts';
import type { SnippetRecipe } from './snippet-recipe.ts';

/** Where the demo account's requests go: the mock's origin, and the fetch that reaches it. */
export interface DemoWhere {
  origin: string;
  fetch: FetchLike;
}

/** What a person is asked to do, and for whose call. */
export interface PersonWhere extends DemoWhere {
  /** The driver of the refused call: whose token the person acts for. */
  driver: RawMcpDriver;
  /** What the client handed over: the entry it met, and any URL the server asked a person to open. */
  decision: { entryId?: string | undefined; personTasks?: ReadonlyArray<{ url: string }> | undefined };
}

/** Something a person does about an `ask-person` reply; says in one sentence what they did. */
export type PersonAction = (where: PersonWhere) => Promise<string>;

/** The scenarios that make a mock produce a server's entries: one per rule its entries name, and an ordinary call. */
export interface ServerScenarioTable {
  rules: Readonly<Record<string, Scenario>>;
  /** An ordinary, harmless call; an injected condition answers it instead. */
  ordinaryCall: Scenario;
}

/** The demo account on one server: how it signs in, and what its person does. */
export interface DemoAccount {
  /** The `Authorization` header a client sends at `revision`, where the server wants one (a token is minted now). */
  authorization(revision: Revision, where: DemoWhere): Promise<string | undefined>;
  /** Signs a driver in again: a new token (with `scope` when the server asked for one), or a current key. */
  signIn?(driver: RawMcpDriver, where: DemoWhere & { scope?: string | undefined }): Promise<void>;
  /** Arguments the demo agent adds to a call the server asks it to make first, by tool. */
  callFirstArguments?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** The person allows (or refuses) a held call. */
  decideHold?(holdId: string, where: DemoWhere & { decision: 'allowed' | 'refused' }): Promise<void>;
  /** What the person does for each of the server's `ask-person` entries. */
  personActions?: Readonly<Record<string, PersonAction>>;
}

/** One server's module: everything about it that is behaviour, not data. */
export interface ServerModule {
  /** The catalog server this module serves. */
  id: ServerId;
  /** Builds the mock, served under the catalog server's `mountPath`. */
  create: MockServerFactory;
  /** The requests that produce each of its entries. */
  scenarios: ServerScenarioTable;
  /** The specification's entries this server's mock produces, by the rule their triggers name. */
  specScenarios: Readonly<Record<string, Scenario>>;
  demo: DemoAccount;
  /** What `npm run mock` says of it after its URL: how it speaks and signs in, and its other routes. */
  about?: (origin: string) => string;
  /** How the entry pages' snippets produce its entries; without one, a recipe made from its catalog data. */
  snippets?: SnippetRecipe;
}
