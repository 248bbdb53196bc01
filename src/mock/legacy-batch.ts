import { getEntry } from '../catalog/index.ts';
import { rpcErrorResponse } from './wire.ts';

/**
 * The answer of a 2025-11-25 server to a JSON-RPC batch (an array, even an empty one): revision 2025-06-18
 * removed batching, so the body is not a valid request (-32600), and nothing in it is run.
 */
export function legacyBatchRefusal(): Response {
  return rpcErrorResponse(getEntry('spec.protocol.invalid-request'), null, {
    '...': 'Invalid Request: protocol revision 2025-11-25 has no JSON-RPC batches; send each message in its own POST.',
  });
}
