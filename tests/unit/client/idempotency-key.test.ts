import { describe, expect, test } from 'vitest';
import { withIdempotencyKey } from '../../../src/client/idempotency-key.ts';

const params = { name: 'send_message', arguments: { room: 'kitchen', body: 'hello' } };

describe('withIdempotencyKey', () => {
  test('adds a new key in the named argument, leaving the others as they were', () => {
    const keyed = withIdempotencyKey(params, { argument: 'idempotency_key', create: () => 'k-1' });
    expect(keyed).toEqual({
      name: 'send_message',
      arguments: { room: 'kitchen', body: 'hello', idempotency_key: 'k-1' },
    });
    expect(params.arguments).not.toHaveProperty('idempotency_key');
  });

  test('makes a UUID by default', () => {
    const keyed = withIdempotencyKey(params, { argument: 'request_id' });
    expect(keyed.arguments?.['request_id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('keeps a key the caller already put in the arguments', () => {
    const own = { ...params, arguments: { ...params.arguments, request_id: 'r-1' } };
    expect(withIdempotencyKey(own, { argument: 'request_id', create: () => 'other' })).toBe(own);
  });

  test('leaves a read alone', () => {
    expect(withIdempotencyKey(params, undefined)).toBe(params);
  });

  test('rejects a bad option, naming it', () => {
    expect(() => withIdempotencyKey(params, { argument: ' ' })).toThrow(/"idempotencyKey.argument"/);
    expect(() => withIdempotencyKey(params, { argument: 'request_id', create: () => '' })).toThrow(
      /"idempotencyKey.create"/,
    );
  });
});
