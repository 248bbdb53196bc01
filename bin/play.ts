/**
 * `npm run play -- [--catalog file.json] <entry-id> [--client reference|naive|both] [--revision R] [--seed N] [--json]`: one playground
 * run in the terminal, against the mock in this process.
 */
import { catalogsFromCommandLine } from '../src/catalog/catalog-files.ts';

// Catalogs given as data are added before anything reads the catalog.
const args = catalogsFromCommandLine(process.argv.slice(2), 'npm run play');
const { play } = await import('../src/playground/play.ts');

process.exitCode = await play(args, {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
