/** The public surface of the reference client: what `src/client/index.ts` (the package's entry) names at run time. */
import { describe, expect, test } from 'vitest';
import * as client from '../../../src/client/index.ts';

describe('the client’s public surface', () => {
  test('is a small set of runtime names: the factory, classify and matchEntries, parseRetryAfter, one error and its guard, the defaults, the naive client', () => {
    expect(Object.keys(client).sort()).toEqual(
      [
        'McpClientError',
        'callToolNaively',
        'classify',
        'createNaiveFetch',
        'createResilientClient',
        'defaultRetryBudget',
        'defaultRetryPolicy',
        'isMcpClientError',
        'matchEntries',
        'parseRetryAfter',
        'showPassportPoller',
      ].sort(),
    );
    expect(Object.keys(client).length).toBeLessThanOrEqual(20);
  });
});
