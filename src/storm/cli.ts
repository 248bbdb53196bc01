/**
 * `npm run storm -- --server connect --clients 1000 --strategy jitter-budget --workload outage:30 --seed 1`: one
 * storm run, printed as one JSON object (its figures and a `perSecond` series). `--capacity N` and `--seconds N`
 * too; `--no-series` leaves the series out.
 */
import { seriesMeaning } from './series.ts';
import { parseStormParams, type StormParamText } from './params.ts';
import { runStorm } from './simulate.ts';

const options = ['server', 'clients', 'strategy', 'workload', 'capacity', 'seconds', 'seed'] as const;
const usage =
  'Usage: npm run storm -- [--server connect|rooms|clockford] [--clients N] [--strategy naive|fixed|exponential|jitter|jitter-budget|throttle] [--workload steady|burst|outage:SECONDS] [--capacity N] [--seconds N] [--seed N] [--no-series]';

/** Runs the command line `args`; returns the exit code. */
export function stormCli(args: string[], out: (text: string) => void, err: (text: string) => void): number {
  const text: StormParamText = {};
  let series = true;
  try {
    for (let index = 0; index < args.length; index++) {
      const arg = args[index]!;
      if (arg === '--no-series') {
        series = false;
        continue;
      }
      if (arg === '--help' || arg === '-h') {
        out(usage);
        return 0;
      }
      const [flag, inline] = arg.split('=', 2) as [string, string | undefined];
      const name = flag.replace(/^--/, '') as (typeof options)[number];
      if (!flag.startsWith('--') || !options.includes(name)) throw new RangeError(`Unknown option "${arg}".`);
      const value = inline ?? args[++index];
      if (value === undefined) throw new RangeError(`Option "--${name}" needs a value.`);
      text[name] = value;
    }
    const { perSecond, ...summary } = runStorm(parseStormParams(text));
    // With the series, what each of its counts means.
    out(JSON.stringify(series ? { ...summary, perSecond, perSecondMeaning: seriesMeaning } : summary));
    return 0;
  } catch (error) {
    err(`${(error as Error).message}\n${usage}`);
    return 2;
  }
}

if (import.meta.main) {
  process.exitCode = stormCli(
    process.argv.slice(2),
    (text) => console.log(text),
    (text) => console.error(text),
  );
}
