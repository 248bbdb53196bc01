import { expect, test } from '@playwright/test';
import { sitePages } from './site-pages.ts';

for (const path of sitePages) {
  test(`${path} loads without a console error or a failed request`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    expect(problems).toEqual([]);
  });
}
