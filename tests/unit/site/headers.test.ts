import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import {
  contentSecurityPolicy,
  contentSecurityPolicyHeader,
  headersWithPolicy,
  inlineScriptHashes,
} from '../../../src/content-security-policy.mjs';

describe('the built _headers', () => {
  test('carries the meta policy with frame-ancestors, every hash from the one list, and no placeholder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'atlas-headers-'));
    try {
      copyFileSync(new URL('../../../public/_headers', import.meta.url), join(dir, '_headers'));
      const done = headersWithPolicy.hooks['astro:build:done'] as (options: { dir: URL }) => Promise<void>;
      await done({ dir: pathToFileURL(`${dir}/`) });
      const built = readFileSync(join(dir, '_headers'), 'utf8');
      const policy = /^\s+Content-Security-Policy:\s*(.+)$/m.exec(built)?.[1];
      expect(policy).toBe(`${contentSecurityPolicy}; frame-ancestors 'none'`);
      expect(policy).toBe(contentSecurityPolicyHeader);
      for (const hash of inlineScriptHashes) expect(policy).toContain(`'${hash}'`);
      expect(built).not.toContain('{{');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
