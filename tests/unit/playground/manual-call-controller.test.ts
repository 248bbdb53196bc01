import { describe, expect, test, vi } from 'vitest';
import type { Exchange } from '../../../src/mock/index.ts';
import {
  createManualCallController,
  exampleText,
  type ManualCallControllerOptions,
} from '../../../src/playground/manual-call-controller.ts';
import type { ManualCallOptions, ManualClient } from '../../../src/playground/manual-call.ts';

const tools = [
  { name: 'post', inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] } },
  { name: 'look', inputSchema: { type: 'object' } },
];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A manual client per connection, each answering from `reply`, and every one the controller made. */
function harness(
  reply: (tool: string) => Promise<unknown> = () => Promise.resolve({ content: [{ type: 'text', text: 'ok' }] }),
) {
  const made: Array<ManualCallOptions & { close: ReturnType<typeof vi.fn> }> = [];
  const calls: Array<{ tool: string; example?: string }> = [];
  const listTools = vi.fn(() => Promise.resolve({ tools }));
  const createClient = (options: ManualCallOptions) => {
    const close = vi.fn(() => Promise.resolve());
    made.push({ ...options, close });
    return {
      client: { listTools },
      connect: () => Promise.resolve(options.onExchange?.({ method: 'POST' } as Exchange)),
      call: (call: { tool: string; example?: string }, onDecision?: (decision: never) => void) => {
        calls.push(call);
        const { tool } = call;
        onDecision?.({ kind: 'stop', reason: 'the server said no' } as never);
        return reply(tool);
      },
      close,
    } as unknown as ManualClient;
  };
  const onExample = vi.fn();
  const options: ManualCallControllerOptions = {
    session: { clock: {} as never, exclusive: (task) => task() },
    origin: 'https://atlas.test',
    fetch: vi.fn(),
    onExample,
    createClient,
  };
  return { controller: createManualCallController(options), made, listTools, onExample, calls };
}

describe('the manual call controller', () => {
  test('connects, lists the tools, and starts the reader from the first tool’s example', async () => {
    const { controller, made, onExample } = harness();
    controller.connectTo({ server: 'clockford', revision: '2026-07-28', runInProgress: false });
    await settle();
    expect(made.map(({ server, revision }) => [server, revision])).toEqual([['clockford', '2026-07-28']]);
    expect(controller.getSnapshot()).toMatchObject({ tool: 'post', tools });
    expect(controller.getSnapshot().exchanges).toHaveLength(1);
    expect(onExample).toHaveBeenCalledWith(exampleText(tools[0] as never));
    controller.selectTool('look');
    expect(controller.getSnapshot().tool).toBe('look');
    expect(onExample).toHaveBeenLastCalledWith(exampleText(tools[1] as never));
  });

  test('waits while a run has the mock, and connects again once it is over, keeping the tool', async () => {
    const { controller, made, onExample } = harness();
    controller.connectTo({ server: 'clockford', revision: '2026-07-28', runInProgress: false });
    await settle();
    controller.selectTool('look');
    controller.connectTo({ server: 'clockford', revision: '2026-07-28', runInProgress: true });
    await settle();
    expect(made).toHaveLength(1);
    expect(made[0]!.close).toHaveBeenCalled();
    controller.connectTo({ server: 'clockford', revision: '2026-07-28', runInProgress: false });
    await settle();
    expect(made).toHaveLength(2);
    expect(controller.getSnapshot().tool).toBe('look');
    expect(controller.getSnapshot().exchanges).toHaveLength(2);
    expect(onExample).toHaveBeenCalledTimes(2);
  });

  test('another server clears what was shown; a connection it replaced draws nothing', async () => {
    const { controller, listTools, made } = harness();
    controller.connectTo({ server: 'clockford', revision: '2026-07-28', runInProgress: false });
    controller.connectTo({ server: 'rooms', revision: '2025-11-25', runInProgress: false });
    await settle();
    expect(made.map(({ server }) => server)).toEqual(['clockford', 'rooms']);
    expect(made[0]!.close).toHaveBeenCalled();
    expect(listTools).toHaveBeenCalledTimes(1);
    expect(controller.getSnapshot().exchanges).toHaveLength(1);
    await controller.send('{}');
    controller.connectTo({ server: 'connect', revision: '2026-07-28', runInProgress: true });
    expect(controller.getSnapshot()).toMatchObject({ exchanges: [], answer: undefined });
  });

  test('a call shows the client’s decisions, then the tool’s text; a failure says why', async () => {
    const { controller } = harness((tool) =>
      tool === 'look'
        ? Promise.reject(new Error('The arguments are not JSON.'))
        : Promise.resolve({ isError: true, content: [{ type: 'text', text: 'Refused.' }] }),
    );
    controller.connectTo({ server: 'clockford', revision: '2026-07-28', runInProgress: false });
    await settle();
    const sending = controller.send('{"text": "hi"}');
    expect(controller.getSnapshot().busy).toBe(true);
    await sending;
    const { answer, busy } = controller.getSnapshot();
    expect(busy).toBe(false);
    expect(answer?.ok).toBe(false);
    expect(answer?.text.split('\n').at(-1)).toBe('Refused.');
    expect(answer?.text.split('\n')).toHaveLength(2);
    controller.selectTool('look');
    await controller.send('{');
    expect(controller.getSnapshot().answer?.text.split('\n').at(-1)).toBe('The arguments are not JSON.');
  });

  test('a call hands the client the chosen tool’s example, for a message about malformed arguments', async () => {
    const { controller, calls } = harness();
    controller.connectTo({ server: 'clockford', revision: '2026-07-28', runInProgress: false });
    await settle();
    await controller.send('{');
    controller.selectTool('look');
    await controller.send('{');
    expect(calls).toEqual([
      expect.objectContaining({ tool: 'post', example: '{"text":"text"}' }),
      expect.objectContaining({ tool: 'look', example: '{}' }),
    ]);
  });

  test('a failed listing says so', async () => {
    const { controller, listTools } = harness();
    listTools.mockRejectedValueOnce(new Error('HTTP 503'));
    controller.connectTo({ server: 'clockford', revision: '2026-07-28', runInProgress: false });
    await settle();
    expect(controller.getSnapshot().answer).toEqual({ ok: false, text: 'Could not list the tools: HTTP 503' });
  });
});
