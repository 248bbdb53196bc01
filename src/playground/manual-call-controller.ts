/**
 * "Call a tool yourself" as plain TypeScript the panel only draws: the connection's life (connect once the mock is
 * free, again after a run reset it, anew for another server or revision), the server's tools, the reader's call,
 * and the wire it used.
 */
import type { CallToolResult, Client } from '@modelcontextprotocol/client';
import type { Revision, ServerId } from '../catalog/index.ts';
import type { Exchange } from '../mock/index.ts';
import { decisionLine } from './describe-event.ts';
import type { ManualCallOptions, ManualClient } from './manual-call.ts';
import { exampleArguments } from './schema-example.ts';
import type { PlaygroundSession } from './session.ts';
import { createStore, type Store } from './store.ts';

export type ListedTool = Awaited<ReturnType<Client['listTools']>>['tools'][number];

export interface ManualCallSnapshot {
  tools: ListedTool[];
  /** The tool chosen, '' until the tools are listed. */
  tool: string;
  exchanges: Exchange[];
  answer: { ok: boolean; text: string } | undefined;
  /** A call is going. */
  busy: boolean;
}

/** Which server the panel calls, at which revision, and whether a Trigger run has the mock. */
export interface ManualTarget {
  server: ServerId;
  revision: Revision;
  runInProgress: boolean;
}

export interface ManualCallControllerOptions {
  session: Pick<PlaygroundSession, 'clock' | 'exclusive'>;
  origin: string;
  fetch: ManualCallOptions['fetch'];
  /** The example arguments of a tool just chosen, for the reader to start from. */
  onExample: (argumentsText: string) => void;
  /** Makes the client; by default the reference client's, loaded with the session's code. */
  createClient?: (options: ManualCallOptions) => ManualClient | Promise<ManualClient>;
}

export interface ManualCallController extends Store<ManualCallSnapshot> {
  /** Connects to `target` and lists its tools, unless a run has the mock (then it waits for the next call). */
  connectTo: (target: ManualTarget) => void;
  /** Closes the connection; what a connection still under way finds is dropped. */
  disconnect: () => void;
  selectTool: (name: string) => void;
  /** Calls the chosen tool with the arguments as typed; the answer says what came back, or why not. */
  send: (argumentsText: string) => Promise<void>;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
const loadClient = async (options: ManualCallOptions) => (await import('./manual-call.ts')).createManualClient(options);

/** The example arguments of a tool, as the text the reader starts from. */
export const exampleText = (listed: ListedTool | undefined): string =>
  JSON.stringify(exampleArguments(listed?.inputSchema as Parameters<typeof exampleArguments>[0]), null, 2);

/** The example arguments of the tool `name` on one line, as a message about malformed arguments offers them. */
export const exampleHint = (tools: ListedTool[], name: string): string =>
  JSON.stringify(
    exampleArguments(tools.find((one) => one.name === name)?.inputSchema as Parameters<typeof exampleArguments>[0]),
  );

/** The text of a tool's result, after the client's decisions on the way. */
const answerText = (result: CallToolResult, decisions: string[]) =>
  [
    ...decisions,
    result.content.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('\n') || '(no text)',
  ].join('\n');

export function createManualCallController(options: ManualCallControllerOptions): ManualCallController {
  const { session, onExample, createClient = loadClient } = options;
  const store = createStore<ManualCallSnapshot>({ tools: [], tool: '', exchanges: [], answer: undefined, busy: false });
  let manual: ManualClient | undefined;
  let target: ManualTarget | undefined;
  let generation = 0;

  const connect = async (): Promise<ManualClient> => {
    const mine = generation;
    const { server, revision } = target!;
    await manual?.close();
    const made = await createClient({
      server,
      revision,
      origin: options.origin,
      fetch: options.fetch,
      clock: session.clock,
      onExchange: (exchange) => {
        // A connection a later one replaced draws nothing.
        if (mine === generation) store.set({ exchanges: [...store.getSnapshot().exchanges, exchange] });
      },
    });
    if (mine !== generation) {
      void made.close();
      throw new Error('A later connection replaced this one.');
    }
    manual = made;
    await made.connect();
    return made;
  };

  const listTools = async (mine: number) => {
    try {
      const { tools } = await session.exclusive(async () => (await connect()).client.listTools());
      if (mine !== generation) return;
      const { tool } = store.getSnapshot();
      const kept = tools.find((candidate) => candidate.name === tool) ?? tools[0];
      if (kept?.name !== tool) onExample(exampleText(kept));
      store.set({ tools, tool: kept?.name ?? '' });
    } catch (error) {
      if (mine === generation)
        store.set({ answer: { ok: false, text: `Could not list the tools: ${message(error)}` } });
    }
  };

  const disconnect = () => {
    generation += 1;
    void manual?.close();
    manual = undefined;
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    connectTo(next) {
      // What was shown belongs to the last server or revision.
      if (target && (target.server !== next.server || target.revision !== next.revision))
        store.set({ exchanges: [], answer: undefined });
      disconnect();
      target = next;
      if (!next.runInProgress) void listTools(generation);
    },
    disconnect,
    selectTool(name) {
      store.set({ tool: name });
      onExample(exampleText(store.getSnapshot().tools.find((candidate) => candidate.name === name)));
    },
    async send(argumentsText) {
      const { tool, tools } = store.getSnapshot();
      store.set({ busy: true });
      const decisions: string[] = [];
      try {
        const result = await session.exclusive(async () =>
          (manual ?? (await connect())).call({ tool, argumentsText, example: exampleHint(tools, tool) }, (decision) =>
            decisions.push(decisionLine(decision)),
          ),
        );
        store.set({ answer: { ok: !result.isError, text: answerText(result, decisions) } });
      } catch (error) {
        store.set({ answer: { ok: false, text: [...decisions, message(error)].join('\n') } });
      } finally {
        store.set({ busy: false });
      }
    },
  };
}
