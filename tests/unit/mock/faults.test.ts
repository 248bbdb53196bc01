/** A fault request names any server id; which servers exist is the caller's to say, and a part's entries are included. */
import { describe, expect, test } from 'vitest';
import { ManualClock } from '../../../src/mock/clock.ts';
import { FaultRequestError, FaultTable, parseFault } from '../../../src/mock/faults.ts';
import { harbor } from './generic/harbor-bench.ts';

const problem = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof FaultRequestError ? error.message : `not a FaultRequestError: ${String(error)}`;
  }
  return 'accepted';
};

describe('parseFault', () => {
  test('takes any server id, and refuses what is not one or is the specification’s section', () => {
    expect(parseFault({ server: 'connect', entry: 'connect.http.transport-fault' }).server).toBe('connect');
    expect(problem(() => parseFault({ server: 'Harbor!', entry: 'x' }))).toMatch(/^server: a server id is lowercase/);
    expect(problem(() => parseFault({ server: 7, entry: 'x' }))).toMatch(/^server: server must be a server id/);
    expect(problem(() => parseFault({ server: 'spec', entry: 'spec.http.forbidden-host' }))).toMatch(/^server: "spec"/);
  });

  test('refuses a server the mock does not serve, naming those it does', () => {
    const servers = ['clockford', 'connect'];
    expect(problem(() => parseFault({ server: 'harbor', entry: 'harbor.http.not-found' }, { servers }))).toBe(
      'server: no mock serves "harbor"; the servers are "clockford", "connect".',
    );
    expect(parseFault({ server: 'connect', entry: 'connect.http.transport-fault' }, { servers }).entry).toBe(
      'connect.http.transport-fault',
    );
  });
});

describe('FaultTable', () => {
  test('finds a catalog part’s entries only once they are included, resolving their duration from the catalog', () => {
    const faults = new FaultTable(new ManualClock());
    const request = { server: 'harbor', entry: 'harbor.tool.planner-busy' };
    expect(problem(() => faults.add(request))).toMatch(/no catalog entry has the id "harbor.tool.planner-busy"/);
    faults.include(harbor.entries);
    expect(faults.add(request)).toMatchObject({ lasts: { kind: 'seconds', seconds: 5 }, retryAfterSeconds: 5 });
    expect(faults.take('harbor', 'tool-call')?.entry.id).toBe('harbor.tool.planner-busy');
    expect(problem(() => faults.parse({ server: 'connect', entry: 'harbor.tool.planner-busy' }))).toBe(
      'entry: "harbor.tool.planner-busy" belongs to harbor, not connect.',
    );
  });

  test('keeps the catalog’s own entry when a part repeats its id', () => {
    const faults = new FaultTable(new ManualClock());
    const impostor = { ...harbor.entries[0]!, id: 'connect.http.transport-fault', server: 'connect' };
    faults.include([impostor]);
    expect(faults.entryOf('connect.http.transport-fault')?.title).toBe('Transport or server fault');
  });
});
