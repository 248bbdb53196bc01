import { expect, test } from 'vitest';
import { CORS_IS_POSSIBLE, DefaultJsonSchemaValidator, process } from '../../../src/mock/browser-shims/sdk-shims.ts';

test('the stand-in for the SDK’s _shims says plainly what the playground cannot do', () => {
  expect(CORS_IS_POSSIBLE).toBe(true);
  expect(() => new DefaultJsonSchemaValidator().getValidator()).toThrow(/no JSON Schema validator/);
  expect(() => process.stdin).toThrow(/not supported in a browser/);
});
