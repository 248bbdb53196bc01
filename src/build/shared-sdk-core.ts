/**
 * The Vite plugin that loads one copy of the code the MCP SDK's client and server share, in the browser build.
 *
 * `@modelcontextprotocol/client` and `@modelcontextprotocol/server` each bundle their own copy of the SDK's
 * internal core (the protocol, the wire codecs, the errors) and of a few helpers (the Cloudflare Workers JSON
 * Schema validator), in chunks with hashed names and single-letter export names, and publish no shared package
 * or subpath for them (`@modelcontextprotocol/core` holds only the zod schemas, which both already import). The
 * playground runs both in one page, so it would load both copies.
 *
 * From the packages as installed, this plugin works out:
 * - chunks the two ship byte for byte alike (but for the hashes in their own imports): the client's imports of
 *   them go to the server's file;
 * - the core chunk: the client's import of it goes to a module that re-exports, under the client's letters, each
 *   name the server's core exports too (matched by the name it was declared with), and takes the few the server
 *   left out from the client's own copy, whose unused rest the bundler drops.
 *
 * The SDK supports two copies in one process (its errors match `instanceof` across them by brand), so a mix is
 * safe; `tests/unit/build/shared-sdk-core.test.ts` checks that each shared name is the same code in both copies.
 * When the packages' layout changes so that nothing matches, the plugin does nothing and the build is as large as
 * before. In `astro dev` the SDK is pre-bundled as it is.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** One name a chunk exports: declared as `local`, exported as `exported` (a letter or two). */
export interface ChunkExport {
  local: string;
  exported: string;
}

/** How the client's chunks map onto the server's. */
export interface SharedSdkPlan {
  clientDist: string;
  serverDist: string;
  /** Client chunk file → the server's identical chunk file (absolute paths). */
  identical: Map<string, string>;
  /** The client's core chunk and the server's, when both are found. */
  core?: {
    clientFile: string;
    serverFile: string;
    /** Client export → the server's export of the same declaration. */
    shared: Array<{ client: ChunkExport; server: ChunkExport }>;
    /** Client exports the server's core does not have: taken from the client's own copy. */
    own: ChunkExport[];
  };
}

const coreChunkName = 'src';
const chunkFile = /^(.+)-[\w-]{8}\.mjs$/;

/** The `dist/` folder of an installed SDK package. */
const distOf = (pkg: string): string => dirname(fileURLToPath(import.meta.resolve(`@modelcontextprotocol/${pkg}`)));

/** The names a chunk exports, from its closing `export { a as b, ... };`. */
export function exportsOf(code: string): ChunkExport[] {
  const clause = [...code.matchAll(/^export \{([^}]*)\};?$/gm)].at(-1)?.[1] ?? '';
  return clause
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const [local = '', , exported = local] = part.split(/\s+/);
      return { local, exported };
    });
}

