/**
 * Matches an observed failure against a catalog entry's wire forms. A match has a score: the
 * number of literal characters it agreed on (placeholders count nothing), so the most specific
 * entry wins when several describe the same reply.
 */
import type { Failure, HttpFailure, ToolFailure } from './decision.ts';
import type { Body, Placeholder, ToolWire, Wire } from './entry.ts';
import { asRecord, parseJson, rpcErrorOf } from './failure.ts';
import { quotedPattern } from './text-pattern.ts';

type Placeholders = Readonly<Record<string, Placeholder>>;
type Score = number | undefined;

const noPlaceholders: Placeholders = {};
const compiled = new WeakMap<Placeholders, Map<string, { pattern: RegExp; literal: number }>>();

/** The pattern of a quoted text and how many literal characters it holds, cached per entry. */
function compile(text: string, placeholders: Placeholders): { pattern: RegExp; literal: number } {
  let cache = compiled.get(placeholders);
  if (!cache) {
    cache = new Map<string, { pattern: RegExp; literal: number }>();
    compiled.set(placeholders, cache);
  }
  let found = cache.get(text);
  if (!found) {
    found = quotedPattern(text, placeholders);
    cache.set(text, found);
  }
  return found;
}

/** Quoted text against observed text: literal characters + 1, or `undefined`. */
function matchText(expected: string, observed: string, placeholders: Placeholders): Score {
  const { pattern, literal } = compile(expected, placeholders);
  return pattern.test(observed) || pattern.test(observed.trim()) ? literal + 1 : undefined;
}

/**
 * A quoted JSON value against an observed one: every key the catalog names must be there. In
 * `lenient` mode (nested objects of `structuredContent`, whose values the catalog gives as
 * examples) a value that differs scores nothing instead of failing the match.
 */
function matchJson(expected: unknown, observed: unknown, placeholders: Placeholders, lenient = false): Score {
  let score: Score;
  if (typeof expected === 'string') {
    const scalar = typeof observed === 'string' || typeof observed === 'number' || typeof observed === 'boolean';
    score = scalar ? matchText(expected, String(observed), placeholders) : undefined;
  } else if (Array.isArray(expected)) {
    score =
      Array.isArray(observed) && observed.length === expected.length
        ? expected.reduce<Score>((sum, item, index) => {
            const child = matchJson(item, observed[index], placeholders, lenient);
            return sum === undefined || child === undefined ? undefined : sum + child;
          }, 1)
        : undefined;
  } else if (expected !== null && typeof expected === 'object') {
    const record = asRecord(observed);
    if (!record) return undefined;
    score = 0;
    for (const [key, value] of Object.entries(expected)) {
      if (!(key in record)) return undefined;
      const child = matchJson(value, record[key], placeholders, lenient);
      if (child === undefined) return undefined;
      score += key.length + child;
    }
    return score;
  } else {
    score = observed === expected ? String(expected).length : undefined;
  }
  return score === undefined && lenient ? 0 : score;
}

/** `structuredContent`: its top-level values must agree; nested objects must have their keys. */
function matchStructured(
  expected: Readonly<Record<string, unknown>>,
  observed: unknown,
  placeholders: Placeholders,
): Score {
  const record = asRecord(observed);
  if (!record) return undefined;
  let score = 0;
  for (const [key, value] of Object.entries(expected)) {
    if (!(key in record)) return undefined;
    const nested = asRecord(value) !== undefined;
    const child = matchJson(value, record[key], placeholders, nested);
    if (child === undefined) return undefined;
    score += key.length + child;
  }
  return score;
}

type RpcError = { code: number; message: string; data?: unknown };

function matchRpc(expected: RpcError, observed: RpcError, placeholders: Placeholders): Score {
  if (expected.code !== observed.code) return undefined;
  const message = matchText(expected.message, observed.message, placeholders);
  if (message === undefined) return undefined;
  const data =
    expected.data === undefined || observed.data === undefined
      ? 0
      : (matchJson(expected.data, observed.data, placeholders, true) ?? 0);
  return String(expected.code).length + message + data;
}

