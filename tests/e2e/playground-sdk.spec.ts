/** The official SDK clients, chosen on the playground's client picker, run bare against the mock in the page. */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { entries, servers } from '../../src/catalog/index.ts';
import type { SdkSurfaces } from '../../src/components/entry/sdk-surfaces.ts';

/** The SDK reality table, as recorded: the page's runs name the same error classes. */
const recordedSdkSurfaces = JSON.parse(
  readFileSync(new URL('../../src/components/entry/sdk-surfaces.json', import.meta.url), 'utf8'),
) as SdkSurfaces;

async function openPlayground(page: Page, query: string) {
  await page.goto(`/playground/${query}`);
  await expect(page.locator('astro-island:not([ssr])')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Trigger' })).toBeEnabled({ timeout: 20_000 });
}

/** The report's value for a row: `HTTP status` → `HTTP 429: kept, in error.code`. */
const reportRow = (page: Page, pane: string, label: string) =>
  page
    .getByRole('region', { name: pane })
    .getByRole('region', { name: 'What the caller received' })
    .getByRole('row', { name: new RegExp(`^${label}`) })
    .getByRole('cell');

for (const [choice, title, statusIn, errorClass] of [
  ['sdk-v2', 'Official SDK v2, as documented', 'error.data.status', 'SdkHttpError'],
  ['sdk-v1', 'Official SDK v1, as documented', 'error.code', 'StreamableHTTPError'],
] as const) {
  test(`${title}: picked on the playground, it runs an entry and shows what its caller received`, async ({ page }) => {
    test.setTimeout(120_000);
    await openPlayground(page, '?entry=clockford.http.rate-limited');
    await page.getByRole('combobox', { name: /^Client/ }).selectOption(choice);
    await expect(page).toHaveURL(new RegExp(`policy=${choice}`));
    await page.getByRole('button', { name: 'Trigger' }).click();
    const pane = page.getByRole('region', { name: title });
    await expect(pane).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
    // The class by its name, though the build renamed the SDK's classes.
    await expect(pane.getByRole('status')).toContainText(`Stopped: callTool threw ${errorClass}`);
    await expect(reportRow(page, title, 'HTTP status')).toHaveText(`HTTP 429: kept, in ${statusIn}`);
    await expect(reportRow(page, title, 'Retry-After')).toHaveText(/^\d+: lost/);
    await expect(reportRow(page, title, 'Retried')).toHaveText('no: 1 tools/call request on the wire');
    // The wire is the SDK's own: its call went to the mock, and the pane shows it.
    await pane.getByText(/^Wire: every request and response/).click();
    await expect(pane.locator('.pg-wire-box')).toContainText('tools/call');
  });
}

test('SDK v1 against Connect, which speaks only 2026-07-28, shows what really happens, as a lesson', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openPlayground(page, '?entry=connect.http.rate-limited');
  await page.getByRole('combobox', { name: /^Client/ }).selectOption('sdk-v1');
  await page.getByRole('button', { name: 'Trigger' }).click();
  const title = 'Official SDK v1, as documented';
  const pane = page.getByRole('region', { name: title });
  await expect(pane).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  await expect(pane.getByRole('status')).toContainText('connect() failed');
  await expect(pane.getByRole('region', { name: 'What the caller received' })).toContainText(
    'A lesson: Connect gives this entry at 2026-07-28; v1 speaks up to 2025-11-25.',
  );
});

/**
 * The entries run in the page under an SDK: every one with E2E_ALL_ENTRY_PAGES=1; otherwise one of each server, level
 * and outcome the table records for that SDK (throws, returns, hangs, not spoken), as the other browser checks take one
 * page per template. Vitest runs every entry under both SDKs through the same `runEntry` (sdk-runs.test.ts).
 */
function entriesToRun(sdk: 'v1' | 'v2') {
  if (process.env['E2E_ALL_ENTRY_PAGES'] === '1') return entries;
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const kind = `${entry.server} ${entry.level} ${recordedSdkSurfaces.entries[entry.id]![sdk].outcome}`;
    if (seen.has(kind)) return false;
    seen.add(kind);
    return true;
  });
}

for (const [choice, title] of [
  ['sdk-v2', 'Official SDK v2, as documented'],
  ['sdk-v1', 'Official SDK v1, as documented'],
] as const) {
  const toRun = entriesToRun(choice === 'sdk-v2' ? 'v2' : 'v1');
  test(`${toRun.length === entries.length ? 'every catalog entry runs' : `${toRun.length} entries, one of each server, level and outcome, run`} in the page under the ${title.replace('Official', 'official')}, to a described outcome`, async ({
    page,
  }) => {
    // Each run is a handshake and one call; a call the SDK never settles waits out its patience (5 s).
    test.setTimeout(120_000 + toRun.length * 10_000);
    for (const server of servers) {
      const ofServer = toRun.filter((candidate) => candidate.server === server.id);
      if (ofServer.length === 0) continue;
      await openPlayground(page, `?server=${server.id}&policy=${choice}`);
      for (const entry of ofServer) {
        await page.getByRole('combobox', { name: /^Error/ }).selectOption(entry.id);
        await page.getByRole('button', { name: 'Trigger' }).click();
        const pane = page.locator(`.pg-pane[data-entry="${entry.id}"][data-state="done"]`);
        await expect(pane, `${entry.id} finishes`).toHaveCount(1, { timeout: 30_000 });
        await expect(pane.getByRole('status'), entry.id).toHaveText(/^(Succeeded|Stopped|Hung): \S/);
        // The page's stand-ins for the SDKs' JSON Schema validators are never asked.
        await expect(pane.getByRole('status'), entry.id).not.toContainText('carries no JSON Schema validator');
        const recorded = recordedSdkSurfaces.entries[entry.id]![choice === 'sdk-v2' ? 'v2' : 'v1'];
        await expect(pane.getByRole('region', { name: 'What the caller received' }), entry.id).toContainText(
          recorded.outcome === 'throws'
            ? `callTool threw ${recorded.errorClass}`
            : // Where the table records no run (a revision v1 does not speak), the page shows what happens all the same.
              /callTool threw \w+|callTool returned|connect\(\) failed|hung: the SDK never returned/,
        );
      }
    }
  });
}
