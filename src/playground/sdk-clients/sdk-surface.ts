/**
 * What an official TypeScript SDK client shows a program for one catalog entry: what `callTool` threw or returned,
 * whether the HTTP status and the `Retry-After` value survive into it, or why that SDK cannot meet the entry. The
 * playground's SDK runs report it, and the recorded SDK reality table (`sdk-surfaces.json`) is a list of them.
 */

/** The two official TypeScript SDK clients: v2 (`@modelcontextprotocol/client`) and v1 (`@modelcontextprotocol/sdk`). */
export type Sdk = 'v2' | 'v1';

/** The npm package each SDK is, and how the page names it. */
export const sdkPackages: Record<Sdk, { package: string; title: string }> = {
  v2: { package: '@modelcontextprotocol/client', title: 'Official SDK v2, as documented' },
  v1: { package: '@modelcontextprotocol/sdk', title: 'Official SDK v1, as documented' },
};

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

/** What an SDK meets when it runs: every surface but "not spoken", which is known without a run. */
export type SdkRunSurface = Exclude<SdkSurface, { outcome: 'not-spoken' }>;
