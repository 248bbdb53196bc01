/**
 * Catalog files given as data, read in Node: the commands' `--catalog file.json` (repeatable) and the build's
 * `catalogs/` folder. Each file is checked beside the seeds and the files before it (`validateCatalogText`), and
 * either every file is good and all are added, or none is and the error lists every problem by file and JSON path.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { applyDefaults } from './apply-defaults.ts';
import { addCatalogs } from './extra-catalogs.ts';
import { mergeCatalogs } from './merge-catalogs.ts';
import type { Catalog } from './schema.ts';
import { seedCatalogSource } from './seed-source.ts';
import { validateCatalogText } from './validate-file.ts';

/** Thrown when a catalog file cannot be read or is not valid; the message lists every problem. */
export class CatalogFileError extends Error {
  override name = 'CatalogFileError';
}

/** The text of one catalog file, or why it could not be read, in words (`npm run validate` prints the same). */
export function readCatalogText(file: string): { text: string } | { problem: string } {
  try {
    return { text: readFileSync(file, 'utf8') };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { problem: 'no such file: check the path, relative to the folder you ran npm in' };
    if (code === 'EISDIR') return { problem: 'this is a folder: give the catalog file inside it' };
    return { problem: `could not be read (${error instanceof Error ? error.message : String(error)})` };
  }
}

function readText(file: string, named: string): string {
  const read = readCatalogText(file);
  if ('problem' in read) throw new CatalogFileError(`${named}: ${read.problem}.`);
  return read.text;
}

/**
 * Reads and checks catalog files, relative to `base`; throws a `CatalogFileError` naming every problem of every
 * file, so nothing is served half-built.
 */
export function readCatalogFiles(files: readonly string[], base = process.cwd()): Catalog[] {
  const catalogs: Catalog[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const text = readText(resolve(base, file), file);
    const alongside = applyDefaults(mergeCatalogs(seedCatalogSource, catalogs));
    const result = validateCatalogText(text, { alongside });
    if (result.ok) catalogs.push(result.catalog);
    else problems.push(...result.problems.map(({ path, message }) => `${file}: ${path}: ${message}`));
  }
  if (problems.length > 0)
    throw new CatalogFileError(
      `${problems.length === 1 ? 'A catalog file is' : 'Catalog files are'} not valid; nothing was served:\n  ${problems.join('\n  ')}\nCheck a file with npm run validate -- <file>.`,
    );
  return catalogs;
}

/** The `.json` files of a folder, in name order; none when the folder does not exist. */
export function catalogFolderFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(folder, name));
}

/** Reads, checks and adds catalog files, before anything reads the catalog; returns what was added. */
export function loadCatalogFiles(files: readonly string[], base?: string): Catalog[] {
  const catalogs = readCatalogFiles(files, base);
  addCatalogs(catalogs);
  return catalogs;
}

/** A command line with its `--catalog` files taken out, or what is wrong with them. */
export interface CatalogFlags {
  files: string[];
  rest: string[];
  problem?: string;
}

/** Takes every `--catalog <file>` and `--catalog=<file>` out of a command line (the flag may repeat). */
export function takeCatalogFlags(argv: readonly string[]): CatalogFlags {
  const files: string[] = [];
  const rest: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index]!;
    if (argument.startsWith('--catalog=')) files.push(argument.slice('--catalog='.length));
    else if (argument !== '--catalog') rest.push(argument);
    else if (argv[index + 1] === undefined || argv[index + 1]!.startsWith('--'))
      return { files, rest, problem: '--catalog needs a file: --catalog my-server.json' };
    else files.push(argv[(index += 1)]!);
  }
  const empty = files.find((file) => file.trim() === '');
  return empty === undefined
    ? { files, rest }
    : { files, rest, problem: '--catalog needs a file: --catalog my-server.json' };
}

/**
 * What a command does first: takes its `--catalog` files off the command line and adds them, or says what is wrong
 * and exits with 2 before anything is served. Returns the rest of the command line. `npm run` starts a command in
 * the project's folder, so a file is relative to where npm ran (`INIT_CWD`).
 */
export function catalogsFromCommandLine(argv: readonly string[], command: string): string[] {
  const { files, rest, problem } = takeCatalogFlags(argv);
  try {
    if (problem) throw new CatalogFileError(problem);
    loadCatalogFiles(files, process.env['INIT_CWD'] ?? process.cwd());
  } catch (error) {
    if (!(error instanceof CatalogFileError)) throw error;
    console.error(`${error.message}\n(${command} -- --help for its usage.)`);
    process.exit(2);
  }
  return rest;
}
