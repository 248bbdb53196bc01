/**
 * The catalog's model: zod schemas and the types inferred from them.
 *
 * Data files (`clockford.ts`, `rooms.ts`, ...) import only the types from here
 * (`import type`), so zod never reaches a browser bundle just because of a type.
 */
import './zod-config.ts';
import * as z from 'zod';
import { ServerIdSchema } from './server-id.ts';

export { ServerIdSchema };
export type ServerId = z.infer<typeof ServerIdSchema>;

/** The part of an entry or limit id that names its server. */
const serverPart = '[a-z][a-z0-9-]*';

/** Where an error reaches a client: refused over HTTP, refused by the SDK, or answered by the tool. */
export const LevelSchema = z.enum(['http', 'protocol', 'tool']);
export type Level = z.infer<typeof LevelSchema>;

/** MCP specification revisions the catalog distinguishes. */
export const RevisionSchema = z.enum(['2025-11-25', '2026-07-28']);
export type Revision = z.infer<typeof RevisionSchema>;

/** Whether a field's content is the source's own words, or something the catalog had to infer. */
export const SourceKindSchema = z.enum(['seed', 'inferred']);

/**
 * A placeholder in quoted text: the source writes `N`, `NAME`, `T`, `FIELD`, `...`.
 * `pattern` is a regular-expression fragment the real value matches; `example` is what the
 * mock sends by default.
 */
export const PlaceholderSchema = z.object({
  pattern: z.string(),
  example: z.string(),
  /** What the placeholder stands for, in a few words. */
  meaning: z.string(),
});
export type Placeholder = z.infer<typeof PlaceholderSchema>;

/** Where a wait comes from, for the `retry-after` reaction. */
export const WaitSourceSchema = z.enum([
  /** The `Retry-After` response header, in seconds or as an HTTP-date. */
  'retry-after-header',
  /** `structuredContent.retryAfterSeconds`. */
  'retry-after-seconds',
  /** A `resets_at` / "Resets at <ISO time>" in the message. */
  'resets-at',
  /** The seconds named in the reply's words: "Try again in N seconds". */
  'say-seconds',
]);
export type WaitSource = z.infer<typeof WaitSourceSchema>;

/**
 * What a correct client does, as a small vocabulary the reference client executes.
 *
 * - `retry-after`: wait as long as the server says (`waitFrom`), then repeat the same call.
 * - `backoff`: no hint; wait with full jitter, then repeat.
 * - `wait-for-room`: too much in flight; wait for replies, then send.
 * - `fix-request`: the request is wrong; repeating it repeats the answer.
 * - `fall-back`: the server does not speak this revision; fall back to `initialize` at 2025-11-25.
 * - `stop`: the same call gets the same answer; stop, and show the server's words.
 * - `reinitialize`: a legacy session ended; initialize again, then repeat once.
 * - `reauthenticate`: never resend the same token; get a new one.
 * - `step-up-scope`: ask for the scope the server names, then repeat.
 * - `await-human`: held for a person; poll the hold, then repeat exactly once when allowed.
 * - `call-first`: make another call first (`tool`, with the refused call's `carry` arguments), then repeat once.
 * - `ask-person`: a person must act (top up, decide, open a link); once they have, repeat once.
 * - `carry-on`: carry on without this call: it did nothing, repeating it now changes nothing, and it
 *   may clear by itself after a time (`clearsAfter` names the limit that says when, where one does).
 * - `replay-ok`: a replayed write; the first reply stands, count it as success.
 * - `not-an-error`: an ordinary answer that looks like a failure.
 */
