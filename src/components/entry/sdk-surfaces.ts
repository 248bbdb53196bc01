/**
 * What the official TypeScript SDK clients show a program for each entry, as recorded by
 * `tests/unit/site/sdk-surfaces.test.ts` running them against the mock (`sdk-surfaces.json`, generated:
 * `UPDATE_SDK_SURFACES=1 npx vitest run tests/unit/site/sdk-surfaces.test.ts`). Nothing here is typed in.
 */
import recorded from './sdk-surfaces.json';

/** One SDK meeting one entry: what `callTool` threw or returned, or why that SDK cannot meet it. */
export type SdkSurface =
  | {
      outcome: 'throws';
      revision: string;
      /** The class of what it threw: `StreamableHTTPError`, `ProtocolError`, `McpError`, ... */
      errorClass: string;
      code?: number | string;
      message: string;
      /** The HTTP status of the reply, where it was not 200, and whether it survives into the error. */
      status?: number;
      statusKept?: boolean;
      /** Where it survives: the path of the error's property that holds it (`code`, `message`). */
      statusIn?: string;
      /** The reply's Retry-After value, and whether (and where) it survives into the error. */
      retryAfter?: string;
      retryAfterKept?: boolean;
      retryAfterIn?: string;
    }
  | { outcome: 'returns'; revision: string; isError: boolean; text: string; structuredContent: boolean }
  | { outcome: 'hangs'; revision: string }
  | { outcome: 'no-connection'; revision: string; message: string }
  | { outcome: 'not-spoken'; why: string };

export interface SdkSurfaces {
  sdks: Record<'v2' | 'v1', { package: string; version: string }>;
  entries: Record<string, Record<'v2' | 'v1', SdkSurface>>;
}

/** The record, as the last run of the SDKs against the mock left it. */
export const sdkSurfaces = recorded as SdkSurfaces;
