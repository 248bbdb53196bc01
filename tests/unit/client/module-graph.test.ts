/**
 * The client's modules import one another without a cycle, so a reader can read them in order and copy any one with
 * what it needs; `options.ts` imports only types. Type-only imports count: a cycle of types is still a cycle to read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { describe, expect, test } from 'vitest';

const clientDir = new URL('../../../src/client/', import.meta.url);

/** Every module of the client, by its path under `src/client/` (`explain/read.ts`). */
function clientModules(): string[] {
  return readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith('.ts'))
    .sort();
}

/** The relative imports and re-exports of `source`, resolved against `file`, and whether each is types only. */
function importsOf(file: string, source: string): Array<{ module: string; typeOnly: boolean }> {
  const statement = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s+from\s+'(\.{1,2}\/[^']+)'/gm;
  return [...source.matchAll(statement)].map((match) => ({
    module: posix.normalize(posix.join(posix.dirname(file), match[4] ?? '')),
    typeOnly: match[2] !== undefined,
  }));
}

/** The cycles of a graph, each as the path that closes it (`a.ts → b.ts → a.ts`); empty when there are none. */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const state = new Map<string, 'open' | 'done'>();
  const cycles: string[] = [];
  const visit = (node: string, path: string[]): void => {
    state.set(node, 'open');
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), node, next].join(' → '));
      else if (!state.has(next)) visit(next, [...path, node]);
    }
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node, []);
  return cycles;
}

const sourceOf = (file: string): string => readFileSync(new URL(file, clientDir), 'utf8');

describe('the client’s module graph', () => {
  const modules = clientModules();
  const graph = new Map(modules.map((file) => [file, importsOf(file, sourceOf(file)).map((edge) => edge.module)]));

  test('reads every module, and every import it follows is a module of the client', () => {
    expect(modules.length).toBeGreaterThan(30);
    for (const [file, imports] of graph)
      for (const module of imports) expect(modules, `${file} imports ${module}`).toContain(module);
  });

  test('has no import cycle', () => {
    expect(cyclesOf(graph)).toEqual([]);
  });

  test('finds a cycle where there is one, through type imports too', () => {
    const edges = (file: string, source: string) => importsOf(file, source).map((edge) => edge.module);
    const withCycle = new Map([
      ['classify.ts', edges('classify.ts', "import { fallbackDecision } from './fallback.ts';")],
      ['fallback.ts', edges('fallback.ts', "import type { ClassifyOptions } from './classify.ts';")],
      ['options.ts', []],
    ]);
    expect(cyclesOf(withCycle)).toEqual(['classify.ts → fallback.ts → classify.ts']);
  });

  test('options.ts imports only types', () => {
    const imports = importsOf('options.ts', sourceOf('options.ts'));
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((edge) => !edge.typeOnly)).toEqual([]);
    expect(sourceOf('options.ts')).not.toMatch(/^import\s+(?!type\b)/m);
  });
});
