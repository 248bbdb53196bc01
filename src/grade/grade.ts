/**
 * Grades a client command: runs each scenario (as many times as it asks), then reads every check off the wire of
 * its runs. The result is plain data, written as `checks.json` and drawn as the terminal table and the report.
 */
import type { EntryId } from '../catalog/index.ts';
import type { AtlasContext } from './atlas-context.ts';
import { checks, type CheckId, type CheckStatus, type CitedRequest } from './checks/index.ts';
import { specReferencesOf, type SpecReference } from './checks/spec-references.ts';
import { defaultRunLimits, runScenario, type RunLimits } from './run-scenario.ts';
import type { RunRecord, ScenarioRuns } from './scenario.ts';
import { scenarioOf, type ScenarioId } from './scenarios/index.ts';

/** One check on one scenario: an object of `checks.json`. */
export interface CheckRecord {
  id: CheckId;
  scenario: ScenarioId;
  /** The scenario's scene, in a sentence. */
  title: string;
  status: CheckStatus;
  /** What was seen, in a sentence. */
  summary: string;
  /** The catalog entry the scenario makes the client meet. */
  entry: EntryId;
  /** The check's question. */
  asks: string;
  /** Where its rule is written: the revision's page, and the proposal a rule comes from. */
  specReferences: SpecReference[];
  evidence: {
    requests: CitedRequest[];
    /** What the scene did, and when on the mock's clock (`before`: before the client started). */
    scene: Array<{ run: number; at: number; before?: true; text: string }>;
    /** How each run of the client ended. */
    runs: Array<{ run: number; verdict: string; says: string }>;
  };
}

/** One scenario's runs and checks. */
export interface ScenarioResult {
  id: ScenarioId;
  context: AtlasContext | undefined;
  runs: RunRecord[];
  checks: CheckRecord[];
}

export interface GradeOptions {
  command: string;
  scenarios: ScenarioId[];
  limits?: RunLimits;
  /** Called as each scenario finishes, for progress on a terminal. */
  onScenario?: (result: ScenarioResult) => void;
}

/** Judges a scenario's checks from its runs. */
export function judgeScenario(id: ScenarioId, context: AtlasContext | undefined, runs: RunRecord[]): CheckRecord[] {
  const scenario = scenarioOf(id);
  const evidenceOfRuns = {
    scene: runs.flatMap((run) =>
      run.notes.map(({ at, before, text }) => ({ run: run.run, at, ...(before ? { before } : {}), text })),
    ),
    runs: runs.map((run) => ({ run: run.run, verdict: run.verdict.kind, says: run.verdict.says })),
  };
  return scenario.checks.map((checkId) => {
    const check = checks[checkId];
    const judgement = context
      ? check.judge({ id, scenario, context, runs } satisfies ScenarioRuns)
      : {
          status: 'not-reached' as const,
          summary: `The scene was not set: ${runs[0]?.verdict.says ?? 'no run'}.`,
          cited: [],
        };
    return {
      id: checkId,
      scenario: id,
      title: scenario.title,
      status: judgement.status,
      summary: judgement.summary,
      entry: scenario.entries[0],
      asks: check.asks,
      specReferences: specReferencesOf(checkId, scenario.revision),
      evidence: { requests: judgement.cited, ...evidenceOfRuns },
    };
  });
}

/** Runs the scenarios one after another and judges them. */
export async function grade(options: GradeOptions): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = [];
  for (const id of options.scenarios) {
    const scenario = scenarioOf(id);
    const runs: RunRecord[] = [];
    let context: AtlasContext | undefined;
    for (let run = 1; run <= (scenario.runs ?? 1); run += 1) {
      const done = await runScenario(id, scenario, options.command, run, options.limits ?? defaultRunLimits);
      runs.push(done.record);
      context ??= done.context;
    }
    const result = { id, context, runs, checks: judgeScenario(id, context, runs) };
    results.push(result);
    options.onScenario?.(result);
  }
  return results;
}
