/**
 * `npm run explain -- [--catalog file.json] <file | -> [--server S] [--revision R] [--json]`: explains a response a
 * client got (curl -i or -v output, a raw HTTP response, a HAR, a JSON-RPC message, a CallToolResult, an SSE stream,
 * an SDK error's text): the entries it matches, the reference client's reaction and wait, and what is wrong or risky
 * in it. Exits 1 when the input cannot be read, 2 on a bad command line.
 */
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { catalogsFromCommandLine } from '../src/catalog/catalog-files.ts';

const usage = `Usage: npm run explain -- <file | -> [--catalog file.json] [--server S] [--revision R] [--json]

Explains a response your client got: the catalog entries it matches, what the reference client would do and why, the
wait and where it came from, and what is wrong or risky in the response itself. The file (or stdin, with -) may hold
curl -i or curl -v output, a raw HTTP response, a HAR file or entry, a JSON-RPC message, a CallToolResult, an SSE
stream, or the text an official SDK error printed.

  --catalog F   add a server's catalog given as data (repeatable)
  --server S    the server it came from: its entries and the specification's are preferred
  --revision R  the negotiated protocol version (2025-11-25, 2026-07-28)
  --json        print the explanation as one JSON object
  --help        print this and exit`;

// Catalogs given as data are added before anything reads the catalog.
const args = catalogsFromCommandLine(process.argv.slice(2), 'npm run explain');
const { entries } = await import('../src/client-data/entries.ts');
const { defaultMaxChars, explainResponse } = await import('../src/client/explain/index.ts');
const { formatExplanation } = await import('../src/client/explain/format.ts');
const { entryPath } = await import('../src/components/routes.ts');
const { site } = await import('../src/site.ts');

const here = process.env['INIT_CWD'] ?? process.cwd();

async function readStdin(): Promise<string> {
  const chunks: string[] = [];
  let length = 0;
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin as AsyncIterable<string>) {
    chunks.push(chunk);
    length += chunk.length;
    // Past the limit the explainer refuses anyway: stop reading, and let it say so.
    if (length > defaultMaxChars) break;
  }
  return chunks.join('');
}

/** The input's text, or why it could not be read. */
async function readInput(file: string): Promise<{ text: string } | { problem: string }> {
  if (file === '-') return { text: await readStdin() };
  try {
    const path = resolve(here, file);
    const stats = statSync(path);
    if (stats.isDirectory()) return { problem: `${file}: this is a folder: give a file inside it.` };
    return { text: stats.size > defaultMaxChars * 4 ? 'x'.repeat(defaultMaxChars + 1) : readFileSync(path, 'utf8') };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT')
      return { problem: `${file}: no such file: check the path, relative to the folder you ran npm in.` };
    return { problem: `${file}: could not be read (${error instanceof Error ? error.message : String(error)}).` };
  }
}

const jsonReplacer = (_key: string, value: unknown): unknown =>
  value instanceof Headers ? Object.fromEntries(value.entries()) : value;

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        server: { type: 'string' },
        revision: { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) return (console.log(usage), 0);
  if (positionals.length !== 1) {
    console.error(
      `${positionals.length === 0 ? 'Give a file to explain, or - for stdin.' : 'Give one file.'}\n\n${usage}`,
    );
    return 2;
  }
  const input = await readInput(positionals[0]!);
  if ('problem' in input) return (console.error(input.problem), 1);
  const explanation = explainResponse(input.text, { entries, server: values.server, revision: values.revision });
  const print = explanation.ok ? console.log : console.error;
  if (values.json) print(JSON.stringify(explanation, jsonReplacer, 2));
  else
    print(
      formatExplanation(explanation, (link) =>
        link.kind === 'entry' ? new URL(entryPath(link.id), site.url).href : `${link.label}: ${link.url}`,
      ),
    );
  return explanation.ok ? 0 : 1;
}

process.exitCode = await main(args);