/** A chunk's code with the hashes of the sibling chunks it imports taken out, to compare the two packages'. */
const withoutSiblingHashes = (code: string): string =>
  code.replace(/(["'])\.\/([\w.-]+?)-[\w-]{8}\.mjs\1/g, '$1./$2.mjs$1').replace(/\/\/# sourceMappingURL=.*$/m, '');

/** The chunks of one package's `dist/`, by name without the hash. */
function chunksOf(dist: string): Map<string, string> {
  const chunks = new Map<string, string>();
  for (const file of readdirSync(dist)) {
    const name = chunkFile.exec(file)?.[1];
    if (name) chunks.set(name, join(dist, file));
  }
  return chunks;
}

/** Works out, from the installed client and server packages, which client chunks can load the server's code. */
export function sharedSdkPlan(clientDist = distOf('client'), serverDist = distOf('server')): SharedSdkPlan {
  const plan: SharedSdkPlan = { clientDist, serverDist, identical: new Map() };
  const serverChunks = chunksOf(serverDist);
  for (const [name, clientFile] of chunksOf(clientDist)) {
    const serverFile = serverChunks.get(name);
    if (!serverFile) continue;
    const clientCode = readFileSync(clientFile, 'utf8');
    const serverCode = readFileSync(serverFile, 'utf8');
    if (withoutSiblingHashes(clientCode) === withoutSiblingHashes(serverCode)) {
      plan.identical.set(clientFile, serverFile);
      continue;
    }
    if (name !== coreChunkName) continue;
    // A declaration renamed for a clash (`isPlainObject$1`) may be another function in the other chunk.
    const serverExports = new Map(
      exportsOf(serverCode)
        .filter(({ local }) => !local.includes('$'))
        .map((entry) => [entry.local, entry]),
    );
    const shared: Array<{ client: ChunkExport; server: ChunkExport }> = [];
    const own: ChunkExport[] = [];
    for (const client of exportsOf(clientCode)) {
      const server = serverExports.get(client.local);
      if (server) shared.push({ client, server });
      else own.push(client);
    }
    if (shared.length > 0) plan.core = { clientFile, serverFile, shared, own };
  }
  return plan;
}

/** The module that stands in for the client's core chunk. */
export function clientCoreSource(core: NonNullable<SharedSdkPlan['core']>): string {
  const names = (pairs: string[]) => pairs.join(', ');
  const lines = [
    `export { ${names(core.shared.map(({ client, server }) => `${server.exported} as ${client.exported}`))} } from ${JSON.stringify(core.serverFile)};`,
  ];
  if (core.own.length > 0)
    lines.push(
      `export { ${names(core.own.map(({ exported }) => exported))} } from ${JSON.stringify(`${core.clientFile}${ownCopyQuery}`)};`,
    );
  return `${lines.join('\n')}\n`;
}

/** One top-level declaration of a chunk: its name and its text, up to the next top-level statement. */
function declarationsOf(code: string): Map<string, string> {
  const declarations = new Map<string, string>();
  let current: { name: string; lines: string[] } | undefined;
  const flush = () => current && declarations.set(current.name, current.lines.join('\n'));
  for (const line of code.split('\n')) {
    // A statement starts at column 0; a closing bracket or a comment's `*` there still belongs to the one before.
    if (line === '' || /^[\s}\])*]/.test(line)) {
      current?.lines.push(line);
      continue;
    }
    flush();
    const name = /^(?:var|const|let|function|async function|class) ([\w$]+)[\s=(]/.exec(line)?.[1];
    current = name === undefined ? undefined : { name, lines: [line] };
  }
  flush();
  return declarations;
}

/**
 * The client's own copy of its core with each declaration that the server's core has word for word, and exports,
 * imported from the server's file instead: `names` lists them.
 */
export function dedupedOwnCopy(
  ownCode: string,
  serverCode: string,
  serverFile: string,
): { code: string; names: string[] } {
  const serverDeclarations = declarationsOf(serverCode);
  const serverExports = new Map(exportsOf(serverCode).map((entry) => [entry.local, entry.exported]));
  const imports: string[] = [];
  const names: string[] = [];
  let code = ownCode;
  for (const [name, text] of declarationsOf(ownCode)) {
    const exported = serverExports.get(name);
    if (exported === undefined || serverDeclarations.get(name) !== text) continue;
    code = code.replace(text, '');
    imports.push(`${exported} as ${name}`);
    names.push(name);
  }
  if (names.length === 0) return { code: ownCode, names };
  return {
    code: `import { ${imports.join(', ')} } from ${JSON.stringify(serverFile)};\n${withoutUnreadRegistries(code)}`,
    names,
  };
}

/**
 * The code without its loops that only fill tables nothing reads any more: a top-level `for (…) fill(…);` whose
 * `fill` is a function of the chunk that only writes into its own tables (`table[key] = …`), when nothing else in the
 * chunk reads those tables. The SDK fills its registry of schemas this way, and the client's copy of it is unread
 * once `specTypeSchemas` comes from the server's.
 */
export function withoutUnreadRegistries(code: string): string {
  const declarations = declarationsOf(code);
  let result = code;
  for (const [name, text] of declarations) {
    const loops = result.match(new RegExp(`^for \\(.*\\) ${name}\\(.*\\);$`, 'gm'));
    if (!loops || !text.startsWith(`function ${name}(`)) continue;
    const tables = [...new Set([...text.matchAll(/^\t(\w+)\[[^\]]+\] = /gm)].map((match) => match[1]!))];
    const statements = text.split('\n').slice(1, -1);
    const onlyWrites = statements.every((line) => /^\t(?:const \w+ = [^;]*;|\w+\[[^\]]+\] = .*;)$/.test(line));
    if (tables.length === 0 || !onlyWrites) continue;
    let rest = result.replace(text, '');
    for (const loop of loops) rest = rest.replace(loop, '');
    const unread = tables.every((table) => {
      const declaration = declarations.get(table);
      return declaration !== undefined && !new RegExp(`\\b${table}\\b`).test(rest.replace(declaration, ''));
    });
    if (unread) for (const loop of loops) result = result.replace(`${loop}\n`, '');
  }
  return result;
}

const clientCoreId = '\0atlas:sdk-client-core';
/** Marks the client's own copy of its core, for the names the server's does not export. */
const ownCopyQuery = '?atlas-own-copy';

/** Loads one copy of the code the SDK's client and server packages share, in the browser build only. */
export function sharedSdkCore(): Plugin {
  let plan: SharedSdkPlan | undefined;
  return {
    name: 'atlas:shared-sdk-core',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      plan = sharedSdkPlan();
    },
    resolveId(source, importer) {
      if (!plan || !importer || !source.startsWith('./')) return null;
      const from = importer.split('?')[0]!;
      if (!from.startsWith(`${plan.clientDist}/`)) return null;
      const file = join(dirname(from), source);
      if (plan.core && file === plan.core.clientFile && !importer.endsWith(ownCopyQuery)) return clientCoreId;
      return plan.identical.get(file) ?? null;
    },
    load(id) {
      return id === clientCoreId && plan?.core ? clientCoreSource(plan.core) : null;
    },
    transform(code, id) {
      if (!plan?.core || !id.endsWith(ownCopyQuery)) return null;
      return {
        code: dedupedOwnCopy(code, readFileSync(plan.core.serverFile, 'utf8'), plan.core.serverFile).code,
        map: null,
      };
    },
  };
}
