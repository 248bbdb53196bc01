/**
 * Ichabod: founders and job seekers, paid in credits; `/mcp` with an API key or OAuth. MCP 2025-11-25.
 * Source: "Errors - Ichabod" (`003_d9c1ae484d333104.txt`).
 *
 * Errors surface at two layers: HTTP refusals before any tool runs, and tool errors returned as
 * results (`isError: true`) whose text content is a JSON document `{ "error", "message" }`.
 */
import type { ErrorEntryInput, LimitEntryInput, ServerInput } from './schema.ts';

/** The source names no protocol revision for Ichabod. */
const revisionsInferred =
  'The source names no MCP revision; 2025-11-25 (Streamable HTTP, stateless) is what the mock serves.';

export const ichabodServer = {
  id: 'ichabod',
  name: 'Ichabod',
  summary: 'Founders post roles and unlock job seekers, paying in credits; `/mcp` with an API key or OAuth.',
  revisions: ['2025-11-25'],
  mountPath: '/ichabod',
  hint: 'Try post_role with apply_url "not-a-url", or unlock_seeker with a seeker_id that does not exist.',
  sourceDocument: 'Errors - Ichabod (Ichabod docs)',
  intro: ['Errors surface at two layers.'],
  rules: [],
  groups: [
    {
      name: 'HTTP layer (before any tool runs)',
      intro:
        'Both 401s carry a WWW-Authenticate: Bearer resource_metadata="…" header pointing at the server’s OAuth Protected Resource Metadata. OAuth-capable clients (e.g. the claude.ai web connector) use this to start the sign-in flow automatically; API-key clients can ignore it.',
    },
    {
      name: 'Tool layer',
      intro:
        'Failed tool calls return an MCP tool error whose text content is JSON:\n\n' +
        '`{ "error": "rate_limited", "message": "Rate limit exceeded (100 per hour). Resets at 2026-06-10T13:00:00.000Z." }`\n\n' +
        'Tool-layer errors are returned as results (with isError: true), not protocol failures — most MCP clients hand the JSON straight to the model, so instructing your agent on these codes is usually all the error handling you need.',
    },
  ],
  limitGroups: [
    {
      name: 'Limits named in the errors',
      intro: '',
    },
  ],
  inferred: { revisions: revisionsInferred },
} as const satisfies ServerInput;

/** The `…` in the source's WWW-Authenticate header: the Protected Resource Metadata URL. */
const resourceMetadata = {
  '…': {
    pattern: '[^"]+',
    example: 'https://ichabod.example/.well-known/oauth-protected-resource/mcp',
    meaning: 'the URL of the server’s OAuth Protected Resource Metadata',
  },
} as const;

const authSpecRef = {
  revision: '2025-11-25',
  section: 'Authorization: Protected Resource Metadata discovery',
  url: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/authorization',
} as const;

const toolMessage = 'The source quotes only the `rate_limited` message; the other messages are not quoted.';

