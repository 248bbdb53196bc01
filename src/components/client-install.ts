/** The commands that get the reference client from the site, built from its one version and the site's address. */
import { clientFileUrl, clientPackage } from '../build/client-package.ts';

/** `npm install` of the tarball (with the SDK client it runs on), and `curl` of the one-file module. */
export function clientInstall(): { tarball: string; vendor: string } {
  return {
    tarball: `npm install ${clientFileUrl(clientPackage.tarball)} @modelcontextprotocol/client`,
    vendor: `curl -O ${clientFileUrl(clientPackage.module)}\n# then: import { createResilientClient } from './${clientPackage.module}';`,
  };
}
