/**
 * What a reader sees of a run (issue 26, points 3 and 4): an outcome's colour says whether the client did right,
 * a refusal inside a 200 is not drawn green, and the words do not repeat or overclaim.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

async function runEntry(page: Page, query: string, panes: number) {
  await page.goto(`/playground/${query}`);
  await expect(page.locator('astro-island:not([ssr])')).toHaveCount(1);
  const trigger = page.getByRole('button', { name: 'Trigger' });
  await expect(trigger).toBeEnabled({ timeout: 20_000 });
  await trigger.click();
  await expect(page.locator('.pg-pane[data-state="done"]')).toHaveCount(panes, { timeout: 90_000 });
}

/** A Starlight colour variable as the browser resolves it, e.g. `rgb(…)` for `--sl-color-red`. */
const resolved = (page: Page, variable: string) =>
  page.evaluate((name) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, variable);

const style = (locator: Locator, property: 'color' | 'backgroundColor' | 'borderLeftColor') =>
  locator.evaluate((element, key) => getComputedStyle(element)[key], property);

test('the stopping reference client is not drawn red; the naive client that gave up is, and its refused 200s too', async ({
  page,
}) => {
  await runEntry(page, '?entry=clockford.tool.refused-by-person&policy=both', 2);
  const red = await resolved(page, '--sl-color-red');
  const redHigh = await resolved(page, '--sl-color-red-high');
  const green = await resolved(page, '--sl-color-green');
  const greenLow = await resolved(page, '--sl-color-green-low');

  const verdicts = page.getByRole('region', { name: 'Scorecard' }).locator('.pg-verdict');
  await expect(verdicts).toHaveText(['Stopped', 'Gave up']);
  expect(await style(verdicts.nth(0), 'color')).not.toBe(redHigh);
  expect(await style(verdicts.nth(1), 'color')).toBe(redHigh);

  const reference = page.getByRole('region', { name: 'Reference client' });
  const naive = page.getByRole('region', { name: 'Naive client' });
  await expect(reference.getByRole('status')).toHaveText(/^Stopped: "The human who runs you refused/);
  await expect(reference.getByRole('status')).not.toContainText('Stopped: Stopped:');
  expect(await style(reference.getByRole('status'), 'color')).not.toBe(redHigh);

  const lastRow = naive.locator('.pg-ev-outcome');
  await expect(lastRow).toContainText('Gave up');
  expect(await style(lastRow, 'borderLeftColor')).toBe(red);
  expect(await style(lastRow, 'borderLeftColor')).not.toBe(green);

  // The naive client's refused tool calls: HTTP 200 with isError, drawn as refusals.
  const chips = naive.locator('[data-kind="exchange"] .pg-status');
  await expect(chips.first()).toHaveText('200');
  for (const chip of await chips.all()) {
    await expect(chip).toHaveClass(/pg-status-refused/);
    expect(await style(chip, 'backgroundColor')).not.toBe(greenLow);
  }
});

test('a scene shown in one pane does not say it is the same for both clients', async ({ page }) => {
  await runEntry(page, '?entry=clockford.http.rate-limited&policy=reference', 1);
  const scene = page.getByRole('region', { name: 'Reference client' }).locator('.pg-scene summary');
  await expect(scene).toHaveText(/^Scene: \d+ requests set up the server$/);
});

test('a bad link names the entry it shows', async ({ page }) => {
  await page.goto('/playground/?server=rooms&entry=no-such-entry');
  await expect(page.locator('astro-island:not([ssr])')).toHaveCount(1);
  // The island reads the link once hydrated: the server's own first entry, not the first lesson.
  await expect(page.getByLabel('Error')).toHaveValue(/^rooms\./);
  const shown = await page.getByLabel('Error').inputValue();
  await expect(page.getByRole('list', { name: 'Problems with this link' })).toContainText(
    `No catalog entry has the id "no-such-entry"; showing ${shown}.`,
  );
});

for (const theme of ['light', 'dark'] as const) {
  test(`every tone keeps its contrast, ${theme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.addInitScript((value) => localStorage.setItem('starlight-theme', value), theme);
    // Settled (the reference client stops) and wrong (the naive client gives up), with refused 200 chips.
    await runEntry(page, '?entry=clockford.tool.refused-by-person&policy=both', 2);
    const results = await new AxeBuilder({ page })
      .include('.pg-summary')
      .include('.pg-panes')
      .withRules(['color-contrast'])
      .analyze();
    expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
  });
}