export const ReactionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('retry-after'), waitFrom: WaitSourceSchema }),
  z.object({ kind: z.literal('backoff') }),
  z.object({ kind: z.literal('wait-for-room') }),
  z.object({ kind: z.literal('fix-request') }),
  z.object({ kind: z.literal('fall-back') }),
  z.object({ kind: z.literal('stop') }),
  z.object({ kind: z.literal('reinitialize') }),
  z.object({ kind: z.literal('reauthenticate') }),
  z.object({ kind: z.literal('step-up-scope') }),
  z.object({ kind: z.literal('await-human') }),
  z.object({
    kind: z.literal('call-first'),
    /** The tool to call first. */
    tool: z.string().regex(/^[a-z_]+$/),
    /** Arguments of the refused call that the first call takes too (`room`). */
    carry: z.array(z.string()).default([]),
  }),
  z.object({ kind: z.literal('ask-person') }),
  z.object({
    kind: z.literal('carry-on'),
    /** The limit after which the condition clears by itself, where the source names one. */
    clearsAfter: z
      .string()
      .regex(new RegExp(`^${serverPart}\\.limit\\.[a-z0-9-]+$`))
      .optional(),
  }),
  z.object({ kind: z.literal('replay-ok') }),
  z.object({ kind: z.literal('not-an-error') }),
]);
export type Reaction = z.infer<typeof ReactionSchema>;
export type ReactionKind = Reaction['kind'];

/** A response body as the source quotes it. */
export const BodySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('json'), json: z.json() }),
  z.object({
    type: z.literal('jsonrpc-error'),
    code: z.number().int(),
    message: z.string(),
    data: z.json().optional(),
  }),
  z.object({ type: z.literal('empty') }),
]);
export type Body = z.infer<typeof BodySchema>;

/** Which surface of a server a wire form belongs to. */
export const SurfaceSchema = z.enum(['mcp', 'rest', 'metadata']);

/** An HTTP response refused before (or instead of) an MCP reply. */
export const HttpWireSchema = z.object({
  kind: z.literal('http'),
  surface: SurfaceSchema.default('mcp'),
  status: z.number().int().min(100).max(599),
  /** Headers that matter to a client (`Retry-After`, `WWW-Authenticate`, `Allow`); values may hold placeholders. */
  headers: z.record(z.string(), z.string()).default({}),
  body: BodySchema,
  /** This form's own reaction, where the surfaces differ (Rooms' 429 carries Retry-After only on REST). */
  reaction: ReactionSchema.optional(),
});

/** A JSON-RPC error answered in-band by the MCP layer, with the HTTP status it travels on. */
export const RpcWireSchema = z.object({
  kind: z.literal('jsonrpc-error'),
  surface: SurfaceSchema.default('mcp'),
  httpStatus: z.number().int().min(100).max(599),
  code: z.number().int(),
  message: z.string(),
  data: z.json().optional(),
  /** This form's own reaction, where the surfaces differ. */
  reaction: ReactionSchema.optional(),
});

/** A `CallToolResult`: the tool ran (or the SDK answered for it) and said no, or said something that is not an error. */
export const ToolWireSchema = z.object({
  kind: z.literal('tool-result'),
  surface: SurfaceSchema.default('mcp'),
  isError: z.boolean(),
  /** The text content as the source quotes it (placeholders allowed). */
  text: z.string(),
  /** `json` when the text content is itself a JSON document (Ichabod). */
  textFormat: z.enum(['plain', 'json']).default('plain'),
  /** The `structuredContent` keys that identify the reply, with their value where the source gives one. */
  structuredContent: z.record(z.string(), z.json()).optional(),
  /** This form's own reaction, where the surfaces differ. */
  reaction: ReactionSchema.optional(),
});

export const WireSchema = z.discriminatedUnion('kind', [HttpWireSchema, RpcWireSchema, ToolWireSchema]);
export type Wire = z.infer<typeof WireSchema>;
export type HttpWire = z.infer<typeof HttpWireSchema>;
export type RpcWire = z.infer<typeof RpcWireSchema>;
export type ToolWire = z.infer<typeof ToolWireSchema>;

/**
 * How the mock produces an entry: by a real rule of the server (`rule` names it, `how` says it
 * in words), or by fault injection when no request can cause it on demand (`why` says so).
 */
export const TriggerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('rule'), rule: z.string().regex(/^[a-z0-9-]+$/), how: z.string() }),
  z.object({ kind: z.literal('inject'), why: z.string() }),
]);
export type Trigger = z.infer<typeof TriggerSchema>;

