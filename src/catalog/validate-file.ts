/**
 * The validator of a catalog file in the Atlas's format (`CatalogSchema`: `{version, servers, entries, limits}`),
 * for a third party documenting its own server. It never throws on bad input: it answers with the catalog, or with
 * every problem found, each naming its JSON path and saying how to fix it. Plain TypeScript, for Node and the browser.
 */
import type { Catalog } from './schema.ts';
import { CatalogSchema } from './schema.ts';
import { catalogRuleProblems } from './catalog-rules.ts';
import { jsonSyntaxErrorOffset } from './json-syntax.ts';
import { schemaProblems, type CatalogProblem } from './schema-problems.ts';
import { unknownKeyProblems } from './unknown-keys.ts';

export type { CatalogProblem } from './schema-problems.ts';

/** What a validation gives: the catalog with the schema's defaults applied, or what is wrong with the file. */
export type CatalogValidation = { ok: true; catalog: Catalog } | { ok: false; problems: CatalogProblem[] };

/** Options of `validateCatalogText` and `validateCatalogValue`. */
export interface ValidateCatalogOptions {
  /** The largest file accepted, in bytes (UTF-8). @default 5 MiB */
  maxBytes?: number;
  /** The catalog the file will be served beside (the seed catalog): its ids are taken, its servers may be named. */
  alongside?: Catalog;
}

/** The default size cap of a catalog file: 5 MiB. */
export const defaultMaxBytes = 5 * 1024 * 1024;

const failed = (path: string, message: string): CatalogValidation => ({ ok: false, problems: [{ path, message }] });

/** A size in words: `10.0 MB (10,485,760 bytes)`. */
function sizeWords(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB (${bytes.toLocaleString('en-US')} bytes)`;
}

/** The UTF-8 length of a text, counted without encoding it. */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      index += 1;
    } else bytes += 3;
  }
  return bytes;
}

/** `line L, column C` of an offset into a text, both counted from 1. */
function lineColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
}

/** Where a `JSON.parse` error happened: from the engine's message where it says, else from scanning the text. */
function parseErrorWhere(text: string, message: string): string | undefined {
  const said = /line (\d+) column (\d+)/i.exec(message);
  if (said) return `line ${said[1]}, column ${said[2]}`;
  const position = /position (\d+)/i.exec(message);
  const offset = position ? Number(position[1]) : jsonSyntaxErrorOffset(text);
  return offset === undefined ? undefined : lineColumn(text, offset);
}

/**
 * Checks a parsed JSON value against the catalog format: `CatalogSchema`, then the rules a schema cannot express
 * (ids unique and saying their server and level, references resolving, wire forms that fit their level, placeholders
 * defined and used), and no key the format does not know (a typo would be dropped silently). A `$schema` key is
 * allowed and dropped.
 *
 * @example
 * const result = validateCatalogValue(JSON.parse(text), { alongside: catalog });
 * if (!result.ok) for (const { path, message } of result.problems) console.log(`${path}: ${message}`);
 */
export function validateCatalogValue(value: unknown, options: ValidateCatalogOptions = {}): CatalogValidation {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return failed('$', 'a catalog is a JSON object with version, servers, entries and limits.');
  try {
    const parsed = CatalogSchema.safeParse(value);
    if (!parsed.success) return { ok: false, problems: schemaProblems(parsed.error.issues, value) };
    const problems = [
      ...unknownKeyProblems(value, parsed.data),
      ...catalogRuleProblems(parsed.data, options.alongside),
    ];
    return problems.length > 0 ? { ok: false, problems } : { ok: true, catalog: parsed.data };
  } catch (error) {
    // A value nested deeper than the engine's stack, say: a problem with the file, not a crash.
    return failed('$', `the file could not be checked (${error instanceof Error ? error.message : String(error)}).`);
  }
}

/**
 * Checks the text of a catalog file: its size first (over `maxBytes`, default 5 MiB, it fails before any parse),
 * then that it is JSON (naming the line and column where it is not), then everything `validateCatalogValue` checks.
 *
 * @example
 * validateCatalogText('{"version": "1"}')
 * // { ok: false, problems: [{ path: '$.servers', message: '"servers" is missing: add it (array).' }, ...] }
 */
export function validateCatalogText(text: string, options: ValidateCatalogOptions = {}): CatalogValidation {
  const maxBytes = options.maxBytes ?? defaultMaxBytes;
  const bytes = utf8Length(text);
  if (bytes > maxBytes)
    return failed(
      '$',
      `the file is ${sizeWords(bytes)}, over the cap of ${sizeWords(maxBytes)}: split it into one catalog per server, or drop what a client never meets.`,
    );
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const where = parseErrorWhere(text, message);
    // The engine's words without its position (said once, above) or its quote of the text (the whole file, perhaps).
    const what = message
      .replace(/ in JSON at position \d+.*$/s, '')
      .replace(/, (?:\.\.\.)?".*" is not valid JSON$/s, '');
    return failed('$', `the file is not JSON${where ? ` at ${where}` : ''} (${what}): fix the syntax there.`);
  }
  return validateCatalogValue(value, options);
}
