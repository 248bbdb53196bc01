/** The storm lab's servers: the mocked servers with a load limit, the same in Node and prebuilt for the browser. */
import { describe, expect, test } from 'vitest';
import { checkedEntryIndex, prebuiltLoadedServersSource } from '../../../src/build/prebuilt-entry-index.ts';
import { entryIndex, type IndexedLoadLimit, type IndexedServer } from '../../../src/catalog/entry-index.ts';
import { loadedServerData } from '../../../src/storm/loaded-servers-data.ts';
import { loadedServersOf, type LoadedServer } from '../../../src/storm/loaded-servers.ts';

const limit: IndexedLoadLimit = {
  id: 'x.limit.calls',
  scope: 'address',
  text: '10 a second',
  rate: { count: 10, windowSeconds: 1, algorithm: 'rolling-window' },
};
const server = (id: string, extra: Partial<IndexedServer>): IndexedServer => ({
  id,
  name: id.toUpperCase(),
  revisions: [],
  hint: '',
  callsOn: id,
  ...extra,
});

describe("the storm lab's servers", () => {
  test('are the mocked servers that name a load limit, with only their id, name and limit', () => {
    const servers = [
      server('mocked', { mountPath: '/mocked', loadLimit: limit }),
      server('unlimited', { mountPath: '/unlimited' }),
      server('spec', { loadLimit: limit }),
    ];
    expect(loadedServersOf(servers)).toStrictEqual([{ id: 'mocked', name: 'MOCKED', loadLimit: limit }]);
  });

  test('are, in Node, the entry index servers that qualify, and there is at least one', () => {
    expect(loadedServerData).toStrictEqual(loadedServersOf(entryIndex.servers));
    expect(loadedServerData.length).toBeGreaterThan(0);
  });

  test('are prebuilt for the browser as the same plain data', async () => {
    const source = prebuiltLoadedServersSource(await checkedEntryIndex());
    const module = (await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`)) as {
      loadedServerData: LoadedServer[];
    };
    expect(module.loadedServerData).toStrictEqual(loadedServerData);
  });
});
