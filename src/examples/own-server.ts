/**
 * Your own server's errors, in the catalog's format: the reference client decides them as it
 * decides the catalog's. An entry names the wire form (status and body, or tool text), the parts
 * the server fills in, and the reaction from the catalog's vocabulary.
 */
import {
  createResilientClient,
  type Entry,
  type ResilientClient,
  type ResilientClientOptions,
} from 'mcp-error-atlas-client';

/** Two errors of Acme's warehouse server. */
export const acmeEntries: Entry[] = [
  {
    id: 'acme.http.busy',
    server: 'acme',
    title: 'The warehouse is busy',
    wire: [
      { kind: 'http', status: 503, body: { type: 'text', text: 'The warehouse is busy. Try again in N seconds.' } },
    ],
    placeholders: { N: { pattern: '\\d+' } },
    reaction: { kind: 'retry-after', waitFrom: 'say-seconds' },
  },
  {
    id: 'acme.tool.out-of-stock',
    server: 'acme',
    title: 'Out of stock',
    wire: [{ kind: 'tool-result', isError: true, text: 'SKU is out of stock.' }],
    placeholders: { SKU: { pattern: '[A-Z0-9-]+' } },
    reaction: { kind: 'stop' },
  },
];

/** A reference client for Acme that knows its errors, and the fallback for the rest. */
export function acmeClient(options: Omit<ResilientClientOptions, 'server' | 'entries'> = {}): ResilientClient {
  return createResilientClient({ ...options, server: 'acme', entries: acmeEntries });
}
