/**
 * The Vite plugin that leaves the MCP SDK client's OAuth flow out of the browser build.
 *
 * `@modelcontextprotocol/client` bundles its OAuth client (`src/client/auth.ts`: discovery, dynamic registration,
 * PKCE, token exchange and refresh) into one chunk with `Client` itself, and its `StreamableHTTPClientTransport`
 * imports that flow for the case where it is given an OAuth `authProvider`. The playground never gives it one: the
 * demo account signs in with the mock's own tokens and sends them as an `Authorization` header. So in the browser
 * build the transport's import of that chunk goes to a module that takes `Client`, the error classes and the few
 * helpers a transport without OAuth still calls (`isOAuthClientProvider`, `extractWWWAuthenticateParams`) from the
 * real chunk, and gives every other function of the OAuth flow a stand-in that throws, saying why
 * (`src/mock/browser-shims/no-oauth.ts`); the bundler then drops the flow. About 60 kB of JavaScript before gzip.
 *
 * The names are read from the installed chunk (its `//#region src/client/auth.ts` and its closing export clause).
 * When the package's layout changes so that they are not found, the plugin does nothing and the build is as large
 * as before. Node, the tests and `astro dev` load the SDK as it is.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { exportsOf, type ChunkExport } from './shared-sdk-core.ts';

/** The OAuth names a transport with no OAuth provider still calls: kept as the SDK has them. */
export const keptOAuthNames: readonly string[] = [
  'isOAuthClientProvider',
  'extractWWWAuthenticateParams',
  'extractFieldFromWwwAuth',
];

/** How the client's public chunk is split: the names taken from it, and the OAuth names given stand-ins. */
export interface SdkOAuthPlan {
  publicFile: string;
  kept: ChunkExport[];
  leftOut: ChunkExport[];
}

const authRegion = /^\/\/#region src\/client\/auth\.ts$([\s\S]*?)^\/\/#endregion$/m;
/** A function the region declares: classes (the errors) and constants stay as the SDK has them. */
const declaration = /^(?:async )?function\*? (\w+)/gm;

/** Works out, from the installed client package, which names of its public chunk are the OAuth flow's. */
export function sdkOAuthPlan(
  clientDist = dirname(fileURLToPath(import.meta.resolve('@modelcontextprotocol/client'))),
): SdkOAuthPlan | undefined {
  const file = readdirSync(clientDist).find((name) => /^public-[\w-]{8}\.mjs$/.test(name));
  if (!file) return undefined;
  const publicFile = join(clientDist, file);
  const code = readFileSync(publicFile, 'utf8');
  const region = authRegion.exec(code)?.[1];
  if (!region) return undefined;
  const declared = new Set([...region.matchAll(declaration)].map((match) => match[1]!));
  const exports = exportsOf(code);
  const isLeftOut = ({ local }: ChunkExport) => declared.has(local) && !keptOAuthNames.includes(local);
  const leftOut = exports.filter(isLeftOut);
  if (leftOut.length === 0) return undefined;
  return { publicFile, kept: exports.filter((entry) => !isLeftOut(entry)), leftOut };
}

const standInsFile = fileURLToPath(new URL('../mock/browser-shims/no-oauth.ts', import.meta.url));
/** Marks the real chunk, imported by the module that stands in for it. */
const realChunkQuery = '?atlas-with-oauth';
const standInId = '\0atlas:sdk-client-without-oauth';

/** The module that stands in for the public chunk: its own names from the real chunk, the flow's from stand-ins. */
export function withoutOAuthSource(plan: SdkOAuthPlan, standIns = standInsFile): string {
  const kept = plan.kept.map(({ exported }) => exported).join(', ');
  return [
    `import { oauthLeftOut } from ${JSON.stringify(standIns)};`,
    `export { ${kept} } from ${JSON.stringify(`${plan.publicFile}${realChunkQuery}`)};`,
    ...plan.leftOut.map(
      ({ local, exported }) => `export const ${exported} = /* @__PURE__ */ oauthLeftOut(${JSON.stringify(local)});`,
    ),
    '',
  ].join('\n');
}

/** Leaves the SDK client's OAuth flow out of the browser build (see the module's comment). */
export function sdkClientWithoutOAuth(): Plugin {
  let plan: SdkOAuthPlan | undefined;
  return {
    name: 'atlas:sdk-client-without-oauth',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      plan = sdkOAuthPlan();
    },
    resolveId(source, importer) {
      if (!plan || !importer || !source.startsWith('./')) return null;
      const from = importer.split('?')[0]!;
      if (importer.endsWith(realChunkQuery) || dirname(from) !== dirname(plan.publicFile)) return null;
      return join(dirname(from), source) === plan.publicFile ? standInId : null;
    },
    load(id) {
      return id === standInId && plan ? withoutOAuthSource(plan) : null;
    },
  };
}
