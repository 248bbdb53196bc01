/**
 * The catalog as its data modules write it: every server, entry and limit, in source order, before the
 * schema's defaults are applied. `index.ts` applies them with a plain function; `validate-catalog.ts`
 * checks the result against the schema.
 */
import type { CatalogInput } from './schema.ts';
import { clockfordEntries, clockfordLimits, clockfordServer } from './clockford.ts';
import { connectEntries, connectLimits, connectServer } from './connect.ts';
import { ichabodEntries, ichabodLimits, ichabodServer } from './ichabod.ts';
import { roomsEntries, roomsLimits, roomsServer } from './rooms.ts';
import { specEntries, specServer } from './spec.ts';

/** The catalog's version, published in `/catalog.json`; bump it when an entry changes. */
export const catalogVersion = '2.1.0';

/** The catalog's data, as written: defaults not yet applied, not yet checked. */
export const catalogSource = {
  version: catalogVersion,
  servers: [clockfordServer, roomsServer, ichabodServer, connectServer, specServer],
  entries: [...clockfordEntries, ...roomsEntries, ...ichabodEntries, ...connectEntries, ...specEntries],
  limits: [...clockfordLimits, ...roomsLimits, ...ichabodLimits, ...connectLimits],
} satisfies CatalogInput;