/** A pointer into the MCP specification. */
export const SpecRefSchema = z.object({
  revision: RevisionSchema,
  section: z.string(),
  url: z.url(),
  /** The revision's file in the specification repository (`docs/specification/2026-07-28/basic/index.mdx`). */
  file: z
    .string()
    .regex(/^(docs|schema)\/[a-z0-9/_.-]+$/)
    .optional(),
});

/**
 * Where a specification entry stands, as the specification repository says today:
 *
 * - `active`: defined by the revisions the entry names.
 * - `retired`: defined by earlier revisions; from `since` on it MUST NOT be emitted, and its code is never reused.
 * - `proposed`: not in any revision; a proposal (`proposal`, a SEP's number or a working group's draft) in `state`
 *   as of `checked`.
 * - `implementation-defined`: the condition is the specification's, its code is an implementation's, from a range
 *   the specification leaves open (`from` to `to`, with what it says of it).
 */
export const SpecStatusSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('active') }),
  z.object({ kind: z.literal('retired'), since: RevisionSchema, rule: z.string() }),
  z.object({
    kind: z.literal('proposed'),
    /** `SEP-3304`, or the draft's name. */
    proposal: z.string(),
    /** The proposal's state where it was checked: `open` (a pull request under review), `accepted`, ... */
    state: z.string(),
    /** The date the state was read, `YYYY-MM-DD`. */
    checked: z.iso.date(),
    url: z.url(),
  }),
  z.object({
    kind: z.literal('implementation-defined'),
    /** The range's ends, highest first as the specification writes it: `-32000` to `-32019`. */
    from: z.number().int(),
    to: z.number().int(),
    rule: z.string(),
  }),
]);
export type SpecStatus = z.infer<typeof SpecStatusSchema>;

/** Ids are permanent: `server.level.slug`, lowercase, as the HTML id of the entry's row. */
export const EntryIdSchema = z
  .string()
  .regex(
    new RegExp(`^${serverPart}\\.(http|protocol|tool)\\.[a-z0-9-]+$`),
    'an entry id is `<server>.<http|protocol|tool>.<slug>`, lowercase, such as "acme.http.rate-limited"',
  );
export const LimitIdSchema = z
  .string()
  .regex(
    new RegExp(`^${serverPart}\\.limit\\.[a-z0-9-]+$`),
    'a limit id is `<server>.limit.<slug>`, lowercase, such as "acme.limit.requests"',
  );

/** One error (or not-an-error) a client can meet. */
export const ErrorEntrySchema = z.object({
  id: EntryIdSchema,
  server: ServerIdSchema,
  level: LevelSchema,
  /** The source's grouping: Clockford's `Busy`, `Held`, ...; Connect's `retryable` or not; the table a row sits in. */
  group: z.string(),
  /** A few words naming the error, no trailing period. */
  title: z.string().regex(/[^.]$/),
  /** Every wire form the error takes; most have one, Rooms' codes have an MCP and a REST form. */
  wire: z.array(WireSchema).min(1),
  placeholders: z
    .record(z.string(), PlaceholderSchema)
    .default({})
    .describe(
      'The parts of the quoted text the server fills in (N, HOLD_ID, ...), by name: a pattern, an example, a meaning.',
    ),
  /** What it means, in the source's words. */
  meaning: z.string(),
  /** What to do, in the source's words (empty when the source gives no advice for the row). */
  action: z.string(),
  /** The reaction of every wire form that names none of its own. */
  reaction: ReactionSchema,
  revisions: z.array(RevisionSchema).min(1),
  trigger: TriggerSchema,
  source: SourceKindSchema,
  /**
   * Fields whose content was inferred rather than quoted, with a word on why. Keys are paths into
   * the entry: `meaning`, `reaction`, `revisions`, `trigger.how`, `wire[0]`, `wire[0].body`,
   * `wire[0].body.message`, `wire[1].headers['Retry-After']`, `wire[0].structuredContent.hold`,
   * `wire[0].reaction`, `placeholders['...']` (see `inferredPaths`).
   */
  inferred: z
    .record(z.string(), z.string())
    .default({})
    .describe(
      "Fields inferred rather than quoted, by path (meaning, reaction, revisions, trigger.how, wire[0].body.message, wire[1].headers['Retry-After'], placeholders['...']), with why.",
    ),
  specRef: SpecRefSchema.optional(),
  /** A remark of the Atlas's own about the entry, shown as such: never the source's words. */
  note: z.string().optional(),
  /** Where a specification entry stands today (`spec` entries carry one; a server's own entries need none). */
  status: SpecStatusSchema.optional(),
});
export type ErrorEntry = z.infer<typeof ErrorEntrySchema>;
export type ErrorEntryInput = z.input<typeof ErrorEntrySchema>;

