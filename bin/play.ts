/**
 * `npm run play -- <entry-id> [--client reference|naive|both] [--revision R] [--seed N] [--json]`: one playground
 * run in the terminal, against the mock in this process.
 */
import { play } from '../src/playground/play.ts';

process.exitCode = await play(process.argv.slice(2), {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
