import { expect, test, type BrowserContext, type Page } from '@playwright/test';

/**
 * How the playground's mock starts: in more than one tab (a tab opened from a run's link, run there and closed, then
 * another opened after a reload), with service workers refused, after a hard reload, and on a slow network. Each tab
 * must reach a mock, by the worker or inside the page, and say which it has.
 */

// Each test starts the mock, some more than once: generous on a loaded machine.
test.describe.configure({ timeout: 120_000 });

const referencePane = (page: Page) => page.getByRole('region', { name: 'Reference client' });

/** Opens `url` in a new tab of `context`, runs it with the reference client, and returns the tab. */
async function runInNewTab(context: BrowserContext, url: string): Promise<Page> {
  const tab = await context.newPage();
  await tab.goto(url);
  await runHere(tab);
  return tab;
}

/** Triggers the tab's entry and waits for the reference client's outcome, which must not be a failed run. */
async function runHere(tab: Page): Promise<void> {
  await expect(tab.locator('astro-island:not([ssr])')).toHaveCount(1);
  await expect(tab.getByRole('button', { name: 'Trigger' })).toBeEnabled({ timeout: 20_000 });
  await tab.getByRole('button', { name: 'Trigger' }).click();
  await expect(referencePane(tab)).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  await expect(referencePane(tab)).not.toContainText('The run failed');
  await expect(tab.locator('.pg-mock-state')).toHaveAttribute('data-mock', 'ready');
}

test('a run’s link opened in new tabs, one closed and the first tab reloaded, reaches the mock in every tab', async ({
  context,
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/playground/?entry=clockford.tool.clerk-busy&policy=reference');
  await runHere(page);
  const second = await runInNewTab(context, page.url());
  await second.close();

  await page.reload();
  await expect(page.locator('astro-island:not([ssr])')).toHaveCount(1);
  await page.getByLabel('Error').selectOption('clockford.http.rate-limited');
  await runHere(page);
  const third = await runInNewTab(context, page.url());
  await expect(third.locator('.pg-mock-state')).toHaveText(/^The mock servers are running in this page/);
});

test('where the browser refuses service workers, the mock runs inside the page and says so', async ({ page }) => {
  await page.addInitScript(() => {
    ServiceWorkerContainer.prototype.register = () =>
      Promise.reject(new TypeError('Service workers are disabled in this browser.'));
  });
  await page.goto('/playground/?entry=clockford.tool.clerk-busy&policy=reference');
  await runHere(page);
  await expect(referencePane(page).getByRole('status')).toContainText('Succeeded');
  await expect(page.locator('.pg-mock-state')).toHaveText(
    /inside its own fetch: no service worker serves this tab, so their requests do not show/,
  );
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
});

test('a hard reload, which no service worker serves, still reaches the mock', async ({ page }) => {
  await page.goto('/playground/?entry=clockford.tool.clerk-busy&policy=reference');
  await runHere(page);
  const cdp = await page.context().newCDPSession(page);
  // Wait for the reloaded page's own load event: the old page's state is "loaded" already, and on a loaded machine
  // the run could otherwise be triggered there, just before the reload replaces it.
  const reloaded = page.waitForEvent('load');
  await cdp.send('Page.reload', { ignoreCache: true });
  await reloaded;
  await runHere(page);
  await expect(referencePane(page).getByRole('status')).toContainText('Succeeded');
});

test('on a slow network, the page shows the start’s steps while the mock loads, then runs', async ({ page }) => {
  await page.goto('/playground/?entry=clockford.tool.clerk-busy&policy=reference');
  await expect(page.locator('astro-island:not([ssr])')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Trigger' })).toBeEnabled({ timeout: 20_000 });
  // About a slow 3G line: the mock's code (a few hundred kB) takes seconds to arrive.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 100 * 1024,
    uploadThroughput: 50 * 1024,
  });
  await page.getByRole('button', { name: 'Trigger' }).click();
  const state = page.locator('.pg-mock-state');
  await expect(state).toHaveText(/fetching their code, MSW and the SDK \(step 1 of 3\)/);
  await expect(state).toHaveAttribute('data-mock', 'ready', { timeout: 90_000 });
  await expect(referencePane(page).getByRole('status')).toContainText('Succeeded', { timeout: 60_000 });
});
