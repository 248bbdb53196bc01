import { expect, test } from '@playwright/test';
import { withBase } from '../../src/base-path.ts';
import { templatePages } from './site-pages.ts';

/**
 * The playground triggers errors on purpose: the browser logs every 4xx or 5xx a mocked request
 * gets as "Failed to load resource". Those, and only those, are expected there.
 */
const expectedOnPlayground = (path: string, text: string): boolean =>
  path === withBase('/playground/') &&
  text.startsWith('Failed to load resource: the server responded with a status of');

for (const path of templatePages) {
  test(`${path} loads without a console error or a failed request`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !expectedOnPlayground(path, message.text()))
        problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    expect(problems).toEqual([]);
  });
}
