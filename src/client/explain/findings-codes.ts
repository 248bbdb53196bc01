/**
 * The findings about codes and headers: a code from the legacy range or before the 2026
 * renumbering, a server's own code inside the range the specification reserves, an error the SDK
 * raised itself, an `Mcp-Name` header that disagrees with the body, and an `insufficient_scope`
 * challenge that does not say where the resource's metadata is.
 */
import type { Entry, Wire } from '../entry.ts';
import {
  jsonRpcServerRange,
  legacyRange,
  preRenumberingCodes,
  reservedRange,
  sources,
  type FindingContext,
} from './findings.ts';
import { parseJsonText, recordOf, rpcErrorIn } from './message.ts';
import type { Finding } from './types.ts';

/** The entry a mismatched header produces, where the entries hold it. */
const headerMismatchEntry = 'spec.protocol.header-mismatch';

function codeOf({ failure, observed }: FindingContext): number | undefined {
  if (failure?.kind === 'jsonrpc-error') return failure.code;
  if (failure?.kind === 'http') return rpcErrorIn(parseJsonText(failure.body))?.code;
  return observed.sdk?.code ?? rpcErrorIn(observed.message)?.code;
}

const wireCode = (wire: Wire): number | undefined =>
  wire.kind === 'jsonrpc-error'
    ? wire.code
    : wire.kind === 'http' && wire.body.type === 'jsonrpc-error'
      ? wire.body.code
      : undefined;

/** The codes the specification's own entries (server `spec`) use. */
function specCodes(entries: readonly Entry[]): Set<number> {
  return new Set(
    entries
      .filter((entry) => entry.server === 'spec')
      .flatMap((entry) => entry.wire.map(wireCode))
      .filter((code) => code !== undefined),
  );
}

const inRange = (code: number, range: { from: number; to: number }): boolean => code >= range.from && code <= range.to;

function legacyCode(context: FindingContext): Finding | undefined {
  const code = codeOf(context);
  if (code === undefined || !inRange(code, legacyRange) || context.observed.sdk?.local) return undefined;
  const before = preRenumberingCodes.includes(code)
    ? ` ${code} is one of the codes (${preRenumberingCodes.join(', ')}) used before the 2026 renumbering moved MCP’s own errors to -32020 and up.`
    : '';
  return {
    id: 'legacy-code',
    severity: 'risky',
    message: `${code} is in ${legacyRange.from}..${legacyRange.to}, which 2026-07-28 keeps as a legacy range with no assumed meaning.${before} Read a meaning from the status, the words and the entry, not the code.`,
    link:
      context.decision?.entryId === undefined ? sources.errorCodes : { kind: 'entry', id: context.decision.entryId },
  };
}

function reservedCode(context: FindingContext): Finding | undefined {
  const code = codeOf(context);
  if (code === undefined || !inRange(code, reservedRange)) return undefined;
  if (specCodes(context.entries).has(code)) return undefined;
  return {
    id: 'reserved-code',
    severity: 'wrong',
    message: `${code} is inside ${reservedRange.from}..${reservedRange.to}, which the specification reserves for its own errors, and no specification error uses it: a server’s own code belongs outside ${jsonRpcServerRange.from}..${jsonRpcServerRange.to}.`,
    link: sources.errorCodes,
  };
}

function sdkRaised({ observed }: FindingContext): Finding | undefined {
  if (!observed.sdk?.local) return undefined;
  const what =
    observed.sdk.code === undefined
      ? `${observed.sdk.className} (${observed.sdk.sdkCode ?? 'local'})`
      : `${observed.sdk.code} ${observed.sdk.message}`;
  return {
    id: 'sdk-raised',
    severity: 'risky',
    message: `${what} is raised by the SDK itself, not sent by the server: the connection closed or the wait ran out before any answer came, so no entry describes it. Look at what came before it on the wire (the response that ended the stream, a proxy’s timeout, a server that went away).`,
    link: sources.errorCodes,
  };
}

/** An `Mcp-Name` value, decoded where it is base64 (`=?base64?…?=`). */
function decodedName(value: string): string {
  const encoded = /^=\?base64\?(.*)\?=$/.exec(value.trim())?.[1];
  if (encoded === undefined) return value.trim();
  try {
    return new TextDecoder().decode(Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0)));
  } catch {
    return value.trim();
  }
}

function mcpNameMismatch({ observed, entries }: FindingContext): Finding | undefined {
  const header = observed.request?.headers.get('mcp-name');
  const params = recordOf(recordOf(parseJsonText(observed.request?.body ?? ''))?.['params']);
  if (header === null || header === undefined || !params) return undefined;
  const named =
    typeof params['name'] === 'string' ? params['name'] : typeof params['uri'] === 'string' ? params['uri'] : undefined;
  if (named === undefined || decodedName(header) === named) return undefined;
  const known = entries.some((entry) => entry.id === headerMismatchEntry);
  return {
    id: 'mcp-name-mismatch',
    severity: 'wrong',
    message: `The request’s Mcp-Name header says "${decodedName(header)}" but its body names "${named}": a 2026-07-28 server refuses the request (a header mismatch), and a proxy routing on the header sees another call than the server runs. Send the header the body implies.`,
    link: known ? { kind: 'entry', id: headerMismatchEntry } : sources.serverValidation,
  };
}

function scopeWithoutMetadata({ observed, decision }: FindingContext): Finding | undefined {
  const challenge = observed.headers?.get('www-authenticate');
  if (!challenge || !/\berror\s*=\s*"?insufficient_scope\b/i.test(challenge)) return undefined;
  if (/\bresource_metadata\s*=/i.test(challenge)) return undefined;
  return {
    id: 'scope-without-metadata',
    severity: 'wrong',
    message:
      'An insufficient_scope challenge with no resource_metadata: the client cannot find the authorization server to ask for the broader scope from this response alone. The server should name its protected resource metadata in WWW-Authenticate.',
    link: decision?.entryId === undefined ? sources.insufficientScope : { kind: 'entry', id: decision.entryId },
  };
}

export const codeChecks: ReadonlyArray<(context: FindingContext) => Finding | undefined> = [
  legacyCode,
  reservedCode,
  sdkRaised,
  mcpNameMismatch,
  scopeWithoutMetadata,
];