export const ichabodEntries = [
  {
    id: 'ichabod.http.missing-credentials',
    server: 'ichabod',
    level: 'http',
    group: 'HTTP layer (before any tool runs)',
    title: 'Missing credentials',
    wire: [
      {
        kind: 'http',
        status: 401,
        headers: { 'WWW-Authenticate': 'Bearer resource_metadata="…"' },
        body: { type: 'json', json: { error: 'unauthorized', message: 'Missing credentials' } },
      },
    ],
    placeholders: resourceMetadata,
    meaning: 'No `Authorization: Bearer` header.',
    action: '',
    reaction: { kind: 'reauthenticate' },
    revisions: ['2025-11-25'],
    trigger: {
      kind: 'rule',
      rule: 'missing-credentials',
      how: 'POST an `initialize` (or any request) to /ichabod/mcp with no `Authorization` header.',
    },
    source: 'seed',
    inferred: {
      revisions: revisionsInferred,
      "wire[0].headers['WWW-Authenticate']": 'The source writes the URL as `…`; the example URL is assumed.',
      reaction:
        'The row gives no advice of its own; the header it carries starts the sign-in flow for OAuth clients, and an API-key client needs its key sent.',
    },
    specRef: authSpecRef,
  },
  {
    id: 'ichabod.http.invalid-credentials',
    server: 'ichabod',
    level: 'http',
    group: 'HTTP layer (before any tool runs)',
    title: 'Invalid or expired credentials',
    wire: [
      {
        kind: 'http',
        status: 401,
        headers: { 'WWW-Authenticate': 'Bearer resource_metadata="…"' },
        body: { type: 'json', json: { error: 'unauthorized', message: 'Invalid or expired credentials' } },
      },
    ],
    placeholders: resourceMetadata,
    meaning: 'Credential unknown or expired — a typo, revoked/rotated API key, or an expired OAuth access token.',
    action: 'Get the current key from the dashboard, or reconnect the OAuth connector.',
    reaction: { kind: 'reauthenticate' },
    revisions: ['2025-11-25'],
    trigger: {
      kind: 'rule',
      rule: 'invalid-credentials',
      how: 'POST an `initialize` to /ichabod/mcp with `Authorization: Bearer not-a-real-key` (or with an OAuth access token past its lifetime).',
    },
    source: 'seed',
    inferred: {
      revisions: revisionsInferred,
      "wire[0].headers['WWW-Authenticate']": 'The source writes the URL as `…`; the example URL is assumed.',
    },
    specRef: authSpecRef,
  },
  {
    id: 'ichabod.http.not-found',
    server: 'ichabod',
    level: 'http',
    group: 'HTTP layer (before any tool runs)',
    title: 'Wrong path',
    wire: [{ kind: 'http', status: 404, body: { type: 'json', json: { error: 'not_found' } } }],
    meaning: 'Wrong path — the MCP endpoint is `/mcp`.',
    action: '',
    reaction: { kind: 'fix-request' },
    revisions: ['2025-11-25'],
    trigger: { kind: 'rule', rule: 'wrong-path', how: 'POST an `initialize` to /ichabod/sse instead of /ichabod/mcp.' },
    source: 'seed',
    inferred: {
      revisions: revisionsInferred,
      reaction: 'The row gives no advice beyond its meaning: the MCP endpoint is `/mcp`, so fix the path.',
    },
  },
  {
    id: 'ichabod.tool.unauthorized',
    server: 'ichabod',
    level: 'tool',
    group: 'Tool layer',
    title: 'Auth context missing on the call',
    wire: [
      {
        kind: 'tool-result',
        isError: true,
        text: '{ "error": "unauthorized", "message": "..." }',
        textFormat: 'json',
      },
    ],
    placeholders: {
      '...': { pattern: '[^"]*', example: 'Authentication required.', meaning: 'the message' },
    },
    meaning: 'Auth context missing on the call.',
    action: 'Reconnect; verify the header reaches the server.',
    reaction: { kind: 'fix-request' },
    revisions: ['2025-11-25'],
    trigger: {
      kind: 'inject',
      why: 'The HTTP layer refuses a request without credentials before any tool runs, so a call reaches a tool without its auth context only through a server-side fault.',
    },
    source: 'seed',
    inferred: {
      revisions: revisionsInferred,
      'wire[0].text': toolMessage,
      reaction:
        'A judgement: the door took the credentials (it refuses a request without them before any tool runs), so a new token would not help. What failed is the header’s way to the tool, and “verify the header reaches the server” is a fix on the client’s side (a proxy that drops it, a client that sends it only when it connects); repeating the same request repeats the answer.',
    },
  },
  {
    id: 'ichabod.tool.forbidden',
    server: 'ichabod',
    level: 'tool',
    group: 'Tool layer',
    title: 'Tool is for the other profile type',
    wire: [
      {
        kind: 'tool-result',
        isError: true,
        text: '{ "error": "forbidden", "message": "..." }',
        textFormat: 'json',
      },
    ],
    placeholders: {
      '...': {
        pattern: '[^"]*',
        example: 'post_role requires a Founder profile; this key belongs to a Seeker.',
        meaning: 'the message',
      },
    },
    meaning: 'Tool requires the other profile type (e.g. Seeker key calling `post_role`).',
    action: 'Don’t retry — use the tools for your side. A founder who’s also a Seeker needs two profiles and two keys.',
    reaction: { kind: 'stop' },
    revisions: ['2025-11-25'],
    trigger: {
      kind: 'rule',
      rule: 'wrong-profile',
      how: 'With a Seeker profile’s API key, call `post_role` with `{ title: "Founding engineer", description: "Build the first product." }`.',
    },
    source: 'seed',
    inferred: {
      revisions: revisionsInferred,
      'wire[0].text': toolMessage,
      'trigger.how': '`post_role` is the source’s; its arguments are assumed.',
    },
  },
  {
    id: 'ichabod.tool.rate-limited',
    server: 'ichabod',
    level: 'tool',
    group: 'Tool layer',
    title: 'Rate-limit bucket exhausted',
    wire: [
      {
        kind: 'tool-result',
        isError: true,
        text: '{ "error": "rate_limited", "message": "Rate limit exceeded (LIMIT). Resets at RESETS_AT." }',
        textFormat: 'json',
      },
    ],
    placeholders: {
      LIMIT: {
        pattern: '\\d+ per [a-z]+',
        example: '100 per hour',
        meaning: 'the exhausted bucket: how many calls per what (the source’s example: 100 per hour)',
      },
      RESETS_AT: {
        pattern: '\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(?:\\.\\d{3})?Z',
        example: '2026-06-10T13:00:00.000Z',
        meaning: 'when the bucket resets (ISO 8601, UTC)',
      },
    },
    meaning: 'A rate-limit bucket is exhausted. The call did not go through.',
    action: 'Wait for the `resets_at` in the message; plan ahead with `get_rate_limits`.',
    reaction: { kind: 'retry-after', waitFrom: 'resets-at' },
    revisions: ['2025-11-25'],
    trigger: {
      kind: 'rule',
      rule: 'hourly-rate',
      how: 'With one API key, call `list_matches` 101 times within one hour; the 101st is refused.',
    },
    source: 'seed',
    inferred: {
      revisions: revisionsInferred,
      "placeholders['LIMIT']":
        'The source’s one example message names 100 per hour; "a rate-limit bucket" suggests more than one, each naming its own.',
      'trigger.how':
        'The source does not say which tools the bucket counts; every tool call is assumed to count, against the mock’s `ichabod.limit.hourly-rate`.',
    },
  },
  {
    id: 'ichabod.tool.insufficient-balance',
    server: 'ichabod',
    level: 'tool',
    group: 'Tool layer',
    title: 'Not enough credits',
    wire: [
      {
        kind: 'tool-result',
        isError: true,
        text: '{ "error": "insufficient_balance", "message": "..." }',
        textFormat: 'json',
      },
    ],
    placeholders: {
      '...': {
        pattern: '[^"]*',
        example: 'post_role costs 1 credit; your balance is 0. Nothing was charged.',
        meaning: 'the message',
      },
    },
    meaning: '`post_role` or `unlock_seeker` would overdraw credits. Nothing was charged or created.',
    action: 'Top up at the dashboard, then retry.',
    reaction: { kind: 'ask-person' },
    revisions: ['2025-11-25'],
    trigger: {
      kind: 'rule',
      rule: 'overdraw-credits',
      how: 'With a Founder profile’s API key whose credit balance is 0, call `post_role` with `{ title: "Founding engineer", description: "Build the first product." }`. A person tops up at the dashboard (`POST /ichabod/dashboard/credits` in the mock).',
    },
    source: 'seed',
    inferred: {
      revisions: revisionsInferred,
      'wire[0].text': toolMessage,
      'trigger.how': 'The source names `post_role` and credits; the arguments and a zero balance are assumed.',
    },
  },
  {
    id: 'ichabod.tool.validation-error',
    server: 'ichabod',
    level: 'tool',
    group: 'Tool layer',
    title: 'Input failed validation',
    wire: [
      {
        kind: 'tool-result',
        isError: true,
        text: '{ "error": "validation_error", "message": "..." }',
        textFormat: 'json',
      },
    ],
    placeholders: {
      '...': { pattern: '[^"]*', example: 'apply_url must be a valid URL.', meaning: 'the message, naming the input' },
    },
    meaning: 'Input failed validation (bad URL/email, no fields on an update, out-of-range value).',
    action: 'Fix the input per the `message`; don’t retry verbatim.',
    reaction: { kind: 'fix-request' },
    revisions: ['2025-11-25'],
    trigger: {
      kind: 'rule',
      rule: 'bad-input',
      how: 'With a Founder profile’s API key, call `post_role` with `{ title: "Founding engineer", description: "Build the first product.", apply_url: "not-a-url" }`.',
    },
    source: 'seed',
    inferred: {
      revisions: revisionsInferred,
      'wire[0].text': toolMessage,
      'trigger.how': 'The source says "bad URL"; the `apply_url` argument of `post_role` is assumed.',
    },
  },
  {
    id: 'ichabod.tool.not-found',
    server: 'ichabod',
    level: 'tool',
    group: 'Tool layer',
    title: 'Target missing or not in the required state',
    wire: [
      {
        kind: 'tool-result',
        isError: true,
        text: '{ "error": "not_found", "message": "..." }',
        textFormat: 'json',
      },
    ],
    placeholders: {
      '...': {
        pattern: '[^"]*',
        example: 'No current mutual match with seeker s_1.',
        meaning: 'the message',
      },
    },
    meaning:
      'Target missing or not in the required state: role closed/expired or not yours; `unlock_seeker` without a current mutual match.',
    action: 'Re-check via `get_role` / `list_matches`; the precondition, not the ID, is usually what failed.',
    reaction: { kind: 'fix-request' },
    revisions: ['2025-11-25'],
    trigger: {
      kind: 'rule',
      rule: 'no-mutual-match',
      how: 'With a Founder profile’s API key, call `unlock_seeker` with `{ seeker_id: "s_1" }` for a seeker with no current mutual match.',
    },
    source: 'seed',
    inferred: {
      revisions: revisionsInferred,
      'wire[0].text': toolMessage,
      'trigger.how': '`unlock_seeker` is the source’s; the `seeker_id` argument is assumed.',
    },
  },
] as const satisfies readonly ErrorEntryInput[];