/** What a number counts, in the units a program uses: things, characters, bytes or seconds. */
export const MeasureSchema = z.enum(['count', 'characters', 'bytes', 'seconds']);
export type Measure = z.infer<typeof MeasureSchema>;

/**
 * A number with its unit as the source writes it (64 keys, 128 KiB, an hour), and what it is in
 * `measure`: `value × scale` (128 KiB is 131,072 bytes; an hour is 3,600 seconds). Programs read it
 * through `limitAmount`, never from the words.
 */
export const QuantitySchema = z.object({
  value: z.number().nonnegative(),
  /** The unit in words, for people. */
  unit: z.string(),
  measure: MeasureSchema,
  /** How many of `measure` one `unit` is. @default 1 */
  scale: z.number().positive().default(1),
  /** The value a request that names none gets, in `unit`. */
  default: z.number().nonnegative().optional(),
  /** True when the breach entry's own words state this number (checked against the catalog). */
  statedInReply: z.boolean().default(false),
});

/** A rate: `count` per `windowSeconds`, with an optional burst and refill (token bucket). */
export const RateSchema = z.object({
  count: z.number().positive(),
  windowSeconds: z.number().positive(),
  /** How many may go at once before the refill applies. */
  burst: z.number().positive().optional(),
  /** Refill: `count` tokens every `everySeconds`. */
  refill: z.object({ count: z.number().positive(), everySeconds: z.number().positive() }).optional(),
  /** Rolling window or token bucket. */
  algorithm: z.enum(['rolling-window', 'token-bucket']),
  /** A refused request counts against the limit too, so an immediate retry extends the lockout (Connect). */
  countsRefused: z.boolean().optional(),
});
export type Rate = z.infer<typeof RateSchema>;

/** One limit a server states: a size, a quota, a lifetime, or a rate. */
export const LimitEntrySchema = z.object({
  id: LimitIdSchema,
  server: ServerIdSchema,
  /** The source's table the limit sits in (`Sizes`, `Rate limits`, `Limits at a glance`). */
  group: z.string(),
  /** What is limited, in the source's words. */
  what: z.string(),
  /** The limit as the source writes it. */
  text: z.string(),
  /** The rest of the source's row, where it states something that is not a limit (`scope town; audience …`). */
  alsoStates: z.string().optional(),
  /**
   * `spacing`: a rate the server enforces without publishing numbers; each refusal names its wait.
   * `wait`: how long a refusal tells a client to wait (a `Retry-After` the server chooses).
   */
  kind: z.enum(['size', 'quota', 'rate', 'lifetime', 'count', 'spacing', 'wait']),
  quantity: QuantitySchema.optional(),
  rate: RateSchema.optional(),
  /** Who the limit is counted for: agent, account, room, IP address, passport, ... */
  scope: z.string(),
  /** The error entry a breach produces. */
  breach: EntryIdSchema,
  source: SourceKindSchema,
  /** Fields whose content was inferred, with a word on why: `quantity`, `quantity.unit`, `scope`, `rate.algorithm`, `breach`, ... */
  inferred: z.record(z.string(), z.string()).default({}),
});
export type LimitEntry = z.infer<typeof LimitEntrySchema>;
export type LimitEntryInput = z.input<typeof LimitEntrySchema>;

