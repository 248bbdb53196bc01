/**
 * Explain this response: what a reader's client got, read back into the reference client's
 * `Failure` and decided by its own classifier against the entries given, with what is wrong or
 * risky in the response itself.
 */
import { classify, matchEntries } from '../classify.ts';
import type { Failure } from '../decision.ts';
import type { Entry, Wire } from '../entry.ts';
import type { ClassifyOptions } from '../options.ts';
import { findingChecks } from './findings.ts';
import { codeChecks } from './findings-codes.ts';
import { failureOfHttp, failureOfMessage } from './message.ts';
import { expected, formLabels, readInput } from './read.ts';
import type { ExplainOptions, Explanation, ExplainedWait, Finding, Observed } from './types.ts';

/** The largest input read by default, in characters (a HAR of a whole session is larger: export one request). */
export const defaultMaxChars = 1_000_000;

const statusOfWire = (wire: Wire): number =>
  wire.kind === 'http' ? wire.status : wire.kind === 'jsonrpc-error' ? wire.httpStatus : 200;
const codeOfWire = (wire: Wire): number | undefined =>
  wire.kind === 'jsonrpc-error'
    ? wire.code
    : wire.kind === 'http' && wire.body.type === 'jsonrpc-error'
      ? wire.body.code
      : undefined;

/** The candidate that matches an entry best, for a printout that lost its status or code. */
function bestOf(candidates: Failure[], options: ClassifyOptions): Failure | undefined {
  let best: { failure: Failure; score: number } | undefined;
  for (const failure of candidates) {
    const top = matchEntries(failure, options)[0];
    if (top && (!best || top.score > best.score)) best = { failure, score: top.score };
  }
  return best?.failure;
}

/** The failure the reference client would see, filling a status or code an SDK printout lost from the entries. */
function failureOf(observed: Observed, entries: readonly Entry[], options: ClassifyOptions): Failure | undefined {
  if (observed.sdk?.local) return undefined;
  if (observed.status !== undefined) {
    const { status, headers, body = '' } = observed;
    const failure = failureOfHttp(status, headers, body, observed.message);
    if (failure) return failure;
    // A 2xx that is neither a JSON-RPC error nor a tool result is a success, unless an entry describes it (a replay).
    const asHttp: Failure = { kind: 'http', status, body, ...(headers ? { headers } : {}) };
    return matchEntries(asHttp, options).length > 0 ? asHttp : undefined;
  }
  const wires = entries.flatMap((entry) => entry.wire);
  if (observed.sdk && observed.body !== undefined) {
    const statuses = [...new Set(wires.map(statusOfWire).filter((status) => status >= 400))];
    const found = bestOf(
      statuses.map((status) => ({ kind: 'http', status, body: observed.body ?? '' })),
      options,
    );
    if (found?.kind === 'http')
      observed.notes.push(
        `the printout names no status: ${found.status} is the one whose entries match the words best`,
      );
    return found ?? failureOfMessage(observed.message);
  }
  const failure = failureOfMessage(observed.message);
  if (failure?.kind !== 'jsonrpc-error' || Number.isFinite(failure.code)) return failure;
  const codes = [...new Set(wires.map(codeOfWire).filter((code) => code !== undefined))];
  const found = bestOf(
    codes.map((code) => ({ ...failure, code })),
    options,
  );
  if (found?.kind === 'jsonrpc-error')
    observed.notes.push(`the printout names no code: ${found.code} is the one whose entries match the words best`);
  return found ?? failure;
}

function describe(failure: Failure | undefined, observed: Observed): string {
  if (observed.sdk?.local) return `${observed.sdk.className}: ${observed.sdk.message}`;
  if (!failure) return 'A successful result';
  if (failure.kind === 'http') return `HTTP ${failure.status}`;
  if (failure.kind === 'jsonrpc-error') return `JSON-RPC error ${failure.code}`;
  return failure.isError ? 'A tool result with isError: true' : 'A tool result';
}

