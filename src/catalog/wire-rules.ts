/**
 * The rules of an entry's wire forms that the schema cannot express: each form travels the way its level says, and
 * every placeholder in the quoted text is defined, with a pattern that compiles.
 */
import type { ErrorEntry, Level, Wire } from './schema.ts';
import { jsonPath, type PathStep } from './json-path.ts';
import type { CatalogProblem } from './schema-problems.ts';
import { readInferredPath } from './inferred-paths.ts';
import { placeholderParts } from './text-pattern.ts';

/**
 * How each level reaches a client, as the seed catalog uses them: `http` as an HTTP response; `protocol` as a
 * JSON-RPC error or a tool result the SDK writes for the tool; `tool` as a tool result, or as the REST twin of a
 * tool's refusal (an `http` form on the `rest` surface).
 */
function levelContradiction(level: Level, wire: Wire): string | undefined {
  if (wire.kind === 'tool-result' && wire.surface !== 'mcp')
    return `a tool-result travels only on the mcp surface, not "${wire.surface}": write surface "mcp" or leave it out.`;
  if (level === 'http' && wire.kind !== 'http')
    return `an http-level entry is an HTTP response, not a ${wire.kind}: use a wire of kind "http", or change level to "${wire.kind === 'jsonrpc-error' ? 'protocol' : 'tool'}".`;
  if (level === 'protocol' && wire.kind === 'http')
    return `a protocol-level entry is answered by the MCP layer (a jsonrpc-error or tool-result), not an HTTP ${wire.status}: change its kind, or change level to "http".`;
  if (level === 'tool' && wire.kind === 'jsonrpc-error')
    return `a tool-level entry is the tool's own answer (a tool-result), not a JSON-RPC error ${wire.code}: change its kind, or change level to "protocol".`;
  if (level === 'tool' && wire.kind === 'http' && wire.surface === 'mcp')
    return `a tool-level entry answers on the MCP surface with a tool-result, not an HTTP ${wire.status}: use a tool-result, mark this form surface "rest" if it is the REST twin, or change level to "http".`;
  return undefined;
}

/** Every string of a JSON value, with its steps. */
function stringsOf(value: unknown, steps: PathStep[]): Array<{ steps: PathStep[]; text: string }> {
  if (typeof value === 'string') return [{ steps, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, [...steps, index]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, [...steps, key]));
  return [];
}

/** The quoted text of a wire form, where placeholders may stand: headers, body, message, data, text, structuredContent. */
function quotedTexts(wire: Wire): Array<{ steps: PathStep[]; text: string }> {
  switch (wire.kind) {
    case 'http': {
      const { body } = wire;
      const bodyText =
        body.type === 'text'
          ? stringsOf(body.text, ['body', 'text'])
          : body.type === 'json'
            ? stringsOf(body.json, ['body', 'json'])
            : body.type === 'jsonrpc-error'
              ? [...stringsOf(body.message, ['body', 'message']), ...stringsOf(body.data, ['body', 'data'])]
              : [];
      return [...stringsOf(wire.headers, ['headers']), ...bodyText];
    }
    case 'jsonrpc-error':
      return [...stringsOf(wire.message, ['message']), ...stringsOf(wire.data, ['data'])];
    case 'tool-result':
      return [...stringsOf(wire.text, ['text']), ...stringsOf(wire.structuredContent, ['structuredContent'])];
  }
}

/** Words in literal text that can only be a placeholder: an ellipsis, or a name such as `HOLD_ID`. */
const undefinedPlaceholder = /\.\.\.|…|(?<![\w-])[A-Z][A-Z0-9]*_[A-Z0-9_]+(?![\w-])/;

function strayPlaceholderProblems(entry: ErrorEntry, at: string): CatalogProblem[] {
  return entry.wire.flatMap((wire, index) =>
    quotedTexts(wire).flatMap(({ steps, text }) =>
      placeholderParts(text, entry.placeholders).flatMap((part) => {
        const stray = 'placeholder' in part ? null : undefinedPlaceholder.exec(part.text);
        if (!stray) return [];
        return [
          {
            path: `${at}${jsonPath(['wire', index, ...steps]).slice(1)}`,
            message: `"${stray[0]}" stands for words the server fills in, but no placeholder defines it: add placeholders['${stray[0]}'] with a pattern, an example and a meaning, or quote the words in full.`,
          },
        ];
      }),
    ),
  );
}

/** Why a placeholder's pattern cannot be used, or `undefined` when it compiles. */
function patternFault(pattern: string): string | undefined {
  if (pattern === '')
    return 'the pattern is empty: write the regular-expression fragment the values match, such as "\\\\d+" or ".+".';
  try {
    new RegExp(pattern);
    return undefined;
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return `the pattern "${pattern}" is not a valid regular expression (${why}): fix it, escaping what is meant literally.`;
  }
}

function patternProblems(entry: ErrorEntry, at: string): CatalogProblem[] {
  return Object.entries(entry.placeholders).flatMap(([name, placeholder]) => {
    const message = patternFault(placeholder.pattern);
    return message ? [{ path: `${at}${jsonPath(['placeholders', name, 'pattern']).slice(1)}`, message }] : [];
  });
}

function inferredProblems(entry: ErrorEntry, at: string): CatalogProblem[] {
  return Object.entries(entry.inferred).flatMap(([key, why]) => {
    const read = readInferredPath(key, why);
    const path = `${at}${jsonPath(['inferred', key]).slice(1)}`;
    if (!read)
      return [
        {
          path,
          message: `"${key}" is not a path into the entry: write meaning, reaction, trigger.how, wire[0].body, wire[0].headers['Retry-After'], placeholders['N'], ...`,
        },
      ];
    if (read.wire !== undefined && read.wire >= entry.wire.length)
      return [{ path, message: `the entry has no wire[${read.wire}]: it has ${entry.wire.length} wire form(s).` }];
    return [];
  });
}

/** The wire, placeholder and inferred-path problems of one entry at `at` (`$.entries[3]`). */
export function entryWireProblems(entry: ErrorEntry, at: string): CatalogProblem[] {
  const levels = entry.wire.flatMap((wire, index) => {
    const message = levelContradiction(entry.level, wire);
    return message ? [{ path: `${at}.wire[${index}].kind`, message }] : [];
  });
  return [
    ...levels,
    ...strayPlaceholderProblems(entry, at),
    ...patternProblems(entry, at),
    ...inferredProblems(entry, at),
  ];
}
