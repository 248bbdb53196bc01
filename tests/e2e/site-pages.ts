import { servers } from '../../src/catalog/index.ts';
import { errorsPath, limitsPath } from '../../src/components/routes.ts';

/** Every page of the site that a reader can reach from the sidebar or the home page. */
export const sitePages: string[] = [
  '/',
  '/levels/',
  '/playground/',
  ...servers.flatMap((server) =>
    server.id === 'spec' ? [errorsPath(server.id)] : [errorsPath(server.id), limitsPath(server.id)],
  ),
];
