import { expect, test } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { join } from 'node:path';
import { distDir, filesUnder } from './site-pages.ts';

// The rules are `html-validate:recommended` less what Starlight's own markup breaks: see .htmlvalidate.mjs.
const validator = new HtmlValidate(new FileSystemConfigLoader());
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
