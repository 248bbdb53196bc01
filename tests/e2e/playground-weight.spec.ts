import { expect, test } from '@playwright/test';
import { entryIndexData } from '../../src/catalog/entry-index-data.ts';
import { entries, getEntry, type Wire } from '../../src/catalog/index.ts';

/** Strings only zod's code holds: its class names and its `jitless` option survive minifying. */
const zodMarkers = ['$ZodObject', 'ZodError', 'jitless'];

/** The longest run of a text that a bundle keeps as it is, whether in a JS string or in JSON. */
const plainRun = (text: string): string =>
  (text.match(/[\w ,.()-]+/g) ?? []).reduce((longest, run) => (run.length > longest.length ? run : longest), '');

/** The text a wire form quotes: the tool's text, the JSON-RPC message, or a plain-text body. */
const wireText = (wire: Wire): string =>
  wire.kind === 'tool-result'
    ? wire.text
    : wire.kind === 'jsonrpc-error'
      ? wire.message
      : wire.body.type === 'text'
        ? wire.body.text
        : '';

test('before first use the playground loads its entry index, and neither zod nor the catalog', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
  });
  await page.goto('/playground/?entry=clockford.tool.clerk-busy');
  await expect(page.locator('astro-island:not([ssr])')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Trigger' })).toBeEnabled({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.pg-mock-state')).toHaveAttribute('data-mock', 'idle');
  const code = scripts.join('\n');

  // The picker's data is in the page's scripts: the index carries each entry's title and how it is produced.
  const shown = getEntry('clockford.tool.clerk-busy');
  expect(code).toContain(plainRun(shown.title));
  expect(code).toContain(plainRun(shown.trigger.kind === 'rule' ? shown.trigger.how : shown.trigger.why));
  // The catalog is not: no entry's meaning or advice, no text of its wire forms.
  const prose = entries.flatMap((entry) => [entry.meaning, entry.action, ...entry.wire.map(wireText)]).map(plainRun);
  // What the index carries by design (titles, how each entry is produced, the storm lab's load limits' words) is not.
  const indexed = JSON.stringify(entryIndexData);
  const carried = (run: string) => run.length >= 30 && code.includes(run) && !indexed.includes(run);
  expect(prose.filter(carried)).toEqual([]);
  expect(zodMarkers.filter((marker) => code.includes(marker))).toEqual([]);
});
