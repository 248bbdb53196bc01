/**
 * The schema's defaults, applied by a plain function, so a page gets the whole catalog without zod or a
 * parse. `validateCatalog` (in the tests and at build time) checks that this gives exactly what
 * `CatalogSchema.parse` gives; a default added to `schema.ts` and not here fails it.
 */
import type {
  Catalog,
  CatalogInput,
  ErrorEntry,
  ErrorEntryInput,
  LimitEntry,
  LimitEntryInput,
  Reaction,
  Server,
  ServerInput,
  Wire,
} from './schema.ts';

type WireInput = ErrorEntryInput['wire'][number];
type ReactionInput = ErrorEntryInput['reaction'];

function reactionWithDefaults(reaction: ReactionInput): Reaction {
  return reaction.kind === 'call-first' ? { ...reaction, carry: reaction.carry ?? [] } : reaction;
}

function wireWithDefaults(input: WireInput): Wire {
  const { reaction, ...wire } = input;
  // A wire form's own reaction, where it names one.
  const own = reaction ? { reaction: reactionWithDefaults(reaction) } : {};
  switch (wire.kind) {
    case 'http':
      return { ...wire, surface: wire.surface ?? 'mcp', headers: wire.headers ?? {}, ...own };
    case 'jsonrpc-error':
      return { ...wire, surface: wire.surface ?? 'mcp', ...own };
    case 'tool-result':
      return { ...wire, surface: wire.surface ?? 'mcp', textFormat: wire.textFormat ?? 'plain', ...own };
  }
}

function entryWithDefaults(entry: ErrorEntryInput): ErrorEntry {
  return {
    ...entry,
    wire: entry.wire.map(wireWithDefaults),
    reaction: reactionWithDefaults(entry.reaction),
    placeholders: entry.placeholders ?? {},
    inferred: entry.inferred ?? {},
  };
}

function limitWithDefaults(limit: LimitEntryInput): LimitEntry {
  const { quantity, ...rest } = limit;
  return {
    ...rest,
    ...(quantity && {
      quantity: { ...quantity, scale: quantity.scale ?? 1, statedInReply: quantity.statedInReply ?? false },
    }),
    inferred: limit.inferred ?? {},
  };
}

const groupWithDefaults = (group: { name: string; intro?: string | undefined }) => ({
  ...group,
  intro: group.intro ?? '',
});

function serverWithDefaults(server: ServerInput): Server {
  const { tools, ...rest } = server;
  return {
    ...rest,
    rules: server.rules ?? [],
    groups: server.groups.map(groupWithDefaults),
    limitGroups: (server.limitGroups ?? []).map(groupWithDefaults),
    inferred: server.inferred ?? {},
    facts: (server.facts ?? []).map((fact) => ({ ...fact, detail: fact.detail ?? '' })),
    sections: server.sections ?? [],
    related: server.related ?? [],
    basedOn: server.basedOn ?? [],
    ...(tools === undefined
      ? {}
      : {
          tools: tools.map((tool) => ({
            ...tool,
            description: tool.description ?? '',
            readOnly: tool.readOnly ?? false,
          })),
        }),
  };
}

/** The catalog with every default of `CatalogSchema` filled in, as `CatalogSchema.parse` would give it. */
export function applyDefaults(source: CatalogInput): Catalog {
  return {
    version: source.version,
    servers: source.servers.map(serverWithDefaults),
    entries: source.entries.map(entryWithDefaults),
    limits: source.limits.map(limitWithDefaults),
  };
}
