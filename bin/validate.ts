/**
 * `npm run validate -- file.json [more.json] [--alone]`: checks catalog files in the Atlas's format, each beside the
 * seed catalog, and prints each problem with its JSON path. Exits 1 when a file fails, 2 on a bad command line.
 */
import { readCatalogText } from '../src/catalog/catalog-files.ts';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { catalog } from '../src/catalog/index.ts';
import type { Catalog } from '../src/catalog/schema.ts';
import { defaultMaxBytes, validateCatalogText } from '../src/catalog/validate-file.ts';

const usage = `Usage: npm run validate -- <file.json> [more.json ...] [--alone]

Checks catalog files in the errors-and-limits format (/schema/errors-and-limits/v1.json): the JSON Schema, then the
rules a schema cannot state (ids unique and naming their server and level, every reference resolving, wire forms that
fit their level, placeholders defined with patterns). Each file is checked beside the Atlas's own catalog, whose ids it
may not reuse and whose servers it may name.

  --alone  check each file on its own, for a catalog served without the Atlas's
  --help   print this and exit

Prints "✓ file: N servers, N entries, N limits" for a good file, and "file: <JSON path>: <problem>" for each problem.
Exits 1 when any file fails.`;

const counted = (count: number, one: string, many = `${one}s`): string => `${count} ${count === 1 ? one : many}`;

// `npm run` starts the command in the project's folder; a file named on its command line is relative to where npm ran.
const here = process.env['INIT_CWD'] ?? process.cwd();

/** Checks one file and prints what it found; true when the file passes. */
function validateFile(file: string, alongside: Catalog | undefined): boolean {
  const read = readCatalogText(resolve(here, file));
  if ('problem' in read) {
    console.error(`${file}: ${read.problem}.`);
    return false;
  }
  const result = validateCatalogText(read.text, { maxBytes: defaultMaxBytes, ...(alongside && { alongside }) });
  if (result.ok) {
    const { servers, entries, limits } = result.catalog;
    console.log(
      `✓ ${file}: ${counted(servers.length, 'server')}, ${counted(entries.length, 'entry', 'entries')}, ${counted(limits.length, 'limit')}`,
    );
    return true;
  }
  for (const { path, message } of result.problems) console.error(`${file}: ${path}: ${message}`);
  return false;
}

function main(argv: string[]): number {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { alone: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    return 2;
  }
  if (parsed.values.help) {
    console.log(usage);
    return 0;
  }
  if (parsed.positionals.length === 0) {
    console.error(`Give at least one catalog file, such as my-server.json.\n\n${usage}`);
    return 2;
  }
  let passed = true;
  for (const file of parsed.positionals)
    passed = validateFile(file, parsed.values.alone ? undefined : catalog) && passed;
  return passed ? 0 : 1;
}

process.exitCode = main(process.argv.slice(2));
