/** The client's entries in the browser build: the same values as the module as written, with no catalog code. */
import { expect, test } from 'vitest';
import { prebuiltClientEntriesSource } from '../../../src/build/prebuilt-client-entries.ts';
import * as clientEntries from '../../../src/client-data/entries.ts';

test('the prebuilt module exports every list of the module as written, value for value, and imports nothing', async () => {
  const source = prebuiltClientEntriesSource(clientEntries);
  expect(source).not.toMatch(/\bimport\b/);
  const evaluated = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as Record<string, unknown>;
  const lists = Object.entries(clientEntries).filter(([, value]) => Array.isArray(value));
  expect(lists.length).toBeGreaterThan(1);
  expect(Object.keys(evaluated).sort()).toEqual(lists.map(([name]) => name).sort());
  for (const [name, value] of lists) expect(evaluated[name], name).toEqual(JSON.parse(JSON.stringify(value)));
});
