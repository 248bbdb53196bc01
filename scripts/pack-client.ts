/**
 * `npm run pack:client [-- --out <dir>]`: packs the reference client (`src/client/`) as the package
 * `mcp-error-atlas-client`: ES modules with their `.d.ts` types and doc comments (TypeScript), the
 * catalog's entries as a data module (`mcp-error-atlas-client/entries`), a README and a licence,
 * as an npm tarball; and beside it the whole client as one ES module a reader can vendor (esbuild).
 * `npm run build` runs it into `dist/client/`.
 */
import { execFile } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import ts from 'typescript';
import { clientFileUrl, clientPackage } from '../src/build/client-package.ts';
import { catalogVersion, servers as catalogServers } from '../src/catalog/index.ts';
import { entries } from '../src/client-data/entries.ts';
import { hasRepository, placeholderSite, site } from '../src/site.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const clientDir = join(root, 'src/client');

/** What was packed, with its sizes. */
export interface PackedClient {
  /** The tarball's path. */
  tarball: string;
  /** The single-file module's path. */
  module: string;
  /** The files in the package, with their sizes in bytes. */
  files: Array<{ path: string; bytes: number }>;
  /** The tarball's own size in bytes. */
  tarballBytes: number;
  /** The single-file module's size in bytes, raw and gzipped. */
  moduleBytes: number;
  moduleGzipBytes: number;
}

/** Every module of the client, in name order. */
export const clientModules = (): string[] =>
  readdirSync(clientDir)
    .filter((file) => file.endsWith('.ts'))
    .sort();

/** The explainer's modules (`mcp-error-atlas-client/explain`), in name order. */
export const explainModules = (): string[] =>
  readdirSync(join(clientDir, 'explain'))
    .filter((file) => file.endsWith('.ts'))
    .sort()
    .map((file) => `explain/${file}`);

/** The client's modules as ES modules with `.d.ts` files beside them; throws with the compiler's words. */
function emitModules(outDir: string): void {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    strict: true,
    declaration: true,
    allowImportingTsExtensions: true,
    rewriteRelativeImportExtensions: true,
    noEmitOnError: true,
    skipLibCheck: true,
    rootDir: clientDir,
    outDir,
    newLine: ts.NewLineKind.LineFeed,
  };
  const program = ts.createProgram(
    [...clientModules(), ...explainModules()].map((file) => join(clientDir, file)),
    options,
  );
  // The .js files import './x.js' (rewriteRelativeImportExtensions); the .d.ts files must too.
  const writeFile: ts.WriteFileCallback = (file, text) => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, file.endsWith('.d.ts') ? text.replace(/(['"])(\.\.?\/[^'"]+)\.ts\1/g, '$1$2.js$1') : text);
  };
  const emitted = program.emit(undefined, writeFile);
  const problems = [...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics];
  if (problems.length > 0 || emitted.emitSkipped) {
    const host = {
      getCanonicalFileName: (name: string) => name,
      getCurrentDirectory: () => root,
      getNewLine: () => '\n',
    };
    throw new Error(`The client does not compile on its own:\n${ts.formatDiagnostics(problems, host)}`);
  }
}

/** Each server's entries get a named export, under its id in camelCase (`acme-docs` is `acmeDocs`). */
const servers = catalogServers.map((server) => ({
  id: server.id,
  name: server.id.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase()),
}));

/** `mcp-error-atlas-client/entries`: the catalog's entries as data, with a type of their ids. */
function writeEntries(outDir: string): void {
  const data = JSON.stringify(JSON.stringify(entries));
  const js = [
    `/** The catalog's entries (catalog ${catalogVersion}) in the format mcp-error-atlas-client reads. Generated from the site's catalog. */`,
    `export const entries = JSON.parse(${data});`,
    ...servers.map(({ id, name }) => `export const ${name} = entries.filter((entry) => entry.server === '${id}');`),
    '',
  ].join('\n');
  const ids = entries.map((entry) => `  | '${entry.id}'`).join('\n');
  const dts = [
    "import type { Entry } from './index.js';",
    '',
    '/** The id of an entry of the catalog. */',
    `export type EntryId =\n${ids};`,
    '',
    '/** Every entry of the catalog: its servers\u2019 and the MCP specification\u2019s. */',
    'export declare const entries: readonly Entry<EntryId>[];',
    ...servers.map(({ id, name }) =>
      id === 'spec'
        ? "/** The MCP specification's own errors, which every server can answer with. */\nexport declare const spec: readonly Entry<EntryId>[];"
        : `/** The entries of ${id}. */\nexport declare const ${name}: readonly Entry<EntryId>[];`,
    ),
    '',
  ].join('\n');
  writeFileSync(join(outDir, 'entries.js'), js);
  writeFileSync(join(outDir, 'entries.d.ts'), dts);
}

