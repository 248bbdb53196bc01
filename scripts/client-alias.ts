/**
 * `node --import ./scripts/client-alias.ts <file>`: runs a file that imports `mcp-error-atlas-client`
 * (the examples) against the client's source in this repository. `npm run example` uses it.
 */
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';
import { clientPackageSources } from '../src/build/client-alias.ts';

registerHooks({
  resolve(specifier, context, nextResolve) {
    const file = clientPackageSources[specifier];
    return nextResolve(file === undefined ? specifier : pathToFileURL(file).href, context);
  },
});
