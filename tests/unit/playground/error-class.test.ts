import { describe, expect, test } from 'vitest';
import { errorClassOf } from '../../../src/playground/sdk-clients/error-class.ts';

/** A class as a minifier leaves it: its own name is gone. */
class Listed extends Error {}
Object.defineProperty(Listed, 'name', { value: '$' });
class Sub extends Listed {}
Object.defineProperty(Sub, 'name', { value: 'a' });

describe('errorClassOf', () => {
  test('names the error’s own class from the list, though the build renamed it', () => {
    expect(errorClassOf(new Listed('x'), { Listed, Sub })).toBe('Listed');
    expect(errorClassOf(new Sub('x'), { Listed, Sub })).toBe('Sub');
  });

  test('an unlisted class goes by the name the error gives itself, else its constructor’s', () => {
    const named = Object.assign(new Error('x'), { name: 'ZodError' });
    expect(errorClassOf(named, { Listed })).toBe('ZodError');
    expect(errorClassOf(new TypeError('x'), { Listed })).toBe('TypeError');
    expect(errorClassOf('text', { Listed })).toBe('string');
  });
});
