/**
 * What the official SDK clients show for each entry, recorded by running them against the mock
 * (`sdk-surfaces/record.ts`), must be what the entry pages show (`src/components/entry/sdk-surfaces.json`).
 * After an SDK upgrade or a catalog change: `UPDATE_SDK_SURFACES=1 npx vitest run tests/unit/site/sdk-surfaces.test.ts`.
 */
import { writeFileSync } from 'node:fs';
import { format } from 'prettier';
import { describe, expect, test } from 'vitest';
import { entries } from '../../../src/catalog/index.ts';
import { sdkSurfaces } from '../../../src/components/entry/sdk-surfaces.ts';
import { recordSdkSurfaces } from './sdk-surfaces/record.ts';

const file = new URL('../../../src/components/entry/sdk-surfaces.json', import.meta.url);

describe('what the official SDKs show for each entry', () => {
  test('the pages show what the SDKs do now, for every entry', { timeout: 600_000 }, async () => {
    const recorded = await recordSdkSurfaces(entries);
    if (process.env['UPDATE_SDK_SURFACES'] === '1')
      writeFileSync(file, await format(JSON.stringify(recorded), { parser: 'json' }));
    expect(
      sdkSurfaces,
      'The SDKs answer differently now: run UPDATE_SDK_SURFACES=1 npx vitest run tests/unit/site/sdk-surfaces.test.ts',
    ).toEqual(JSON.parse(JSON.stringify(recorded)));
    expect(Object.keys(recorded.entries)).toEqual(entries.map((entry) => entry.id));
  });
});
