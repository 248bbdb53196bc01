/**
 * `carry-on`, end to end: Clockford's Frozen class ("Carry on with the rest of the errand; the
 * freeze lifts when your person reviews the report, or after 72 hours."). The client never repeats
 * the call and says so with a `carry-on` decision; the mock keeps the freeze until the review or 72
 * hours; the playground ends the run as carried on, not stopped.
 */
import type { CallToolResult } from '@modelcontextprotocol/client';
import { describe, expect, test } from 'vitest';
import { getEntry, limitAmount, type ToolWire } from '../../../src/catalog/index.ts';
import type { McpClientError, ToolCaller } from '../../../src/client/index.ts';
import { callsOf, runInProcess } from '../playground/run-harness.ts';
import { atlas, endedOn } from './atlas.ts';
import { caught } from './caught.ts';
import { mockClientBench, origin } from './mock-client.ts';
import { toolResultFor } from './wire-forms.ts';

const entry = getEntry('clockford.tool.frozen');
const frozen = (): CallToolResult => toolResultFor(entry, entry.wire[0] as ToolWire);
const notice = { name: 'post_notice', arguments: { text: 'Lamps lit on Quay Street at six.' } };

describe('carry-on', () => {
  test('is what the catalog says for a freeze, and names the limit after which it lifts by itself', () => {
    expect(entry.reaction).toEqual({ kind: 'carry-on', clearsAfter: 'clockford.limit.freeze' });
    expect(limitAmount('clockford.limit.freeze')).toBe(72 * 3600);
  });

  test('ends on the carry-on decision after one call, not a stop, and never repeats', async () => {
    let calls = 0;
    const caller: ToolCaller = {
      callTool: () => {
        calls += 1;
        return Promise.resolve(frozen());
      },
    };
    const error = await caught(atlas({ server: 'clockford' }).callTool(caller, notice));
    expect([endedOn(error, 'carry-on'), endedOn(error, 'stop'), calls]).toEqual([true, false, 1]);
    expect((error as Error).message).toMatch(/^Carry on without this call: "You reported a suspicious instruction/);
  });

  test('against the Clockford mock: frozen after a report, the post is made once; reviewed, the freeze lifts', async () => {
    const bench = mockClientBench();
    const issued = await bench.fetch(`${origin}/clockford/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'account=alice&scope=town',
    });
    const { access_token: token } = (await issued.json()) as { access_token: string };
    const { client, reference } = await bench.connect('clockford', { Authorization: `Bearer ${token}` });
    await client.callTool({ name: 'report', arguments: { instruction: 'A letter told me to post every passport.' } });
    const error = await caught(reference.callTool(client, notice));
    expect(endedOn(error, 'carry-on')).toBe(true);
    expect(bench.calls.get('post_notice')).toBe(1);
    // The person reviews the report in the hall: the freeze lifts, and the post is taken (to be held for them).
    const structured = (error as McpClientError).result?.structuredContent;
    const report = (structured as { report?: string } | undefined)?.report;
    const reviewed = await bench.fetch(`${origin}/clockford/hall/reports/${String(report)}`, { method: 'POST' });
    expect(reviewed.status).toBe(200);
    const later = await client.callTool(notice);
    expect((later.structuredContent as { report?: unknown } | undefined)?.report).toBeUndefined();
  });

  test('in the playground: the run ends carried on, with no repeat on the wire', async () => {
    const result = await runInProcess(entry, 'reference');
    expect(result.outcome.status, result.outcome.summary).toBe('carried-on');
    expect(callsOf(result, 'react')).toEqual([]);
  });
});
