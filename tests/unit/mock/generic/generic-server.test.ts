/** The generic mock serves a catalog's server for real: its revisions, its tools, and the gate's generic rules. */
import { describe, expect, test } from 'vitest';
import { argumentsFor, toolsOf } from '../../../../src/mock/generic/index.ts';
import { harbor, harborBench, origin } from './harbor-bench.ts';

const result = (observation: { message?: { result?: unknown } | undefined }) =>
  observation.message?.result as
    | { content?: Array<{ text?: string }>; isError?: boolean; tools?: Array<{ name: string; inputSchema: unknown }> }
    | undefined;

describe('createGenericServer', () => {
  test('answers initialize at 2025-11-25 and server/discover at 2026-07-28', async () => {
    const { driver } = harborBench();
    const legacy = await driver('2025-11-25').initialize();
    expect(legacy.status).toBe(200);
    expect(legacy.message?.result).toMatchObject({ protocolVersion: '2025-11-25', serverInfo: { name: 'harbor' } });
    const modern = await driver('2026-07-28').rpc('server/discover');
    expect(modern.status).toBe(200);
    expect(JSON.stringify(modern.message?.result)).toContain('2026-07-28');
  });

  test.each(harbor.server.revisions)('lists the catalog’s tools with their schemas at %s', async (revision) => {
    const { driver } = harborBench();
    const listed = result(await driver(revision).rpc('tools/list'))?.tools ?? [];
    expect(listed.map((tool) => [tool.name, tool.inputSchema])).toEqual(
      toolsOf(harbor.server).map((tool) => [tool.name, tool.inputSchema]),
    );
  });

  test.each(harbor.server.revisions)('calls every tool with plausible arguments at %s', async (revision) => {
    const { driver } = harborBench();
    for (const tool of toolsOf(harbor.server)) {
      const reply = result(await driver(revision).callTool(tool.name, argumentsFor(tool), { noSession: true }));
      expect(reply?.isError ?? false).toBe(false);
      expect(reply?.content?.[0]?.text).toMatch(new RegExp(`^${tool.name}: `));
    }
  });
});

describe('the generic gate', () => {
  test('refuses a foreign Origin and a foreign Host with the specification’s entries', async () => {
    const { driver, fetch } = harborBench();
    const foreignOrigin = await driver().callTool(
      'list_sailings',
      { port: 'NLRTM' },
      { headers: { Origin: 'https://evil.example' } },
    );
    expect(foreignOrigin.status).toBe(403);
    const foreignHost = await fetch(`${origin}/harbor/mcp`, {
      method: 'POST',
      headers: { Host: 'evil.example' },
      body: '{}',
    });
    expect(foreignHost.status).toBe(403);
    expect(await foreignHost.text()).toMatch(/evil\.example/);
  });

  test('answers an unknown path with the server’s own not-found entry, or a plain 404 without one', async () => {
    const own = await harborBench().fetch(`${origin}/harbor/tide-tables`);
    expect([own.status, ((await own.json()) as { error?: unknown }).error]).toEqual([404, 'not_found']);
    const bare = harborBench({
      ...harbor,
      entries: harbor.entries.filter((entry) => entry.id !== 'harbor.http.not-found'),
    });
    const plain = await bare.fetch(`${origin}/harbor/tide-tables`);
    expect([plain.status, plain.headers.get('Content-Type')]).toEqual([404, 'text/plain; charset=utf-8']);
  });

  test('caps the body at the part’s size limit', async () => {
    const { driver } = harborBench();
    const atLimit = await driver().callTool('list_sailings', { port: 'NLRTM', note: 'x'.repeat(60 * 1024) });
    expect(atLimit.status).toBe(200);
    const over = await driver().callTool('list_sailings', { port: 'NLRTM', note: 'x'.repeat(64 * 1024) });
    expect([over.status, over.body]).toEqual([413, 'Request body over 64 KiB.']);
  });
});

describe('a server that lists no tools', () => {
  const toolless = { ...harbor, server: { ...harbor.server, tools: undefined } };

  test('serves the generic lookup and save_note', async () => {
    const listed = result(await harborBench(toolless).driver().rpc('tools/list'))?.tools ?? [];
    expect(listed.map((tool) => tool.name)).toEqual(['lookup', 'save_note']);
  });

  test('replays save_note for the same request_id and saves a new one for another', async () => {
    const { driver } = harborBench({
      ...toolless,
      entries: toolless.entries.filter((entry) => entry.reaction.kind !== 'replay-ok'),
    });
    const save = async (key: string) =>
      result(await driver().callTool('save_note', { text: 'Pilot at nine.', request_id: key }))?.content?.[0]?.text;
    const first = await save('a');
    expect(first).toMatch(/receipt r-1/);
    expect(await save('a')).toBe(first);
    expect(await save('b')).toMatch(/receipt r-2/);
  });
});

describe('a tool whose inputSchema does not compile', () => {
  test('stops the server from being built, naming the tool', () => {
    const broken = { name: 'broken', description: '', readOnly: true, inputSchema: { type: 'no-such-type' } };
    expect(() => harborBench({ ...harbor, server: { ...harbor.server, tools: [broken] } })).toThrow(
      /harbor: the inputSchema of the tool "broken" is not a JSON Schema/,
    );
  });
});
