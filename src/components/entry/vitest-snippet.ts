/**
 * "Copy as Vitest test": a test that hands each wire form of an entry, as a client receives it, to
 * the reference client's `classify` with the catalog's entries (the package's `entries` module), and asserts what it decides: the catalog's reaction, the entry,
 * and the wait the reply names. The expected values are the catalog's; the build runs `classify` to
 * check they hold (a page never shows a test that fails), and `tests/unit/site/entry-snippet-scratch.test.ts`
 * runs every snippet in a scratch project.
 */
import { reactionOf, reactionWords, type CatalogEntry, type Wire } from '../../catalog/index.ts';
import { classify, type Decision, type Failure } from '../../client/index.ts';
import { entries } from '../../client-data/entries.ts';
import { runStartsAt } from '../../playground/run-entry.ts';
import { hostOf } from '../../playground/spec-host.ts';
import { literal, stringLiteral } from './code-literal.ts';
import { snippetRevision } from './curl-snippet.ts';
import { exampleReply } from './example-reply.ts';

/** Where a reader's test imports the reference client from: the package the site serves. */
export const referenceClientModule = 'mcp-error-atlas-client';

/** The failure a client sees for one wire form, as data and as the source that builds it. */
function failureOf(entry: CatalogEntry, wire: Wire): { failure: Failure; source: (indent: string) => string } {
  const reply = exampleReply(entry, wire);
  if (wire.kind === 'http') {
    // The headers that matter; a client reads no decision from Content-Type, unless the wire form names it (an SSE stream).
    const typed = 'Content-Type' in wire.headers;
    const named = Object.fromEntries(
      Object.entries(reply.headers).filter(([name]) => name !== 'Content-Type' || typed),
    );
    const failure: Failure = {
      kind: 'http',
      status: wire.status,
      headers: new Headers(named),
      body: reply.body ?? '',
      surface: wire.surface,
    };
    return {
      failure,
      source: (indent) =>
        literal(
          { kind: 'http', status: wire.status, headers: '__HEADERS__', body: failure.body, surface: wire.surface },
          indent,
        ).replace(
          "'__HEADERS__'",
          Object.keys(named).length === 0 ? 'new Headers()' : `new Headers(${literal(named, `${indent}  `)})`,
        ),
    };
  }
  const message = reply.json as {
    error?: { code: number; message: string; data?: unknown };
    result?: Record<string, unknown>;
  };
  if (wire.kind === 'jsonrpc-error') {
    const failure: Failure = { kind: 'jsonrpc-error', ...message.error!, httpStatus: wire.httpStatus };
    return { failure, source: (indent) => literal(failure, indent) };
  }
  const result = message.result as { content: Array<{ text: string }>; isError?: boolean; structuredContent?: unknown };
  const failure: Failure = {
    kind: 'tool-result',
    isError: result.isError ?? false,
    text: result.content.map((block) => block.text).join('\n'),
    ...(result.structuredContent === undefined ? {} : { structuredContent: result.structuredContent }),
  };
  return { failure, source: (indent) => literal(failure, indent) };
}

interface SnippetOptions {
  server: string;
  revision: string;
  /** A fixed now, for a reply that names a moment (resets at ...). */
  now?: number;
  /** A fixed draw, for full jitter. */
  random?: number;
}

/** The options a snippet passes: the server, its revision, and fixed time and jitter where the decision reads them. */
function optionsOf(entry: CatalogEntry, wire: Wire): SnippetOptions {
  const reaction = reactionOf(entry, wire);
  return {
    server: hostOf(entry),
    revision: snippetRevision(entry),
    ...(reaction.kind === 'retry-after' && reaction.waitFrom === 'resets-at' ? { now: runStartsAt } : {}),
    ...(reaction.kind === 'backoff' || reaction.kind === 'wait-for-room' ? { random: 0.5 } : {}),
  };
}

/** The members of the snippet's fixed clock, as source: `now: () => Date.parse('…'), random: () => 0.5`. */
function clockSource(now: number | undefined, random: number | undefined): string {
  return [
    ...(now === undefined ? [] : [`now: () => Date.parse(${stringLiteral(new Date(now).toISOString())})`]),
    ...(random === undefined ? [] : [`random: () => ${random}`]),
  ].join(', ');
}

/** One wire form's test: the failure, `classify`, and what it must decide. */
function formTest(entry: CatalogEntry, wire: Wire, index: number): string {
  const reaction = reactionOf(entry, wire);
  const { failure, source } = failureOf(entry, wire);
  const options = optionsOf(entry, wire);
  const { now, random } = options;
  const decision: Decision = classify(failure, {
    server: options.server,
    revision: options.revision,
    entries,
    clock: {
      ...(now === undefined ? {} : { now: () => now }),
      ...(random === undefined ? {} : { random: () => random }),
    },
  });
  if (decision.action !== reaction.kind)
    throw new Error(`${entry.id}: classify decides ${decision.action}, the catalog says ${reaction.kind}.`);
  const optionSource = literal({ server: options.server, revision: options.revision }, '    ').replace(
    /\n {4}}$/,
    [
      ...(now === undefined && random === undefined ? [] : [`\n      clock: { ${clockSource(now, random)} },`]),
      '\n      entries,',
      '\n    }',
    ].join(''),
  );
  const form = entry.wire.length > 1 ? ` (${wire.surface === 'rest' ? 'REST' : 'MCP'} form ${index + 1})` : '';
  const expectations = [
    `  expect(decision.action).toBe(${stringLiteral(reaction.kind)});`,
    decision.entryId === entry.id
      ? `  expect(decision.entryId).toBe(${stringLiteral(entry.id)});`
      : `  // The same reply as ${decision.entryId ?? 'another entry'}, with the same reaction: no client can tell them apart.\n  expect(decision.entryId).toBe(${stringLiteral(decision.entryId ?? '')});`,
    ...(decision.waitMs !== undefined && decision.waitFrom !== undefined
      ? [
          `  expect(decision.waitFrom).toBe(${stringLiteral(decision.waitFrom)});`,
          `  expect(decision.waitMs).toBe(${decision.waitMs});`,
        ]
      : []),
  ];
  return [
    `test(${stringLiteral(`${entry.id}${form}: ${reactionWords[reaction.kind].label.toLowerCase()}`)}, () => {`,
    `  const decision = classify(`,
    `    ${source('    ')},`,
    `    ${optionSource},`,
    '  );',
    ...expectations,
    '});',
  ].join('\n');
}

/** The Vitest test file for an entry: one test per wire form. */
export function vitestSnippet(entry: CatalogEntry): string {
  return [
    "import { expect, test } from 'vitest';",
    `import { classify } from ${stringLiteral(referenceClientModule)};`,
    `import { entries } from ${stringLiteral(`${referenceClientModule}/entries`)};`,
    '',
    entry.wire.map((wire, index) => formTest(entry, wire, index)).join('\n\n'),
  ].join('\n');
}
