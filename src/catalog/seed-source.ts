/**
 * The seed servers' catalog as their data modules write it: every server, entry and limit, in source order, before
 * the schema's defaults are applied. A catalog added as data is checked against these ids before it is served.
 */
import type { CatalogInput } from './schema.ts';
import { clockfordEntries, clockfordLimits, clockfordServer } from './clockford.ts';
import { connectEntries, connectLimits, connectServer } from './connect.ts';
import { ichabodEntries, ichabodLimits, ichabodServer } from './ichabod.ts';
import { roomsEntries, roomsLimits, roomsServer } from './rooms.ts';
import { specEntries, specServer } from './spec.ts';

/** The catalog's version, published in `/catalog.json`; bump it when an entry changes. */
export const catalogVersion = '2.2.0';

/** The seeds' catalog data, as written: defaults not yet applied, not yet checked. */
export const seedCatalogSource = {
  version: catalogVersion,
  servers: [clockfordServer, roomsServer, ichabodServer, connectServer, specServer],
  entries: [...clockfordEntries, ...roomsEntries, ...ichabodEntries, ...connectEntries, ...specEntries],
  limits: [...clockfordLimits, ...roomsLimits, ...ichabodLimits, ...connectLimits],
} satisfies CatalogInput;
