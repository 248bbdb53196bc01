/**
 * `npm run grade -- --command "<client command>" [--scenario S | --suite core|auth|sessions|writes|all] [--out DIR]`:
 * grades an MCP client against the catalog's scenarios (see src/grade/cli.ts).
 */
import { catalogsFromCommandLine } from '../src/catalog/catalog-files.ts';

// Catalogs given as data are added before anything reads the catalog; their scenarios are made from their reactions.
const args = catalogsFromCommandLine(process.argv.slice(2), 'npm run grade');
const { gradeCli } = await import('../src/grade/cli.ts');

process.exitCode = await gradeCli(args, {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
