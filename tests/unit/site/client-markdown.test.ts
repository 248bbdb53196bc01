/** The Markdown copy of "Use the reference client": what the HTML page renders from the client's source, in words. */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { clientFileUrl, clientPackage } from '../../../src/build/client-package.ts';
import { defaultRetryPolicy } from '../../../src/client/index.ts';
import { pageMarkdown } from '../../../src/pages/_markdown/page-markdown.ts';
import { readRawImport } from '../../../src/pages/_markdown/raw-imports.ts';
import { clientModules } from '../../../scripts/pack-client.ts';
import { readDocPages, root } from './doc-pages.ts';

const page = readDocPages().find((candidate) => candidate.id === 'client')!;
const markdown = pageMarkdown(page, (specifier) => readRawImport(page.filePath, specifier, root));

describe('the Markdown copy of Use the reference client', () => {
  test('gives both install commands, with the versioned files the site serves', () => {
    expect(markdown).toContain(`npm install ${clientFileUrl(clientPackage.tarball)} @modelcontextprotocol/client`);
    expect(markdown).toContain(`curl -O ${clientFileUrl(clientPackage.module)}`);
  });

  test('has a row for every policy number, with its default', () => {
    for (const [name, value] of Object.entries(defaultRetryPolicy)) {
      expect(markdown).toMatch(
        new RegExp(
          `^\\| \`${name}\` .*\\| ${value} ms \\(${value / 1000} s\\)|^\\| \`${name}\` .*\\| ${value} \\|`,
          'm',
        ),
      );
    }
  });

  test('names every error code', () => {
    for (const code of ['decision', 'retry-limit', 'wait-too-long', 'retry-budget', 'unsafe-retry', 'aborted'])
      expect(markdown).toContain(`- \`${code}\`: `);
  });

  test('holds every module of the client, whole', () => {
    for (const file of clientModules()) {
      const source = readFileSync(`${root}/src/client/${file}`, 'utf8');
      expect(markdown, file).toContain(`**\`src/client/${file}\`**`);
      expect(markdown, file).toContain(source.trimEnd());
    }
  });
});
