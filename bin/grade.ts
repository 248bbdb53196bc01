/**
 * `npm run grade -- --command "<client command>" [--scenario S | --suite core|auth|sessions|writes|all] [--out DIR]`:
 * grades an MCP client against the catalog's scenarios (see src/grade/cli.ts).
 */
import { gradeCli } from '../src/grade/cli.ts';

process.exitCode = await gradeCli(process.argv.slice(2), {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
