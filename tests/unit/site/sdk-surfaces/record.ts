/**
 * Records what the official TypeScript SDK clients show a program for each catalog entry: v2
 * (`@modelcontextprotocol/client`) and v1 (`@modelcontextprotocol/sdk`, on the revision it speaks).
 * Each client connects to the in-process mock as a real one would, the mock is made to hold the entry
 * (or its rule is met), and the client calls a tool; what it throws or returns is written down, with
 * whether the HTTP status and the Retry-After value survive into it. Nothing here is typed in: the
 * entry pages show this record, and `sdk-surfaces.test.ts` checks it is current.
 */
import { readFileSync } from 'node:fs';
import type { CatalogEntry } from '../../../../src/catalog/index.ts';
import type { SdkSurfaces } from '../../../../src/components/entry/sdk-surfaces.ts';
import { ManualClock } from '../../../../src/mock/clock.ts';
import { createMockServers } from '../../../../src/mock/handler.ts';
import { sequentialIds } from '../../../../src/mock/ids.ts';
import { meetSdk, unspokenWhy } from '../../../../src/playground/sdk-clients/meet-sdk.ts';
import type { Sdk, SdkSurface } from '../../../../src/playground/sdk-clients/sdk-surface.ts';

const origin = 'http://mock.test';

const versionOf = (path: string): string =>
  (
    JSON.parse(readFileSync(new URL(`../../../../node_modules/${path}/package.json`, import.meta.url), 'utf8')) as {
      version: string;
    }
  ).version;

/** One SDK meeting one entry, against a fresh in-process mock: the playground's own `meetSdk`. */
async function meet(entry: CatalogEntry, sdk: Sdk): Promise<SdkSurface> {
  const why = unspokenWhy(entry, sdk);
  if (why) return { outcome: 'not-spoken', why };
  const mock = createMockServers({ clock: new ManualClock(), origin, ids: sequentialIds() });
  const fetch = async (input: string | URL, init?: RequestInit): Promise<Response> =>
    (await mock.handle(new Request(input, init))) ?? new Response('Not served.', { status: 404 });
  return meetSdk({ entry, sdk, origin, mock, fetch, sceneFetch: fetch });
}

/** What both SDKs show for every entry, with the versions they were observed on. */
export async function recordSdkSurfaces(entries: readonly CatalogEntry[]): Promise<SdkSurfaces> {
  const record: SdkSurfaces = {
    sdks: {
      v2: { package: '@modelcontextprotocol/client', version: versionOf('@modelcontextprotocol/client') },
      v1: { package: '@modelcontextprotocol/sdk', version: versionOf('@modelcontextprotocol/sdk') },
    },
    entries: {},
  };
  for (const entry of entries) record.entries[entry.id] = { v2: await meet(entry, 'v2'), v1: await meet(entry, 'v1') };
  return record;
}
