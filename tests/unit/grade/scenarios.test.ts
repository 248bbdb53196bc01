/** The scenario table: every reaction the catalog names is graded somewhere, on a server and revision where it occurs. */
import { describe, expect, test } from 'vitest';
import { entries, getEntry, getServer, type ReactionKind } from '../../../src/catalog/index.ts';
import { checks } from '../../../src/grade/checks/index.ts';
import { suites } from '../../../src/grade/scenario.ts';
import { scenarioIds, scenarioOf, scenariosOf } from '../../../src/grade/scenarios/index.ts';

const mcpReactions = (entry: (typeof entries)[number]): ReactionKind[] => [
  entry.reaction.kind,
  ...entry.wire.flatMap((wire) => (wire.surface === 'mcp' && wire.reaction ? [wire.reaction.kind] : [])),
];

describe('the graded scenarios', () => {
  test('cover every reaction kind the catalog names', () => {
    const named = new Set(entries.flatMap(mcpReactions));
    const graded = new Set(scenarioIds.flatMap((id) => mcpReactions(getEntry(scenarioOf(id).entries[0]))));
    expect([...named].filter((kind) => !graded.has(kind))).toEqual([]);
  });

  test.each(scenarioIds)('%s: its entries occur on its server, at its revision', (id) => {
    const scenario = scenarioOf(id);
    expect(getServer(scenario.server).revisions).toContain(scenario.revision);
    for (const entryId of scenario.entries) {
      const entry = getEntry(entryId);
      expect([scenario.server, 'spec']).toContain(entry.server);
      expect(entry.revisions.some((revision) => getServer(scenario.server).revisions.includes(revision))).toBe(true);
    }
    for (const check of scenario.checks) expect(Object.keys(checks)).toContain(check);
  });

  test('every check is made by some scenario, and every suite has scenarios', () => {
    const made = new Set(scenarioIds.flatMap((id) => scenarioOf(id).checks as readonly string[]));
    expect(Object.keys(checks).filter((check) => !made.has(check))).toEqual([]);
    for (const suite of suites) expect(scenariosOf(suite).length).toBeGreaterThan(0);
    expect(scenariosOf('all')).toEqual(scenarioIds);
  });
});
