/**
 * A stand-in for the MCP SDK's `_shims` module (of both `@modelcontextprotocol/client` and `/server`), used in the
 * playground's browser build only (see `astro.config.mjs`).
 *
 * In a browser the SDK's default JSON Schema validator is the Cloudflare Workers one, about 7.5 kB of the
 * playground's JavaScript, gzipped. The SDK asks it for two things only: to check a tool's `structuredContent`
 * against the tool's `outputSchema`, and to check an elicitation's answer. No mock server here declares an output
 * schema or elicits, so it is never asked; should a catalog ever make it so, the call says so plainly.
 */

/** The validator the SDK takes by default; here it refuses to validate, saying why. */
export class DefaultJsonSchemaValidator {
  getValidator(): never {
    throw new Error(
      'The playground carries no JSON Schema validator: a tool with an outputSchema, or an elicitation, needs the SDK’s own.',
    );
  }
}

/** The client's: a page's requests are subject to CORS. */
export const CORS_IS_POSSIBLE = true;

function notSupported(): never {
  throw new Error('Stdio transports are not supported in a browser. Use the Streamable HTTP transport.');
}

/** The SDK's `process` stub for environments without Node's (its stdio transports read it). */
export const process = {
  get stdin(): never {
    return notSupported();
  },
  get stdout(): never {
    return notSupported();
  },
};
