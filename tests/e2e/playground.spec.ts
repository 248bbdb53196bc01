import { expect, test, type Page } from '@playwright/test';
import { withBase } from '../../src/base-path.ts';
import { entries, servers } from '../../src/catalog/index.ts';
import { naiveMaxAttempts } from '../../src/client/naive.ts';
import { errorsPath } from '../../src/components/routes.ts';

/** The playground with its island hydrated. The mock's worker starts on first use; Trigger awaits it. */
async function openPlayground(page: Page, query = '') {
  await page.goto(withBase(`/playground/${query}`));
  await expect(page.locator('astro-island:not([ssr])')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Trigger' })).toBeEnabled({ timeout: 20_000 });
}

const referencePane = (page: Page) => page.getByRole('region', { name: 'Reference client' });

for (const server of servers) {
  test(`every ${server.name} entry, triggered through the UI, shows the reaction the catalog gives it`, async ({
    page,
  }) => {
    const own = entries.filter((entry) => entry.server === server.id);
    // An entry's scene can be hundreds of calls (300 notices on the board): generous on a busy machine.
    test.setTimeout(240_000 + own.length * 20_000);
    await openPlayground(page, '?policy=reference');
    await page.getByLabel('Server').selectOption(server.id);
    for (const entry of own) {
      await page.getByLabel('Error').selectOption(entry.id);
      await page.getByRole('button', { name: 'Trigger' }).click();
      const pane = page.locator(`.pg-pane[data-entry="${entry.id}"][data-state="done"]`);
      await expect(pane, `${entry.id} finishes`).toHaveCount(1, { timeout: 180_000 });
      await expect(pane.locator(`.pg-badge[data-action="${entry.reaction.kind}"]`).first(), entry.id).toBeVisible();
    }
  });
}

test(
  'a Try it link on a table row lands on that entry, ready to run from the keyboard',
  { tag: '@under-a-path' },
  async ({ page }) => {
    const entry = entries.find((candidate) => candidate.id === 'clockford.tool.clerk-busy')!;
    await page.goto(errorsPath('clockford'));
    await page.locator(`tr[id="${entry.id}"] a.try-it`).click();
    await expect(page).toHaveURL(new RegExp(`/playground/\\?entry=${entry.id.replace(/\./g, '\\.')}`));
    await expect(page.locator('astro-island:not([ssr])')).toHaveCount(1);
    await expect(page.getByLabel('Error')).toHaveValue(entry.id);
    const trigger = page.getByRole('button', { name: 'Trigger' });
    await expect(trigger).toBeEnabled({ timeout: 20_000 });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(referencePane(page).getByRole('status')).toContainText('Succeeded', { timeout: 15_000 });
    await expect(referencePane(page).locator('.pg-badge[data-action="retry-after"]').first()).toBeVisible();
  },
);

/** A row of the scorecard: the label, then one cell per client. */
async function scoreRow(page: Page, label: string): Promise<string[]> {
  const row = page.getByRole('region', { name: 'Scorecard' }).getByRole('row', { name: new RegExp(`^${label}`) });
  return row.getByRole('cell').allInnerTexts();
}

test(
  'the default link teaches the lesson: the scorecard first, the naive client refused where the reference one waited',
  { tag: '@under-a-path' },
  async ({ page }) => {
    await openPlayground(page);
    const trigger = page.getByRole('button', { name: 'Trigger' });
    await trigger.click();
    // Disabled, and saying so, from the first run until the last.
    const running = page.getByRole('button', { name: 'Running…' });
    await expect(running).toBeDisabled();
    await expect(page.locator('.pg-pane[data-state="done"]')).toHaveCount(2, { timeout: 60_000 });
    await expect(trigger).toBeEnabled();
    expect(await scoreRow(page, 'Outcome')).toEqual(['Succeeded', 'Gave up']);
    // The mock ran in the service worker, served from the playground's folder (under the site's base path) and
    // scoped to it: a worker script outside the path would 404, and the page would fall back to the in-page mock.
    const worker = await page.evaluate(async () => ({
      scope: (await navigator.serviceWorker.getRegistration())?.scope,
      script: navigator.serviceWorker.controller?.scriptURL,
    }));
    expect(worker).toEqual({
      scope: new URL(withBase('/playground/'), page.url()).href,
      script: new URL(withBase('/playground/mockServiceWorker.js'), page.url()).href,
    });
    // The naive client's cap is the one constant the client, the lab and the playground share.
    const cap = naiveMaxAttempts;
    expect(await scoreRow(page, 'Calls it sent')).toEqual(['2', String(cap)]);
    expect(await scoreRow(page, 'Refused by the server')).toEqual(['1', String(cap)]);
    expect(await scoreRow(page, 'Every named wait honoured')).toEqual(['yes', 'no']);
    await expect(page.locator('.pg-lesson')).toContainText('called again before the wait the server named had passed');
    // The scene is one folded row, the same in both panes; the naive client's repeats are one row too.
    for (const name of ['Reference client', 'Naive client'])
      await expect(page.getByRole('region', { name }).locator('.pg-scene summary')).toHaveText(
        /^Scene: \d+ requests set up the server/,
      );
    await expect(page.getByRole('region', { name: 'Naive client' }).locator(`[data-count="${cap - 1}"]`)).toContainText(
      `Calls 2–${cap} (${cap - 1} ×)`,
    );
  },
);

test('the same link gives the same timeline, event for event', async ({ page }) => {
  test.setTimeout(180_000);
  await openPlayground(page, '?entry=connect.http.rate-limited&policy=both&seed=5');
  const timelines = async () => {
    await page.getByRole('button', { name: 'Trigger' }).click();
    await expect(page.locator('.pg-pane[data-state="done"]')).toHaveCount(2, { timeout: 80_000 });
    return page.locator('.pg-timeline').allInnerTexts();
  };
  const first = await timelines();
  expect(await timelines()).toEqual(first);
});

test('a finished run can be linked and downloaded as JSON', async ({ page }) => {
  await openPlayground(page, '?entry=clockford.tool.passport-closed&policy=both&seed=3');
  await page.getByRole('button', { name: 'Trigger' }).click();
  await expect(page.locator('.pg-pane[data-state="done"]')).toHaveCount(2, { timeout: 60_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download run (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('clockford.tool.passport-closed-seed-3.json');
  const saved = JSON.parse(
    await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString()),
  ) as {
    link: string;
    runs: Array<{ client: string; outcome: string; seed: number }>;
  };
  expect(saved.link).toContain('entry=clockford.tool.passport-closed');
  expect(saved.runs.map((run) => [run.client, run.outcome, run.seed])).toEqual([
    ['reference', 'stopped', 3],
    ['naive', 'gave-up', 3],
  ]);
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
});

test('the revision control appears only where the run can speak two; otherwise the page says what the run uses', async ({
  page,
}) => {
  await openPlayground(page, '?entry=rooms.tool.rate-limited');
  await expect(page.getByRole('group', { name: 'Rooms speaks' })).toHaveCount(0);
  await expect(page.locator('.pg-runs-on')).toHaveText(/Runs on Rooms\s*at 2025-11-25/);
  const server = page.getByRole('combobox', { name: /^Server/ });
  await server.selectOption('spec');
  await page.getByRole('combobox', { name: /^Error/ }).selectOption('spec.protocol.batch');
  await expect(page.locator('.pg-runs-on')).toHaveText(/Runs on Connect\s*at 2026-07-28/);
  await server.selectOption('clockford');
  await expect(page.getByRole('group', { name: 'Clockford speaks' })).toBeVisible();
});

test('the Clockford revision toggle changes how the client connects', async ({ page }) => {
  await openPlayground(page, '?entry=clockford.tool.clerk-busy&policy=reference&revision=2025-11-25');
  await page.getByRole('button', { name: 'Trigger' }).click();
  await expect(referencePane(page).getByRole('status')).not.toBeEmpty({ timeout: 15_000 });
  await expect(referencePane(page)).toContainText('fell back to initialize');
  await page.getByLabel('2026-07-28').check();
  await page.getByRole('button', { name: 'Trigger' }).click();
  await expect(referencePane(page)).toContainText('connected at 2026-07-28', { timeout: 15_000 });
  await expect(page).toHaveURL(/revision=2026-07-28/);
});

test('malformed arguments get a clear message, and the page keeps working', async ({ page }) => {
  await openPlayground(page, '?entry=connect.tool.tool-error');
  const manual = page.getByRole('region', { name: 'Call a tool yourself' });
  await expect(manual.getByLabel('Tool')).toBeDisabled();
  await expect(manual).toContainText('listed once the mock servers start');
  // Going to type is using the playground: the mock servers start and the tools are listed.
  await manual.getByLabel('Arguments (JSON)').focus();
  await expect(manual.getByLabel('Tool')).toBeEnabled({ timeout: 15_000 });
  await manual.getByLabel('Arguments (JSON)').fill('{"q": ');
  await manual.getByRole('button', { name: 'Call' }).click();
  await expect(manual.getByRole('status')).toContainText('The arguments are not JSON');
  await manual.getByLabel('Arguments (JSON)').fill('{"q": "retry"}');
  await manual.getByRole('button', { name: 'Call' }).click();
  await expect(manual.getByRole('status')).toContainText('errors-and-retries');
});

test('Call a tool yourself shows the chosen tool, starts from an example of its arguments, and hints at its own tools', async ({
  page,
}) => {
  await openPlayground(page, '?entry=connect.tool.tool-error');
  const manual = page.getByRole('region', { name: 'Call a tool yourself' });
  await expect(manual).toContainText('Try search_docs with q ""');
  await manual.getByLabel('Arguments (JSON)').focus();
  await expect(manual.getByLabel('Tool')).toBeEnabled({ timeout: 15_000 });
  await manual.getByLabel('Tool').selectOption('search_docs');
  await expect(manual.getByRole('list', { name: 'Arguments of search_docs' })).toContainText('q (string, required');
  const example = JSON.parse(await manual.getByLabel('Arguments (JSON)').inputValue()) as Record<string, unknown>;
  expect(Object.keys(example)).toContain('q');
  await manual.getByRole('button', { name: 'Call' }).click();
  await expect(manual.getByRole('status')).not.toBeEmpty({ timeout: 15_000 });
});

test('Call a tool yourself connects after a run that reset the mock, and keeps its answer through the next', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Trigger first: the run starts the mock and resets it (ending every session) while it goes.
  await openPlayground(page, '?entry=clockford.http.rate-limited&policy=both');
  await page.getByRole('button', { name: 'Trigger' }).click();
  await expect(page.locator('.pg-pane[data-state="done"]')).toHaveCount(2, { timeout: 60_000 });
  const manual = page.getByRole('region', { name: 'Call a tool yourself' });
  await expect(manual.getByLabel('Tool')).toBeEnabled({ timeout: 15_000 });
  await manual.getByLabel('Tool').selectOption('ask_directory');
  await manual.getByLabel('Arguments (JSON)').fill('{"question": "Where is the post office?"}');
  await manual.getByRole('button', { name: 'Call' }).click();
  const answer = manual.getByRole('status');
  await expect(answer).toContainText('residents', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Trigger' }).click();
  await expect(page.locator('.pg-pane[data-state="done"]')).toHaveCount(2, { timeout: 60_000 });
  await expect(answer).toContainText('residents');
  await expect(manual.getByLabel('Tool')).toBeEnabled({ timeout: 15_000 });
});

test('the timeline shows the client’s refused call right before the decision about it, the flood folded away', async ({
  page,
}) => {
  await openPlayground(page, '?entry=clockford.http.rate-limited&policy=reference');
  await page.getByRole('button', { name: 'Trigger' }).click();
  const events = referencePane(page).locator('.pg-timeline > li');
  await expect(referencePane(page)).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  const lines = await events.allInnerTexts();
  const decision = lines.findIndex((line) => line.startsWith('retry-after'));
  expect(decision).toBeGreaterThan(0);
  expect(lines[decision - 1]).toMatch(/^429 Call 1 POST \/clockford\/mcp/);
});

test('when the mock cannot start, the page says why and how to recover', async ({ page }) => {
  // Neither way can start, until the test allows it for the next load: the worker cannot be registered (a browser
  // that refuses service workers) and the page's fetch cannot be patched (a page that froze it).
  await page.addInitScript(() => {
    if (sessionStorage.getItem('service-workers-work')) return;
    ServiceWorkerContainer.prototype.register = () =>
      Promise.reject(new TypeError('Service workers are disabled in this browser.'));
    const pageFetch = window.fetch.bind(window);
    Object.defineProperty(window, 'fetch', { value: pageFetch, writable: false, configurable: false });
  });
  await openPlayground(page, '?entry=clockford.tool.clerk-busy&policy=reference');
  await page.getByRole('button', { name: 'Trigger' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(
    'The mock servers could not start in this browser: the page’s own fetch could not be intercepted. Reload the page',
    { timeout: 20_000 },
  );
  await expect(page.locator('.pg-mock-state')).toHaveAttribute('data-mock', 'failed');
  await expect(page.getByRole('button', { name: 'Trigger' })).toBeDisabled();

  await page.evaluate(() => sessionStorage.setItem('service-workers-work', 'yes'));
  await alert.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByRole('button', { name: 'Trigger' })).toBeEnabled({ timeout: 20_000 });
  await expect(page.getByLabel('Error')).toHaveValue('clockford.tool.clerk-busy');
  await page.getByRole('button', { name: 'Trigger' }).click();
  await expect(referencePane(page).getByRole('status')).toContainText('Succeeded', { timeout: 20_000 });
  await expect(alert).toHaveCount(0);
});

/** Strings only the mock's and the SDK's code contain (the bench looks for the same ones). */
const mockMarkers = ['mockServiceWorker', 'StreamableHTTPClientTransport'];

test('a reader who only reads loads none of the mock, MSW or the SDK; first use starts them', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
  });
  await openPlayground(page, '?entry=clockford.tool.clerk-busy');
  await page.waitForLoadState('networkidle');
  const state = page.locator('.pg-mock-state');
  await expect(state).toHaveAttribute('data-mock', 'idle');
  await expect(state).toHaveText('The mock servers start in this page when you first use the playground.');
  expect(scripts.filter((text) => mockMarkers.some((marker) => text.includes(marker)))).toEqual([]);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);

  await page.locator('.pg-controls').hover();
  await expect(state).toHaveAttribute('data-mock', 'ready', { timeout: 20_000 });
  await expect(state).toHaveText(
    /^The mock servers are running in this page, in a service worker: .* as a red line in its console/,
  );
  expect(scripts.some((text) => mockMarkers.some((marker) => text.includes(marker)))).toBe(true);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/playground\/mockServiceWorker\.js$/,
  );
});

test('the form is in the page as built, so hydrating it shifts no layout', async ({ page, request }) => {
  const html = await (await request.get(withBase('/playground/'))).text();
  expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Trigger<\/button>/);
  expect(html).not.toContain('Loading the playground');
  await page.goto(withBase('/playground/?entry=rooms.tool.rate-limited&policy=reference&seed=9'));
  await expect(page.locator('astro-island:not([ssr])')).toHaveCount(1);
  // The link's state replaces the default the page was built with.
  await expect(page.getByLabel('Error')).toHaveValue('rooms.tool.rate-limited');
  await expect(page.getByLabel('Seed')).toHaveValue('9');
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  // Lighthouse and Core Web Vitals call a cumulative layout shift under 0.1 good.
  expect(shift).toBeLessThan(0.1);
});
