/**
 * A stand-in for the official SDK v1's default JSON Schema validator (`validation/ajv-provider.js`, Ajv), used in the
 * playground's browser build only (see `astro.config.mjs`). v1's client asks it for one thing: to check a tool's
 * `structuredContent` against the `outputSchema` that `tools/list` gave. The playground's SDK run never lists the
 * tools, and no mock server declares an output schema, so it is never asked; Ajv (CommonJS, about 30 kB gzipped) stays
 * out of the page. v2's validator has the same stand-in (`src/mock/browser-shims/sdk-shims.ts`).
 */

/** The validator v1 takes by default; here it refuses to validate, saying why. */
export class AjvJsonSchemaValidator {
  getValidator(): never {
    throw new Error(
      'The playground carries no JSON Schema validator for SDK v1: a tool with an outputSchema needs the SDK’s own (Ajv).',
    );
  }
}
