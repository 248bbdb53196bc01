/**
 * The reference client as a package: its name and version, the files the site serves under
 * `/client/`, and the Astro integration that packs it into the build (`scripts/pack-client.ts`).
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { AstroIntegration } from 'astro';
import { siteAddress } from '../site.ts';

const name = 'mcp-error-atlas-client';
const version = '0.2.0';

/** The package, and where the site serves it. */
export const clientPackage = {
  name,
  version,
  /** The folder of the site that serves the files. */
  path: '/client/',
  /** `npm install <site>/client/<tarball>` */
  tarball: `${name}-${version}.tgz`,
  /** The single-file ES module a reader can vendor. */
  module: `${name}-${version}.js`,
  /** The range of the official SDK client it runs on (its one dependency, as a peer). */
  sdkRange: '^2.4.0',
} as const;

/** The full URL of a file the site serves under `/client/` (under the base path, `ATLAS_BASE`). */
export const clientFileUrl = (file: string): string => siteAddress(`${clientPackage.path}${file}`);

/** Packs the client into the build's `client/` folder once the site is built. */
export function clientPackageIntegration(): AstroIntegration {
  return {
    name: 'atlas:client-package',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(new URL('client/', dir));
        const script = fileURLToPath(new URL('../../scripts/pack-client.ts', import.meta.url));
        const { stdout } = await promisify(execFile)(process.execPath, [script, '--out', out]);
        logger.info(stdout.trim());
      },
    },
  };
}
