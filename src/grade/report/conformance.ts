/**
 * `checks.json` in the conformance suite's shape: one check object per check and scenario, `{ id, name,
 * description, status, timestamp, specReferences, details, errorMessage }` (the suite's `ConformanceCheck`), and its
 * baseline of expected failures (`--expected-failures file.yaml`, the suite's format: `client:` lists `<scenario>`
 * or `<scenario>:<check-id>`). Plain data, no Node: the report card reads the same shape.
 */
import type { CheckRecordView } from './checks-file.ts';

/** The suite's statuses. The grader gives SUCCESS, FAILURE and SKIPPED (a check it could not reach). */
export type ConformanceStatus = 'SUCCESS' | 'FAILURE' | 'WARNING' | 'SKIPPED' | 'INFO';

/** A reference as the suite writes one. */
export interface ConformanceSpecReference {
  id: string;
  url?: string;
}

/** What the grader keeps in a check object's `details`: everything its report card draws. */
export type ConformanceDetails = Omit<CheckRecordView, 'id' | 'status'>;

/** One check object, as the suite's `ConformanceCheck`. */
export interface ConformanceCheck {
  id: string;
  name: string;
  description: string;
  status: ConformanceStatus;
  timestamp: string;
  specReferences: ConformanceSpecReference[];
  details: ConformanceDetails;
  errorMessage?: string;
}

/** A check record, as the grader judges one, with the references of its rule. */
export type GradedCheck = CheckRecordView & { specReferences: ConformanceSpecReference[] };

const toStatus = { pass: 'SUCCESS', fail: 'FAILURE', 'not-reached': 'SKIPPED' } as const;
const fromStatus = { SUCCESS: 'pass', FAILURE: 'fail', SKIPPED: 'not-reached' } as const;

/** `honours-named-wait` → `HonoursNamedWait`, the suite's way of naming a check. */
export const checkName = (id: string): string =>
  id
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** The suite's check object of one graded check. */
export function toConformanceCheck(check: GradedCheck, timestamp: Date): ConformanceCheck {
  const { id, status, specReferences, asks, ...details } = check;
  return {
    id,
    name: checkName(id),
    description: asks ?? id,
    status: toStatus[status],
    timestamp: timestamp.toISOString(),
    specReferences,
    details: { ...details, ...(asks === undefined ? {} : { asks }) },
    ...(status === 'fail' ? { errorMessage: check.summary } : {}),
  };
}

/** A check object back as the report card draws it; a WARNING counts as a failure, INFO as not reached. */
export function fromConformanceCheck(check: ConformanceCheck): CheckRecordView {
  const status =
    check.status === 'WARNING' ? 'fail' : check.status === 'INFO' ? 'not-reached' : fromStatus[check.status];
  return { ...check.details, asks: check.details.asks ?? check.description, id: check.id, status };
}

/** One line of an expected-failures baseline: a whole scenario, or one check of it. */
export interface ExpectedFailure {
  scenario: string;
  check?: string;
}

/** What a baseline makes of a run, as the suite reports it; exit 1 when anything is unexpected or stale. */
export interface BaselineVerdict {
  exitCode: 0 | 1;
  /** Failures the baseline does not list. */
  unexpected: string[];
  /** Baseline lines that now pass: remove them. */
  stale: string[];
  /** Failures the baseline lists. */
  expected: string[];
}

const failed = (check: ConformanceCheck): boolean => check.status === 'FAILURE' || check.status === 'WARNING';
const key = (scenario: string, check?: string): string => (check ? `${scenario}:${check}` : scenario);

/** Parses the `client:` list of an expected-failures file (already read from YAML); throws, naming the bad line. */
export function parseExpectedFailures(document: unknown): ExpectedFailure[] {
  if (document === null || document === undefined) return [];
  if (typeof document !== 'object' || Array.isArray(document)) {
    throw new Error("Invalid expected-failures file: expected an object with a 'client' key.");
  }
  const list = (document as Record<string, unknown>)['client'] ?? [];
  if (!Array.isArray(list))
    throw new Error("Invalid expected-failures file: 'client' must be a list of scenario names.");
  return list.map((line: unknown) => {
    const [scenario, check, ...rest] = typeof line === 'string' ? line.split(':') : [];
    if (!scenario || rest.length > 0 || check === '') {
      throw new Error(
        `Invalid expected-failures file: ${JSON.stringify(line)} is not '<scenario>' or '<scenario>:<check-id>'.`,
      );
    }
    return check === undefined ? { scenario } : { scenario, check };
  });
}

/** Compares a run's check objects with a baseline, as the suite's `--expected-failures` does. */
export function compareBaseline(
  checks: readonly ConformanceCheck[],
  baseline: readonly ExpectedFailure[],
): BaselineVerdict {
  const wholeScenarios = new Set(baseline.filter((line) => !line.check).map((line) => line.scenario));
  const perCheck = new Set(baseline.filter((line) => line.check).map((line) => key(line.scenario, line.check)));
  const verdict: BaselineVerdict = { exitCode: 0, unexpected: [], stale: [], expected: [] };
  const scenarios = [...new Set(checks.map((check) => check.details.scenario))];
  for (const scenario of scenarios) {
    const own = checks.filter((check) => check.details.scenario === scenario);
    if (wholeScenarios.has(scenario)) {
      (own.some(failed) ? verdict.expected : verdict.stale).push(scenario);
      continue;
    }
    for (const check of own.filter(failed)) {
      (perCheck.has(key(scenario, check.id)) ? verdict.expected : verdict.unexpected).push(key(scenario, check.id));
    }
    for (const check of own.filter((one) => one.status === 'SUCCESS')) {
      if (perCheck.has(key(scenario, check.id))) verdict.stale.push(key(scenario, check.id));
    }
  }
  verdict.exitCode = verdict.unexpected.length > 0 || verdict.stale.length > 0 ? 1 : 0;
  return verdict;
}