function summaryOf(explanation: Omit<Extract<Explanation, { ok: true }>, 'summary'>, observed: Observed): string {
  const what = describe(explanation.failure, observed);
  if (observed.sdk?.local) return `${what}: raised by the SDK, not sent by the server.`;
  if (!explanation.failure) return `${what}: not an error.`;
  const top = explanation.matches[0];
  const entry = top ? `${top.title} (${top.id})` : 'no entry describes it';
  return `${what}, from ${formLabels[explanation.form]}: ${entry}. ${explanation.decision?.reason ?? ''}`.trim();
}

function explainObserved(observed: Observed, options: ExplainOptions): Extract<Explanation, { ok: true }> {
  const revision = options.revision ?? observed.request?.headers.get('mcp-protocol-version') ?? undefined;
  const date = observed.headers?.get('date');
  const serverNow = date ? Date.parse(date) : Number.NaN;
  const now = (options.now ?? Date.now)();
  // A wait is measured against the server's clock when the response says what time it was.
  const classifyOptions: ClassifyOptions = {
    entries: options.entries,
    server: options.server,
    revision,
    clock: { now: () => (Number.isNaN(serverNow) ? now : serverNow), random: () => 1 },
  };
  const failure = failureOf(observed, options.entries, classifyOptions);
  const matched = failure ? matchEntries(failure, classifyOptions) : [];
  const matches = matched.map(({ entry, score }) => ({
    id: entry.id,
    server: entry.server,
    title: entry.title,
    score,
  }));
  const decision = failure ? classify(failure, classifyOptions) : undefined;
  const wait: ExplainedWait | undefined =
    decision?.waitMs !== undefined && decision.waitFrom
      ? { ms: decision.waitMs, from: decision.waitFrom, reason: decision.reason }
      : undefined;
  const context = { observed, failure, decision, entries: options.entries, now };
  const findings = [...findingChecks, ...codeChecks]
    .map((check) => check(context))
    .filter((found): found is Finding => found !== undefined);
  const explanation = {
    ok: true as const,
    form: observed.form,
    notes: observed.notes,
    failure,
    matches,
    decision,
    wait,
    findings,
  };
  return { ...explanation, summary: summaryOf(explanation, observed) };
}

/**
 * Explains what a client got: `curl -i` or `curl -v` output, a raw HTTP response, a HAR (or one of
 * its entries), a JSON-RPC message, a `CallToolResult`, an SSE stream or an SDK error's text. Never
 * throws: input it cannot read gets `{ ok: false, problem }`, saying what it expects.
 *
 * @example
 * explainResponse('HTTP/1.1 429 Too Many Requests\r\nRetry-After: 3\r\n\r\nToo many requests.', { entries })
 * // { ok: true, form: 'http-response', matches: [{ id: 'clockford.http.rate-limited', … }],
 * //   decision: { action: 'retry-after', waitMs: 3000, … }, wait: { ms: 3000, from: 'retry-after-header', … }, findings: [] }
 */
export function explainResponse(text: string, options: ExplainOptions): Explanation {
  if (typeof text !== 'string') return { ok: false, problem: `The input must be text. ${expected}` };
  const maxChars = options.maxChars ?? defaultMaxChars;
  if (text.length > maxChars)
    return {
      ok: false,
      problem: `The input is ${text.length.toLocaleString('en')} characters; the explainer reads up to ${maxChars.toLocaleString('en')}. Paste one response (from a HAR, export only the request that failed).`,
    };
  if (text.trim() === '') return { ok: false, problem: `The input is empty. ${expected}` };
  try {
    const read = readInput(text.replace(/\r\n?/g, '\n'));
    return 'problem' in read ? { ok: false, problem: read.problem } : explainObserved(read, options);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, problem: `The explainer could not read this input (${detail}). ${expected}` };
  }
}
