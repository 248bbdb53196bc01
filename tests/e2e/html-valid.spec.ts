import { expect, test } from '@playwright/test';
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { join } from 'node:path';
import config from '../../.htmlvalidate.mjs';
import { distDir, filesUnder } from './site-pages.ts';

// `html-validate:recommended` less what Starlight's own markup breaks, loaded by name so a build outside the
// project (E2E_DIST) gets the same rules.
const validator = new HtmlValidate(new StaticConfigLoader(config));
const htmlFiles = filesUnder(distDir).filter((file) => file.endsWith('.html'));

test('the build has HTML files to validate', () => {
  expect(htmlFiles).toContain('index.html');
});

for (const file of htmlFiles) {
  test(`dist/${file} is valid HTML`, async () => {
    const report = await validator.validateFile(join(distDir, file));
    const problems = report.results.flatMap((result) =>
      result.messages.map(
        (message) =>
          `${file}:${message.line}:${message.column} [${message.ruleId}] ${message.message} (${message.selector ?? 'document'})`,
      ),
    );
    expect(problems).toEqual([]);
  });
}
