import { textPattern, type ErrorEntry, type Wire } from '../../src/catalog/index.ts';
import type { Observation } from '../../src/mock/scenarios/index.ts';

type Placeholders = ErrorEntry['placeholders'];

/** Compares an observed JSON value with the catalog's, where catalog strings may hold placeholders. */
function matchJson(
  expected: unknown,
  actual: unknown,
  placeholders: Placeholders,
  path: string,
  problems: string[],
): void {
  if (typeof expected === 'string') {
    const observed = typeof actual === 'number' ? String(actual) : actual;
    if (typeof observed !== 'string' || !textPattern(expected, placeholders).test(observed)) {
      problems.push(`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
    }
    return;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) problems.push(`${path}: expected an array, got ${JSON.stringify(actual)}`);
    else if (expected.length > 0 && expected.length !== actual.length)
      problems.push(`${path}: expected ${expected.length} items, got ${actual.length}`);
    else expected.forEach((item, index) => matchJson(item, actual[index], placeholders, `${path}[${index}]`, problems));
    return;
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object') {
      problems.push(`${path}: expected an object, got ${JSON.stringify(actual)}`);
      return;
    }
    for (const [key, value] of Object.entries(expected)) {
      matchJson(value, (actual as Record<string, unknown>)[key], placeholders, `${path}.${key}`, problems);
    }
    return;
  }
  if (expected !== actual)
    problems.push(`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Every way `observation` differs from the catalog's `wire` form, field by field; empty when it matches. */
export function wireMismatches(entry: ErrorEntry, wire: Wire, observation: Observation): string[] {
  const problems: string[] = [];
  const { placeholders } = entry;
  const check = (field: string, expected: unknown, actual: unknown) =>
    matchJson(expected, actual, placeholders, field, problems);

  if (wire.kind === 'http') {
    check('status', wire.status, observation.status);
    for (const [name, value] of Object.entries(wire.headers))
      check(`headers.${name}`, value, observation.headers.get(name) ?? undefined);
    const { body } = wire;
    if (body.type === 'text') check('body', body.text, observation.body);
    if (body.type === 'empty') check('body', '', observation.body);
    if (body.type === 'json') check('body', body.json, parseJson(observation.body));
    if (body.type === 'jsonrpc-error') {
      check('body.error.code', body.code, observation.message?.error?.code);
      check('body.error.message', body.message, observation.message?.error?.message);
    }
  }
  if (wire.kind === 'jsonrpc-error') {
    check('status', wire.httpStatus, observation.status);
    check('error.code', wire.code, observation.message?.error?.code);
    check('error.message', wire.message, observation.message?.error?.message);
    if (wire.data !== undefined) check('error.data', wire.data, observation.message?.error?.data);
  }
  if (wire.kind === 'tool-result') {
    check('status', 200, observation.status);
    const result = observation.message?.result as
      { isError?: boolean; content?: Array<{ type: string; text?: string }>; structuredContent?: unknown } | undefined;
    if (!result) {
      problems.push(`result: expected a CallToolResult, got ${observation.body.slice(0, 300)}`);
      return problems;
    }
    check('isError', wire.isError, result.isError ?? false);
    check('content[0].text', wire.text, result.content?.[0]?.text);
    if (wire.textFormat === 'json' && parseJson(result.content?.[0]?.text ?? '') === undefined) {
      problems.push('content[0].text: expected a JSON document');
    }
    if (wire.structuredContent) check('structuredContent', wire.structuredContent, result.structuredContent);
  }
  return problems;
}
