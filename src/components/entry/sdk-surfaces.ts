/**
 * What the official TypeScript SDK clients show a program for each entry, as recorded by
 * `tests/unit/site/sdk-surfaces.test.ts` running them against the mock (`sdk-surfaces.json`, generated:
 * `UPDATE_SDK_SURFACES=1 npx vitest run tests/unit/site/sdk-surfaces.test.ts`). Nothing here is typed in.
 */
import type { SdkSurface } from '../../playground/sdk-clients/sdk-surface.ts';
import recorded from './sdk-surfaces.json';

export type { SdkSurface } from '../../playground/sdk-clients/sdk-surface.ts';

export interface SdkSurfaces {
  sdks: Record<'v2' | 'v1', { package: string; version: string }>;
  entries: Record<string, Record<'v2' | 'v1', SdkSurface>>;
}

/** The record, as the last run of the SDKs against the mock left it. */
export const sdkSurfaces = recorded as SdkSurfaces;
