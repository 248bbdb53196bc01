import { describe, expect, test } from 'vitest';
import { describeProperties, exampleArguments } from '../../../src/playground/schema-example.ts';

describe('arguments built from a tool’s input schema', () => {
  const schema = {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 280 },
      channel: { type: 'string', pattern: '^[a-z0-9-]{1,32}$' },
      limit: { type: 'integer', minimum: 1, maximum: 50 },
      mode: { type: 'string', enum: ['open', 'closed'] },
      steps: { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } },
      request_id: { type: 'string' },
    },
    required: ['text', 'channel', 'limit', 'mode', 'steps'],
  };

  test('fills every required property with a value of its type, within its bounds, and leaves the rest out', () => {
    expect(exampleArguments(schema)).toEqual({
      text: 'text',
      channel: 'quay',
      limit: 1,
      mode: 'open',
      steps: ['steps'],
    });
  });

  test('names each property with its type, whether it is required, and its bounds', () => {
    expect(describeProperties(schema)).toEqual([
      'text (string, required, at most 280)',
      'channel (string, required)',
      'limit (integer, required, 1 to 50)',
      'mode (string, required, one of "open", "closed")',
      'steps (array, required)',
      'request_id (string, optional)',
    ]);
  });

  test('names a number’s bounds, either or both', () => {
    const numbers = {
      type: 'object',
      properties: {
        page: { type: 'integer', maximum: 100 },
        wait: { type: 'number', minimum: 0 },
        plain: { type: 'number' },
      },
    };
    expect(describeProperties(numbers)).toEqual([
      'page (integer, optional, at most 100)',
      'wait (number, optional, at least 0)',
      'plain (number, optional)',
    ]);
  });

  test('a tool with no arguments starts from {}', () => {
    expect(exampleArguments({ type: 'object', properties: {} })).toEqual({});
    expect(exampleArguments(undefined)).toEqual({});
  });
});
