import { isJSONRPCErrorResponse, type Transport } from '@modelcontextprotocol/server';
import { getEntry } from '../catalog/index.ts';
import { rpcErrorFor } from './rpc-error-for.ts';

/**
 * Makes a 2025-11-25 transport answer an unknown resource with the specification's `-32002`.
 * The SDK v2 maps `-32002` to `-32602` on the way out in every revision, so the error it sends
 * for a missing resource (`-32602` with `data.uri`) is rewritten into the catalog's legacy form.
 */
export function useLegacyResourceNotFound(transport: Transport): void {
  const send = transport.send.bind(transport);
  const entry = getEntry('spec.protocol.resource-not-found-legacy');
  transport.send = (message, options) => {
    if (isJSONRPCErrorResponse(message) && message.error.code === -32602) {
      const uri: unknown = (message.error.data as { uri?: unknown } | undefined)?.uri;
      if (typeof uri === 'string') return send({ ...message, error: rpcErrorFor(entry, { URI: uri }) }, options);
    }
    return send(message, options);
  };
}
