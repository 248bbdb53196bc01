/**
 * The Vite plugin behind the bench's "what is in it" list: when `ATLAS_CHUNK_REPORT` names a file, the browser
 * build writes there, for each JS chunk, the modules it holds with their rendered size, largest first. Without it
 * the plugin does nothing.
 */
import { writeFileSync } from 'node:fs';
import process from 'node:process';
import type { Plugin } from 'vite';

/** A chunk's modules, by the build's file name (`_astro/session.abc123.js`). */
export type ChunkReport = Record<string, Array<{ module: string; bytes: number; code: string }>>;

/** Where a module came from, short: a package's name and path, or a path in the project. */
export function moduleName(id: string, root: string): string {
  const path = id.replace(/^\0/, '').split('?')[0]!;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(path);
  if (pkg) return `${pkg[1]} ${pkg[2]}`;
  return path.startsWith(root) ? path.slice(root.length) : path;
}

export function chunkReport(root: string): Plugin {
  const out = process.env.ATLAS_CHUNK_REPORT;
  const report: ChunkReport = {};
  return {
    name: 'atlas:chunk-report',
    apply: 'build',
    applyToEnvironment: (environment) => out !== undefined && environment.name === 'client',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        report[chunk.fileName] = Object.entries(chunk.modules)
          .map(([id, rendered]) => ({
            module: moduleName(id, root),
            bytes: rendered.renderedLength,
            code: rendered.code ?? '',
          }))
          .filter((entry) => entry.bytes > 0)
          .sort((a, b) => b.bytes - a.bytes);
      }
      writeFileSync(out!, JSON.stringify(report));
    },
  };
}
