/**
 * The tools a mock built from a catalog serves: the server's own list, or a small generic set, and the plausible
 * arguments and answers that let a scenario call any of them.
 */
import type { Server } from '../../catalog/index.ts';

/** A tool as the catalog lists it (`Server['tools']`), defaults applied. */
export type CatalogTool = NonNullable<Server['tools']>[number];

/** The set a server that lists no tools serves: a read-only lookup, and a write replayed for the same key. */
export const genericTools: readonly CatalogTool[] = [
  {
    name: 'lookup',
    description: 'Looks up a record by name.',
    readOnly: true,
    inputSchema: {
      type: 'object',
      properties: { name: { type: 'string', examples: ['status'] } },
      required: ['name'],
    },
  },
  {
    name: 'save_note',
    description: 'Saves a note; the same request_id saves it once.',
    readOnly: false,
    inputSchema: {
      type: 'object',
      properties: {
        text: { type: 'string', examples: ['Call the harbour master at nine.'] },
        request_id: { type: 'string', description: 'Idempotency key: the same key saves once' },
      },
      required: ['text', 'request_id'],
    },
  },
];

/** The argument names that carry an idempotency key, as the anchors name them. */
const keyNames = ['request_id', 'idempotency_key', 'idempotencyKey', 'requestId'];

/** The tools of a server: its own, or the generic set. */
export const toolsOf = (server: Server): readonly CatalogTool[] => server.tools ?? genericTools;

/** The schema of a tool's arguments; a tool that states none takes an empty object. */
export const inputSchemaOf = (tool: CatalogTool): Record<string, unknown> =>
  tool.inputSchema ?? { type: 'object', properties: {} };

function propertiesOf(tool: CatalogTool): Record<string, Record<string, unknown>> {
  const properties = inputSchemaOf(tool)['properties'];
  return typeof properties === 'object' && properties !== null
    ? (properties as Record<string, Record<string, unknown>>)
    : {};
}

/** The argument of a write that carries its idempotency key, if the tool takes one. */
export const idempotencyKeyOf = (tool: CatalogTool): string | undefined =>
  keyNames.find((name) => name in propertiesOf(tool));

/** A value a property's schema accepts: its default, first example, enum or const, else one of its type. */
function plausibleValue(schema: Record<string, unknown>): unknown {
  if (schema['default'] !== undefined) return schema['default'];
  if (Array.isArray(schema['examples']) && schema['examples'].length > 0) return schema['examples'][0];
  if (Array.isArray(schema['enum']) && schema['enum'].length > 0) return schema['enum'][0];
  if (schema['const'] !== undefined) return schema['const'];
  const type = Array.isArray(schema['type']) ? (schema['type'][0] as unknown) : schema['type'];
  if (type === 'integer' || type === 'number') return typeof schema['minimum'] === 'number' ? schema['minimum'] : 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return {};
  return 'example';
}

/** Arguments a tool accepts: each required property with a plausible value, and a fresh idempotency key (`key`). */
export function argumentsFor(tool: CatalogTool, key = 'request-1'): Record<string, unknown> {
  const schema = inputSchemaOf(tool);
  const required = Array.isArray(schema['required']) ? (schema['required'] as string[]) : [];
  const properties = propertiesOf(tool);
  const keyName = idempotencyKeyOf(tool);
  const args = Object.fromEntries(required.map((name) => [name, plausibleValue(properties[name] ?? {})]));
  return keyName === undefined ? args : { ...args, [keyName]: key };
}

/** The harmless call a scenario makes: the first read-only tool, else the first tool. */
export function ordinaryToolOf(server: Server): CatalogTool {
  const tools = toolsOf(server);
  const tool = tools.find((candidate) => candidate.readOnly) ?? tools[0];
  if (!tool) throw new Error(`The catalog part of ${server.id} lists an empty tools array: nothing to call.`);
  return tool;
}

/** A short plausible answer: what a read found, or what a write did (`receipt` names it). */
export function plausibleAnswer(tool: CatalogTool, args: Record<string, unknown>, receipt: string): string {
  const keyName = idempotencyKeyOf(tool);
  const named = Object.entries(args)
    .filter(([name]) => name !== keyName)
    .map(([name, value]) => `${name} ${JSON.stringify(value)}`)
    .join(', ');
  const about = named === '' ? '' : ` for ${named}`;
  return tool.readOnly ? `${tool.name}: 3 results${about}.` : `${tool.name}: done${about} (receipt ${receipt}).`;
}
