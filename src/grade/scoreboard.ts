/**
 * The clients on the site's scoreboard, and how each is run. `npm run grade:scoreboard` grades them all and
 * writes their runs to `public/grade/<client>/` (`checks.json` and `report.html`); the scoreboard page reads those
 * files when the site is built, so every number on it comes from a real run.
 */
import { getServer } from '../catalog/index.ts';
import { scenarioIds, scenarioOf, type ScenarioId } from './scenarios/index.ts';

export interface ScoreboardClient {
  id: 'reference' | 'naive' | 'sdk-v2' | 'sdk-v1' | 'curl';
  name: string;
  /** A name short enough for a column. */
  short: string;
  /** What it is, in a sentence. */
  is: string;
  command: string;
  /** The scenarios it runs: all, or those at a revision it speaks. */
  scenarios: ScenarioId[];
  /** Why some scenarios are left out. */
  leftOut?: string;
}

/** Scenarios on a server that speaks 2025-11-25: the most a client of the 2025 revisions can meet. */
const at2025 = scenarioIds.filter((id) => getServer(scenarioOf(id).server).revisions.includes('2025-11-25'));

export const scoreboardClients: readonly ScoreboardClient[] = [
  {
    id: 'reference',
    short: 'Reference',
    name: 'Reference client',
    is: "This site's client as a reader uses it: createResilientClient with the catalog's entries, the official SDK v2 client connected through its fetch, tool calls through its callTool.",
    command: 'node --import ./scripts/client-alias.ts src/grade/clients/reference.ts',
    scenarios: scenarioIds,
  },
  {
    id: 'naive',
    short: 'Naive',
    name: 'Naive client',
    is: 'The official SDK v2 client over createNaiveFetch and callToolNaively: it repeats every refusal at once.',
    command: 'node src/grade/clients/naive.ts',
    scenarios: scenarioIds,
  },
  {
    id: 'sdk-v2',
    short: 'SDK v2',
    name: 'Official SDK v2',
    is: '@modelcontextprotocol/client as its documentation shows: new Client, StreamableHTTPClientTransport, connect, callTool.',
    command: 'node src/grade/clients/sdk-v2.ts',
    scenarios: scenarioIds,
  },
  {
    id: 'sdk-v1',
    short: 'SDK v1',
    name: 'Official SDK v1',
    is: '@modelcontextprotocol/sdk (the registry’s latest, 1.x) as its README shows, with no wrapper.',
    command: 'node src/grade/clients/sdk-v1.ts',
    scenarios: at2025,
    leftOut: 'It speaks up to 2025-11-25, so the scenarios on Connect (2026-07-28 only) are left out.',
  },
  {
    id: 'curl',
    short: 'curl',
    name: 'curl shell client',
    is: 'A shell script: jq to read the context, curl --retry 3 for the HTTP; it reads no tool result and keeps no key.',
    command: 'bash src/grade/clients/curl-client.sh',
    scenarios: scenarioIds,
  },
];