/** The package's `package.json`. */
function manifest(): Record<string, unknown> {
  return {
    name: clientPackage.name,
    version: clientPackage.version,
    description:
      'The reference MCP client of MCP Error Atlas: decides every failure from the errors it is given and carries the decision out.',
    license: 'MIT',
    type: 'module',
    sideEffects: false,
    exports: {
      '.': { types: './index.d.ts', default: './index.js' },
      './entries': { types: './entries.d.ts', default: './entries.js' },
      './explain': { types: './explain/index.d.ts', default: './explain/index.js' },
    },
    peerDependencies: { '@modelcontextprotocol/client': clientPackage.sdkRange },
    homepage: clientFileUrl(''),
    ...(hasRepository
      ? { repository: { type: 'git', url: `git+${site.repository}.git`, directory: 'src/client' } }
      : {}),
    keywords: ['mcp', 'model-context-protocol', 'retry', 'retry-after', 'backoff', 'client'],
  };
}

/** Every file under `dir`, with its size. */
function filesUnder(dir: string, prefix = ''): Array<{ path: string; bytes: number }> {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesUnder(join(dir, entry.name), `${prefix}${entry.name}/`)
        : [{ path: `${prefix}${entry.name}`, bytes: statSync(join(dir, entry.name)).size }],
    )
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** Packs the client into `outDir`: the tarball and the single-file module. */
export async function packClient(outDir: string): Promise<PackedClient> {
  mkdirSync(outDir, { recursive: true });
  const staging = mkdtempSync(join(tmpdir(), 'atlas-client-'));
  try {
    const packageDir = join(staging, 'package');
    emitModules(packageDir);
    writeEntries(packageDir);
    writeFileSync(join(packageDir, 'package.json'), `${JSON.stringify(manifest(), null, 2)}\n`);
    // The README names the site by its placeholder; the package names the address this build was given.
    const readme = readFileSync(join(clientDir, 'README.md'), 'utf8').replaceAll(placeholderSite.url, site.url);
    writeFileSync(join(packageDir, 'README.md'), readme);
    copyFileSync(join(clientDir, 'LICENSE'), join(packageDir, 'LICENSE'));
    const files = filesUnder(packageDir);
    // npm pack writes <name>-<version>.tgz, with fixed dates, so the same source packs to the same bytes.
    await promisify(execFile)('npm', ['pack', packageDir, '--pack-destination', outDir, '--silent'], {
      cwd: staging,
    });
    const tarball = join(outDir, clientPackage.tarball);
    const module = join(outDir, clientPackage.module);
    await build({
      entryPoints: [join(clientDir, 'index.ts')],
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      target: 'es2022',
      external: ['@modelcontextprotocol/client'],
      outfile: module,
      charset: 'utf8',
      logLevel: 'silent',
      banner: {
        js: `/*! ${clientPackage.name} ${clientPackage.version} (MIT): the reference client of MCP Error Atlas, in one file. Needs @modelcontextprotocol/client ${clientPackage.sdkRange}. Source, types and docs: ${clientFileUrl('')} */`,
      },
    });
    const moduleText = readFileSync(module);
    return {
      tarball,
      module,
      files,
      tarballBytes: statSync(tarball).size,
      moduleBytes: moduleText.length,
      moduleGzipBytes: gzipSync(moduleText, { level: 9 }).length,
    };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

if (import.meta.main) {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const packed = await packClient(resolve(values.out ?? join(root, 'dist/client')));
  const unpacked = packed.files.reduce((sum, file) => sum + file.bytes, 0);
  console.log(
    `Packed ${clientPackage.name} ${clientPackage.version}: ${packed.files.length} files, ${kB(unpacked)} (${kB(packed.tarballBytes)} as ${packed.tarball}); one-file module ${kB(packed.moduleBytes)}, ${kB(packed.moduleGzipBytes)} gzipped (${packed.module})`,
  );
}