export const ichabodLimits = [
  {
    id: 'ichabod.limit.hourly-rate',
    server: 'ichabod',
    group: 'Limits named in the errors',
    what: 'Tool calls (a rate-limit bucket)',
    text: 'Rate limit exceeded (100 per hour).',
    kind: 'rate',
    rate: { count: 100, windowSeconds: 3600, algorithm: 'rolling-window' },
    scope: 'API key',
    breach: 'ichabod.tool.rate-limited',
    source: 'inferred',
    inferred: {
      rate: 'Read from the source’s example message ("Rate limit exceeded (100 per hour). Resets at …"), which shows one bucket, not every bucket; which tools count is not stated.',
      'rate.algorithm': 'No burst is stated; a window is assumed (the reply names a reset time).',
      scope: 'Not stated; one bucket per API key (per profile) is assumed.',
    },
  },
  {
    id: 'ichabod.limit.credits',
    server: 'ichabod',
    group: 'Limits named in the errors',
    what: 'Credits, spent by `post_role` and `unlock_seeker`',
    text: '`post_role` or `unlock_seeker` would overdraw credits.',
    kind: 'quota',
    quantity: { value: 1, unit: 'credit a call', measure: 'count' },
    scope: 'profile',
    breach: 'ichabod.tool.insufficient-balance',
    source: 'seed',
    inferred: {
      quantity: 'The source names credits but no price; one credit a call is the mock’s.',
      scope: 'Not stated; credits are assumed to belong to a profile.',
    },
  },
  {
    id: 'ichabod.limit.oauth-token-lifetime',
    server: 'ichabod',
    group: 'Limits named in the errors',
    what: 'OAuth access token',
    text: 'an expired OAuth access token',
    kind: 'lifetime',
    quantity: { value: 3600, unit: 'seconds', measure: 'seconds' },
    scope: 'access token',
    breach: 'ichabod.http.invalid-credentials',
    source: 'inferred',
    inferred: { quantity: 'The source says tokens expire but not when; one hour is assumed.' },
  },
] as const satisfies readonly LimitEntryInput[];
