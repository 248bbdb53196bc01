import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const labPage = '/guides/many-clients/';
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/** Starlight's search button, whose visible Ctrl K hint is not part of its name (as in a11y.spec.ts). */
const upstreamTarget = 'button[data-open-modal=""]';

async function openLab(page: Page, search = '') {
  await page.goto(`${labPage}${search}`);
  await page.locator('.storm-lab').scrollIntoViewIfNeeded();
  await expect(page.getByText(/^Done:/)).toBeVisible({ timeout: 60_000 });
}

test('the lab loads no code until it comes into view', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.setViewportSize({ width: 1366, height: 700 });
  await page.goto(labPage, { waitUntil: 'networkidle' });
  expect(scripts.filter((path) => /StormLab|storm-worker/.test(path))).toEqual([]);
  await page.locator('.storm-lab').scrollIntoViewIfNeeded();
  await expect(page.getByText(/^Done:/)).toBeVisible({ timeout: 60_000 });
  expect(scripts.some((path) => /StormLab/.test(path))).toBe(true);
});

test('runs the link’s two strategies and shows their figures', async ({ page }) => {
  await openLab(page, '?clients=200&workload=outage:30&a=naive&b=jitter-budget');
  const runs = page.locator('.storm-run');
  await expect(runs).toHaveCount(2);
  await expect(runs.nth(0).getByRole('heading')).toHaveText('Naive');
  await expect(runs.nth(1).getByRole('heading')).toHaveText('Full jitter + retry budget');
  await expect(runs.nth(0).locator('canvas')).toHaveCount(1);
  await expect(runs.nth(0)).toContainText('not within the run');
  await expect(page.getByLabel('Clients')).toHaveValue('200');
});

test('a preset sets the parameters, runs them and puts them in the URL', async ({ page }) => {
  await openLab(page);
  await page.getByRole('button', { name: 'A budget caps an outage' }).click();
  await expect(page.getByText(/^Done:/)).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/workload=outage%3A120.*a=jitter/);
  await expect(page.getByLabel('Outage, seconds')).toHaveValue('120');
  await expect(page.locator('.storm-run h3')).toHaveText(['Full jitter', 'Full jitter + retry budget']);
});

test('works from the keyboard: change a strategy and run', async ({ page }) => {
  await openLab(page, '?clients=100');
  await page.getByLabel('Strategy B').focus();
  await page.keyboard.press('ArrowDown');
  await page.getByLabel('Seed').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Run' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Done:/)).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/b=throttle/);
  await page.getByText('The chart’s numbers, ten seconds to a row').first().focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.storm-table table').first()).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`has no WCAG A or AA violation with both runs drawn, ${theme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.addInitScript((value) => localStorage.setItem('starlight-theme', value), theme);
    await openLab(page, '?clients=200');
    await page.locator('.storm-table').evaluateAll((all) => all.forEach((details) => details.setAttribute('open', '')));
    const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
    const found = results.violations.flatMap((violation) =>
      violation.nodes
        .filter((node) => node.target.join(' ') !== upstreamTarget)
        .map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
    );
    expect(found).toEqual([]);
  });
}

test('the waves preset shows its lesson in words: the waves, the refused calls’ time to success, the workload', async ({
  page,
}) => {
  await openLab(page);
  await page.getByRole('button', { name: 'No jitter: waves' }).click();
  await expect(page.getByText(/^Done:/)).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/workload=burst.*seconds=30.*a=fixed&b=exponential/);
  const note = page.locator('.storm-note');
  await expect(note).toContainText('At 20 s every client makes one more call at once (a burst).');
  await expect(note).not.toContainText('Workload');
  // The figure is the refused calls' time to success: fixed delay's slowest succeed a second sooner.
  const figure = (run: number) =>
    page
      .locator('.storm-run')
      .nth(run)
      .locator('.storm-figures div', { hasText: 'Time to success of a refused call' })
      .locator('dd');
  await expect(figure(0)).toHaveText(/^\d\.\d s \/ 2\.\d s \(of [\d,]+ calls\)$/);
  await expect(figure(1)).toHaveText(/^\d\.\d s \/ 3\.\d s \(of [\d,]+ calls\)$/);
});
