/**
 * The rule for a server's id, in a module of its own so the mock's fault requests can check an id without loading
 * the rest of the catalog's schemas into a page.
 */
import * as z from 'zod';

/**
 * A server's id: lowercase letters, digits and hyphens, starting with a letter (`clockford`, `acme-docs`). It is the
 * first part of every entry and limit id, and the mock's mount path (`/<id>/mcp`). `spec` holds the MCP
 * specification's own protocol errors. Which servers exist is data: the catalog's `servers`, not a list in code.
 */
export const ServerIdSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, 'a server id is lowercase letters, digits and hyphens, starting with a letter');
