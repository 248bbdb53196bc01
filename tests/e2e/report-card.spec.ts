import AxeBuilder from '@axe-core/playwright';
import { withBase } from '../../src/base-path.ts';
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { scoreboardRows } from '../../src/grade/report/scoreboard-runs.ts';

const hydrated = 'astro-island:not([ssr])';

test(
  '/report-card/ draws a dropped checks.json in the page, and sends it nowhere',
  { tag: '@under-a-path' },
  async ({ page }) => {
    const requests: string[] = [];
    await page.goto(withBase('/report-card/'));
    await page.locator('.rc-drop').hover();
    await page.waitForSelector(hydrated);
    page.on('request', (request) => requests.push(request.url()));
    const file = readFileSync('public/grade/curl/checks.json');
    await page
      .getByLabel('choose one')
      .setInputFiles({ name: 'checks.json', mimeType: 'application/json', buffer: file });
    const card = page.locator('.rc-card');
    await expect(card).toContainText('From checks.json:');
    const tally = scoreboardRows().find((row) => row.client.id === 'curl')!.tally!;
    await expect(card).toContainText(
      `${tally.pass} passed, ${tally.fail} failed, ${tally.notReached} not reached, of ${tally.total} checks`,
    );
    await expect(page.getByRole('heading', { name: 'retry-after-header' })).toBeVisible();
    await expect(page.locator('#rc-held-call + p')).toContainText('held for Alice');
    expect(requests).toEqual([]);
  },
);

test(
  '/report-card/ says what is wrong with a file that is not a checks.json',
  { tag: '@under-a-path' },
  async ({ page }) => {
    await page.goto(withBase('/report-card/'));
    await page.locator('.rc-drop').hover();
    await page.waitForSelector(hydrated);
    await page
      .getByLabel('choose one')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByRole('alert')).toHaveText(/This file is not JSON/);
    await expect(page.locator('.rc-card')).toHaveCount(0);
  },
);

test(
  '/report-card/?run=reference opens the reference client’s run from the scoreboard',
  { tag: '@under-a-path' },
  async ({ page }) => {
    await page.goto(withBase('/report-card/?run=reference'));
    await expect(page.locator('.rc-card')).toContainText("From the Reference client's run on the scoreboard");
    await expect(page.locator('.rc-card .rc-fail').first()).toHaveText('0 failed');
  },
);

test(
  '/grade/ shows the scoreboard from the runs, linking each report',
  { tag: '@under-a-path' },
  async ({ page, request }) => {
    await page.goto(withBase('/grade/'));
    for (const row of scoreboardRows()) {
      const line = page.locator(`#client-${row.client.id}`);
      const { pass, fail, notReached, total } = row.tally!;
      await expect(line.locator('td').first()).toHaveText(
        `${pass} passed ${fail} failed ${notReached} not reached of ${total}`,
        { useInnerText: true },
      );
      for (const link of ['Full report', 'checks.json']) {
        const href = await line.getByRole('link', { name: link }).getAttribute('href');
        expect((await request.get(href!)).status(), href!).toBe(200);
      }
    }
    await expect(page.locator('#add-to-sdk-v2 ~ ul').first()).toContainText('honours-named-wait');
  },
);

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a standalone report (${colorScheme}) loads nothing, logs no error, and has no WCAG A or AA violation`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(withBase('/grade/naive/report.html'), { waitUntil: 'networkidle' });
    expect(requests).toEqual([withBase('/grade/naive/report.html')]);
    expect(problems).toEqual([]);
    await page.locator('details').evaluateAll((all) => all.forEach((details) => details.setAttribute('open', '')));
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual(
      [],
    );
  });
}