/**
 * A tool a server offers, for a mock that has no hand-written tools of its own: its name, what it does, whether it
 * changes nothing (`readOnlyHint`), and its arguments as a JSON Schema object.
 */
export const ToolSchema = z.object({
  name: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'a tool name is 1 to 64 letters, digits, `_`, `-` or `.`'),
  description: z.string().default(''),
  readOnly: z.boolean().default(false),
  /** The arguments, as a JSON Schema object (`{"type": "object", "properties": {...}}`). */
  inputSchema: z.record(z.string(), z.json()).optional(),
});
export type Tool = z.infer<typeof ToolSchema>;

/** One fact a source states about itself (`label`: `value`), in its words. */
export const SourceFactSchema = z.object({
  label: z.string(),
  value: z.string(),
  /** What the source prints after the value, in smaller type (`in 17 districts`). */
  detail: z.string().default(''),
});

/** A passage of a source under its own heading: paragraphs of catalog prose (backticks mark code). */
export const SourceSectionSchema = z.object({ heading: z.string(), paragraphs: z.array(z.string()).min(1) });

/** A server as the site presents it. */
export const ServerSchema = z.object({
  id: ServerIdSchema,
  name: z.string(),
  /** One line: what the server is. */
  summary: z.string(),
  /** The revisions it speaks, the one a client meets first (and a scenario speaks by default) first. */
  revisions: z.array(RevisionSchema).min(1),
  /** Path prefix of the mock: `/clockford`, ...; none for the specification's own section. */
  mountPath: z
    .string()
    .regex(/^\/[a-z][a-z0-9-]*$/)
    .optional(),
  /** The source document, for attribution. */
  sourceDocument: z.string().optional(),
  /** The source document's own introduction and rules (paragraphs, verbatim). */
  intro: z.array(z.string()),
  /** The source's rules for clients, verbatim, in order. */
  rules: z.array(z.string()).default([]),
  /** Groups in the order the source presents them, with the source's words about each. */
  groups: z.array(z.object({ name: z.string(), intro: z.string().default('') })),
  limitGroups: z.array(z.object({ name: z.string(), intro: z.string().default('') })).default([]),
  /** Fields of the server inferred rather than quoted (`revisions`), with a word on why. */
  inferred: z.record(z.string(), z.string()).default({}),
  /**
   * The facts the source states about itself or its server, outside any table, in its words: a header's
   * (`Sign-in`: `OAuth`, `access token, at+jwt`) or a page's own list (`Last verified`: `2026-09-10`).
   */
  facts: z.array(SourceFactSchema).default([]),
  /** The source's prose that no table, group, rule or intro holds, under its own heading, verbatim, in order. */
  sections: z.array(SourceSectionSchema).default([]),
  /** The pages the source lists as related, by their title and address. */
  related: z.array(z.object({ title: z.string(), url: z.url() })).default([]),
  /** What the source says it is based on (its own code's files, with what each gives), verbatim. */
  basedOn: z.array(z.string()).default([]),
  /** The tools a mock built from the catalog alone serves; without them it serves a small generic set. */
  tools: z.array(ToolSchema).optional(),
  /** One line for the playground's "Call a tool yourself": something to try that meets one of the server's rules. */
  hint: z.string().optional(),
  /** The limit a crowd of clients meets first: the one the storm lab puts under load (a limit with a `rate`). */
  loadLimit: LimitIdSchema.optional(),
});
export type Server = z.infer<typeof ServerSchema>;
export type ServerInput = z.input<typeof ServerSchema>;

/** The whole catalog as published at `/catalog.json`. */
export const CatalogSchema = z.object({
  version: z.string(),
  servers: z.array(ServerSchema),
  entries: z.array(ErrorEntrySchema),
  limits: z.array(LimitEntrySchema),
});
export type Catalog = z.infer<typeof CatalogSchema>;
export type CatalogInput = z.input<typeof CatalogSchema>;
