import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { clientFileUrl, clientPackage } from '../../../src/build/client-package.ts';
import { site } from '../../../src/site.ts';

const readme = readFileSync(new URL('../../../src/client/README.md', import.meta.url), 'utf8');

describe('the client package', () => {
  test('is named with its version, as the site serves it under /client/', () => {
    expect(clientPackage.tarball).toBe(`${clientPackage.name}-${clientPackage.version}.tgz`);
    expect(clientPackage.module).toBe(`${clientPackage.name}-${clientPackage.version}.js`);
    expect(clientFileUrl(clientPackage.tarball)).toBe(`${site.url}/client/${clientPackage.tarball}`);
  });

  test('has a README that installs this version from this site, and links the page', () => {
    expect(readme).toContain(`npm install ${clientFileUrl(clientPackage.tarball)}`);
    expect(readme).toContain(clientFileUrl(clientPackage.module));
    expect(readme).toContain(`(${clientFileUrl('')})`);
  });

  test('runs on the SDK client this site is built with', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(manifest.dependencies['@modelcontextprotocol/client']).toBe(clientPackage.sdkRange);
  });
});
