import { expect, test } from 'vitest';
import { AjvJsonSchemaValidator } from '../../../src/playground/sdk-clients/sdk-v1-validator-shim.ts';

test('the stand-in for SDK v1’s Ajv validator says plainly what the playground cannot do', () => {
  expect(() => new AjvJsonSchemaValidator().getValidator()).toThrow(/no JSON Schema validator for SDK v1/);
});
