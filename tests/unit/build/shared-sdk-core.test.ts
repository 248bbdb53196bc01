import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import {
  clientCoreSource,
  dedupedOwnCopy,
  exportsOf,
  sharedSdkPlan,
  withoutUnreadRegistries,
} from '../../../src/build/shared-sdk-core.ts';

const plan = sharedSdkPlan();
const chunkName = (file: string) => basename(file).replace(/-[\w-]{8}\.mjs$/, '');

/** Whether two values are the same code: functions by their source (clash suffixes `$1` aside), objects key by key. */
function sameCode(a: unknown, b: unknown, depth = 0): boolean {
  if (typeof a !== typeof b) return false;
  const source = (code: unknown) => String(code).replace(/\$\d+\b/g, '');
  if (typeof a === 'function') return source(a) === source(b);
  if (a === null || typeof a !== 'object' || b === null) return Object.is(a, b);
  if (depth > 3) return JSON.stringify(a) === JSON.stringify(b);
  const keys = Object.keys(a);
  const other = b as Record<string, unknown>;
  return (
    keys.length === Object.keys(other).length &&
    keys.every((key) => sameCode((a as Record<string, unknown>)[key], other[key], depth + 1))
  );
}

describe('sharedSdkPlan', () => {
  test('finds the core chunk of both SDK packages, and the helper chunks they ship alike', () => {
    expect(plan.core, 'the client and server packages each have a src-<hash>.mjs core chunk').toBeDefined();
    expect([...plan.identical.keys()].map(chunkName)).toEqual(expect.arrayContaining(['cfWorkerProvider', 'dialects']));
  });

  test('takes most of the client core from the server copy, and only what the server left out from its own', () => {
    const core = plan.core!;
    expect(core.shared.length).toBeGreaterThan(core.own.length * 2);
    expect(core.shared.map(({ client }) => client.local)).toEqual(
      expect.arrayContaining(['Protocol', 'ProtocolError', 'SdkError', 'codecForVersion']),
    );
  });

  test('maps each shared name to the same code in both copies', async () => {
    const core = plan.core!;
    const client = (await import(pathToFileURL(core.clientFile).href)) as Record<string, unknown>;
    const server = (await import(pathToFileURL(core.serverFile).href)) as Record<string, unknown>;
    const different = core.shared.filter(
      ({ client: own, server: theirs }) => !sameCode(client[own.exported], server[theirs.exported]),
    );
    expect(different.map(({ client: own }) => own.local)).toEqual([]);
  });

  test('stands in for the client core with every name it exports, under the same letters', () => {
    const core = plan.core!;
    const source = clientCoreSource(core);
    const exported = [...source.matchAll(/export \{([^}]*)\}/g)].flatMap((match) =>
      exportsOf(`export {${match[1]}};`).map((entry) => entry.exported),
    );
    expect(exported.sort()).toEqual(
      exportsOf(readFileSync(core.clientFile, 'utf8'))
        .map((entry) => entry.exported)
        .sort(),
    );
  });
});

describe('exportsOf', () => {
  test('reads a chunk’s closing export clause', () => {
    expect(exportsOf('const a = 1;\nexport { Protocol as v, a };\n//# sourceMappingURL=x.map')).toEqual([
      { local: 'Protocol', exported: 'v' },
      { local: 'a', exported: 'a' },
    ]);
  });
});

describe('dedupedOwnCopy', () => {
  const server = [
    'var SdkError = class extends Error {',
    '\tconstructor(code) {',
    '\t\tsuper(code);',
    '\t}',
    '};',
    'function helper() {',
    '\treturn 1;',
    '}',
    'function changed() {',
    '\treturn "server";',
    '}',
    'export { SdkError as a, helper as h, changed as c };',
  ].join('\n');
  const own = [
    'var SdkError = class extends Error {',
    '\tconstructor(code) {',
    '\t\tsuper(code);',
    '\t}',
    '};',
    'function helper() {',
    '\treturn 1;',
    '}',
    'function changed() {',
    '\treturn "client";',
    '}',
    'function onlyHere() {',
    '\treturn new SdkError(helper());',
    '}',
    'export { onlyHere as o, changed as c };',
  ].join('\n');

  test('imports from the server each declaration it has word for word and exports, and keeps the rest', () => {
    const { code, names } = dedupedOwnCopy(own, server, '/server/core.mjs');
    expect(names).toEqual(['SdkError', 'helper']);
    expect(code.split('\n')[0]).toBe('import { a as SdkError, h as helper } from "/server/core.mjs";');
    expect(code).not.toMatch(/var SdkError|function helper/);
    expect(code).toContain('return "client"');
    expect(code).toContain('function onlyHere() {\n\treturn new SdkError(helper());\n}');
  });

  test('takes from the installed server core most of what the client’s own copy declares again', () => {
    const core = plan.core!;
    const { code, names } = dedupedOwnCopy(
      readFileSync(core.clientFile, 'utf8'),
      readFileSync(core.serverFile, 'utf8'),
      core.serverFile,
    );
    expect(names).toEqual(expect.arrayContaining(['ProtocolError', 'SdkError', 'Protocol', 'specTypeSchemas']));
    for (const name of names) expect(code).not.toMatch(new RegExp(`^(?:var|const|let|function|class) ${name}\\b`, 'm'));
  });
});

describe('withoutUnreadRegistries', () => {
  const registry = (reader: string) =>
    [
      'var KEYS = ["aSchema", "bSchema"];',
      'var _table = {};',
      'function register(key, schema) {',
      '\tconst name = key.slice(0, -6);',
      '\t_table[name] = schema;',
      '}',
      'for (const key of KEYS) register(key, key);',
      reader,
      'export { other as o };',
    ].join('\n');

  test('drops a loop that fills a table nothing reads', () => {
    const code = withoutUnreadRegistries(registry('function other() {\n\treturn 1;\n}'));
    expect(code).not.toContain('for (const key of KEYS)');
    expect(code).toContain('function register(key, schema)');
  });

  test('keeps the loop while something reads the table', () => {
    const code = withoutUnreadRegistries(registry('function other() {\n\treturn _table.a;\n}'));
    expect(code).toContain('for (const key of KEYS) register(key, key);');
  });
});
