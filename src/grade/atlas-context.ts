/**
 * What a client under test is told, in `MCP_ATLAS_CONTEXT` (JSON), beside `MCP_ATLAS_SCENARIO` (the scenario's
 * name) and the server URL as its last argument. The shape follows the conformance suite's
 * `MCP_CONFORMANCE_CONTEXT`: a task, any credentials, and the revision to speak.
 */
import type { Revision } from '../catalog/index.ts';
import type { MockedServer } from '../mock/index.ts';

/** One call the task asks for. */
export interface TaskCall {
  tool: string;
  arguments: Record<string, unknown>;
}

/** What the client is asked to do, in data and in words. */
export interface AtlasTask {
  /** Call each tool in `calls` once, one after another, and print each result. */
  kind: 'call-tools';
  calls: TaskCall[];
  /**
   * The calls write: put an idempotency key of your own in this argument, and send the same key on every
   * retry of the same call.
   */
  idempotencyKey?: { argument: string };
  /** The task in words. */
  says: string;
}

/** The context a client reads from `MCP_ATLAS_CONTEXT`. */
export interface AtlasContext {
  scenario: string;
  /** The mock server behind the URL: `clockford`, `rooms`, `ichabod` or `connect`. */
  server: MockedServer;
  /**
   * The newest revision to speak. At `2026-07-28` a server that refuses the probe (`server/discover`) wants
   * `initialize` at `2025-11-25` instead.
   */
  revision: Revision;
  task: AtlasTask;
  /** Send `Authorization: Bearer <bearer>` on every MCP request. */
  credentials?: { bearer: string };
  /**
   * How to get a new token when the server refuses one: POST `form` (as
   * `application/x-www-form-urlencoded`) to `tokenEndpoint`, adding `scope=<scope>` when the server named one
   * (`WWW-Authenticate: Bearer error="insufficient_scope", scope="…"`); the answer's `access_token` is the token.
   */
  signIn?: { tokenEndpoint: string; form: Record<string, string> };
  /** Arguments to add to a call the server asks you to make first (`join_room` needs an invite). */
  callFirstArguments?: Record<string, Record<string, unknown>>;
  /** A call held for a person: poll this tool (Clockford's `show_passport` lists holds and their status). */
  heldCalls?: { pollTool: string };
  /**
   * Where the server publishes its errors and limits in the Atlas's catalog format (`/schema/errors-and-limits/v1.json`):
   * a client that reads errors as data fetches it and knows them.
   */
  catalog?: string;
}

/** The environment a client is started with. */
export function clientEnvironment(context: AtlasContext): Record<string, string> {
  return { MCP_ATLAS_SCENARIO: context.scenario, MCP_ATLAS_CONTEXT: JSON.stringify(context) };
}