function matchBody(body: Body, observed: string, placeholders: Placeholders): Score {
  switch (body.type) {
    case 'empty':
      return observed.trim() === '' ? 1 : undefined;
    case 'text':
      return matchText(body.text, observed, placeholders);
    case 'json': {
      const json = parseJson(observed);
      return json === undefined ? undefined : matchJson(body.json, json, placeholders);
    }
    case 'jsonrpc-error': {
      const error = rpcErrorOf(observed);
      return error ? matchRpc(body, error, placeholders) : undefined;
    }
  }
}

/** Headers, when the failure kept them: each one the wire names must be there and agree (Retry-After's value is the wait, not an identity). */
function matchHeaders(
  expected: Readonly<Record<string, string>>,
  failure: HttpFailure,
  placeholders: Placeholders,
): Score {
  if (!failure.headers) return 0;
  let score = 0;
  for (const [name, value] of Object.entries(expected)) {
    const observed = failure.headers.get(name);
    if (name.toLowerCase() === 'retry-after') {
      score += observed === null ? 0 : name.length;
      continue;
    }
    const header = observed === null ? undefined : matchText(value, observed, placeholders);
    if (header === undefined) return undefined;
    score += name.length + header;
  }
  return score;
}

function matchTool(wire: ToolWire, failure: ToolFailure, placeholders: Placeholders): Score {
  if (wire.isError !== failure.isError) return undefined;
  const expectedJson = wire.textFormat === 'json' ? parseJson(wire.text) : undefined;
  const observedJson = expectedJson === undefined ? undefined : parseJson(failure.text);
  const candidates = [failure.text, ...failure.text.split('\n')];
  const text =
    observedJson !== undefined
      ? matchJson(expectedJson, observedJson, placeholders)
      : candidates
          .map((candidate) => matchText(wire.text, candidate, placeholders))
          .find((score) => score !== undefined);
  if (text === undefined) return undefined;
  if (!wire.structuredContent) return text;
  const structured = matchStructured(wire.structuredContent, failure.structuredContent, placeholders);
  return structured === undefined ? undefined : text + structured;
}

/**
 * How well `failure` matches one wire form of an entry: a score (higher is more specific), or
 * `undefined` when it does not match. A JSON-RPC error matches both `jsonrpc-error` wire forms and
 * HTTP wire forms whose body is a JSON-RPC error, since the SDK turns one into the other.
 *
 * @example
 * matchWire(entry.wire[0], { kind: 'http', status: 404, body: 'Not found.' }, entry.placeholders) // 14
 */
export function matchWire(wire: Wire, failure: Failure, placeholders: Placeholders = noPlaceholders): Score {
  if (failure.kind === 'tool-result')
    return wire.kind === 'tool-result' ? matchTool(wire, failure, placeholders) : undefined;
  if (failure.kind === 'http') {
    if (failure.surface && (wire.surface ?? 'mcp') !== failure.surface) return undefined;
    if (wire.kind === 'http') {
      if (wire.status !== failure.status) return undefined;
      const headers = matchHeaders(wire.headers ?? {}, failure, placeholders);
      const body = headers === undefined ? undefined : matchBody(wire.body, failure.body, placeholders);
      return headers === undefined || body === undefined ? undefined : 3 + headers + body;
    }
    if (wire.kind === 'jsonrpc-error' && wire.httpStatus === failure.status) {
      const error = rpcErrorOf(failure.body);
      const score = error ? matchRpc(wire, error, placeholders) : undefined;
      return score === undefined ? undefined : 3 + score;
    }
    return undefined;
  }
  const status = wire.kind === 'http' ? wire.status : wire.kind === 'jsonrpc-error' ? wire.httpStatus : undefined;
  if (failure.httpStatus !== undefined && status !== failure.httpStatus) return undefined;
  if (wire.kind === 'jsonrpc-error') return matchRpc(wire, failure, placeholders);
  if (wire.kind === 'http' && wire.body.type === 'jsonrpc-error') return matchRpc(wire.body, failure, placeholders);
  return undefined;
}
