/**
 * Connect: a read-only documentation API, `/mcp` and `/api/public/*`, MCP 2026-07-28 only.
 * Source: "Designing a resilient client" (`004_a8779820905e510f.txt`).
 */
import type { ErrorEntryInput, LimitEntryInput, ServerInput } from './schema.ts';

/** Connect's source names no tool, route or method; the mock's names stand in for them. */
const mockNames =
  'The source names no tool, route or method: `search_docs`, `get_page`, `/api/public/search`, `/api/public/pages/…` and `pages/rewrite` are the mock’s.';

export const connectServer = {
  id: 'connect',
  name: 'Connect',
  summary: 'A read-only documentation API over MCP and REST; speaks only 2026-07-28.',
  revisions: ['2026-07-28'],
  inferred: {
    hint: mockNames,
    revisions:
      'The source names one revision, 2026-07-28 (“Protocol revision 2026-07-28 removed the standalone GET stream and protocol-level sessions”), and answers as this revision; it never says that it speaks no other. The Atlas reads it as 2026-07-28 only, and its mock answers a 2025-11-25 `initialize` with -32022.',
  },
  mountPath: '/connect',
  hint: 'Try search_docs with q "", or get_page with a slug that does not exist.',
  loadLimit: 'connect.limit.mcp-calls',
  sourceDocument: 'Designing a resilient client (Connect developer docs)',
  facts: [
    { label: 'Status', value: 'Available' },
    { label: 'Audience', value: 'developer' },
    { label: 'Last verified', value: '2026-09-10' },
    { label: 'Canonical', value: 'https://connectbyjbrh.com/developers/errors-and-retries/' },
  ],
  sections: [
    {
      heading: 'What to log when something fails',
      paragraphs: [
        'Log the route or JSON-RPC method, the numeric code, `error.code` when there is one, and the request id you sent. That set is enough for anyone to reconstruct the call. Do not log the full response body of a documentation fetch — it can be sixty thousand characters of Markdown, and none of it helps.',
        'Never log a credential, and note the trap: an integration key does not belong on these routes at all. A key sent to a documentation endpoint authenticates nothing and travels into every log and proxy along the way.',
        'If the failure survives a careful retry, getting help as a developer lists what a report needs to be actionable on the first reply.',
      ],
    },
    {
      heading: 'Is a JSON-RPC error also an HTTP error?',
      paragraphs: [
        'Sometimes, and the pairing is deliberate. Transport-level problems carry a matching HTTP status — 400, 403, 405, 413, 429. An unknown tool, resource or prompt answers 200 with a JSON-RPC error, because the transport worked and the request was understood.',
      ],
    },
    {
      heading: 'How do I tell a tool failure from a transport failure?',
      paragraphs: [
        'A tool failure is a successful response whose `result` carries `isError: true` and a text explanation. A transport failure has no `result` at all. Check for `result` first, then for `isError` inside it.',
      ],
    },
    {
      heading: 'Should I retry a 403 from the MCP endpoint after removing my Origin header?',
      paragraphs: [
        'That is a fix rather than a retry, and yes, it works: a request with no `Origin` is accepted, because a non-browser client sends none. Only a present, invalid one is refused.',
      ],
    },
  ],
  related: [
    { title: 'API error shapes', url: 'https://connectbyjbrh.com/developers/api-errors/' },
    { title: 'MCP error shapes', url: 'https://connectbyjbrh.com/developers/mcp-errors/' },
    { title: 'API rate limits', url: 'https://connectbyjbrh.com/developers/api-rate-limits/' },
    { title: 'Outbound webhooks', url: 'https://connectbyjbrh.com/developers/webhooks-outbound/' },
    { title: 'Getting help as a developer', url: 'https://connectbyjbrh.com/developers/developer-support/' },
  ],
  basedOn: [
    '`backend/app/mcp_server.py` — error codes, statuses, header checks, limits',
    '`backend/app/public_developer_api.py` — `_error`, `_guard`, RATE_MAX',
    "`docs-source/facts.py` — PROTOCOLS['mcp'], PROTOCOLS['jsonrpc']",
  ],
  intro: [
    'Only two failures here are worth retrying: a 429 and a genuine transport fault. Everything else — 400, 403, 404, 405, 413, 422 and every JSON-RPC error code — is an answer, and repeating the request repeats the answer. A tool that fails is different again: it returns 200 with `isError` set, not an HTTP error.',
    'Sorting failures this way is the whole of resilience. A client that retries a 404 turns one wrong reference into a hundred, and a client that does not retry a reset turns a two-second network hiccup into a user-visible error.',
  ],
  rules: [
    'On a 429, wait before the next attempt. A rolling window drains as your oldest requests age out, so a short wait may be enough — but retrying immediately guarantees another 429 and adds to the count you are trying to get under.',
    'Use exponential backoff with full jitter: `sleep = random(0, min(cap, base × 2^attempt))`. Jitter matters more than the base here, because clients that back off in lockstep re-collide at every step.',
    'Cap total attempts, not just the delay. Three or four is right for a read that a person is waiting on.',
    'Treat a repeated 429 after several attempts as a signal to slow the whole client down, not to retry harder — the limit exists to stop a loop.',
  ],
  groups: [
    {
      name: 'Retry: yes',
      intro:
        'No `Retry-After` header is documented on either surface, so the schedule is yours to choose. Two facts constrain it usefully: the limiter counts requests in a rolling sixty-second window, and it is measured on a monotonic clock, so the window is honest even across a clock adjustment.',
    },
    { name: 'Retry: no', intro: '' },
    {
      name: 'Not an error',
      intro:
        'A third case is worth naming because it is silent: sending `Mcp-Session-Id` or `Last-Event-ID`. Both are ignored, not rejected.',
    },
  ],
  limitGroups: [
    {
      name: 'Rate limits and sizes',
      intro:
        'Every public route is a GET and every public MCP tool is annotated `idempotentHint: true`, so a retry can never duplicate anything. That is unusually comfortable, and it is a property of a read-only surface rather than a promise that would extend to a write.',
    },
  ],
} as const satisfies ServerInput;

const jsonRpcOverHttp =
  'JSON-RPC error bodies on `/mcp` are the SDK transport form; the message text is not documented.';

export const connectEntries = [
  {
    id: 'connect.http.rate-limited-public',
    server: 'connect',
    level: 'http',
    group: 'Retry: yes',
    title: 'Rate limited on the public API',
    wire: [
      {
        kind: 'http',
        surface: 'rest',
        status: 429,
        body: { type: 'json', json: { error: { code: 'rate_limited' } } },
      },
    ],
    meaning: 'More than 240 requests in the last minute from your address',
    action: 'Yes, after waiting',
    reaction: { kind: 'backoff' },
    revisions: ['2026-07-28'],
    trigger: {
      kind: 'rule',
      rule: 'rate-limit-public',
      how: 'Send 241 GET requests to /api/public/* from one address inside sixty seconds.',
    },
    source: 'seed',
  },
  {
    id: 'connect.http.rate-limited',
    server: 'connect',
    level: 'http',
    group: 'Retry: yes',
    title: 'Rate limited on MCP',
    wire: [
      {
        kind: 'http',
        status: 429,
        body: {
          type: 'jsonrpc-error',
          code: -32603,
          message: 'Rate limit exceeded: more than 120 calls in the last minute.',
        },
      },
    ],
    meaning: 'More than 120 calls in the last minute',
    action: 'Yes, after waiting',
    reaction: { kind: 'backoff' },
    revisions: ['2026-07-28'],
    trigger: {
      kind: 'rule',
      rule: 'rate-limit-mcp',
      how: 'Send 121 POSTs to /mcp from one address inside sixty seconds.',
    },
    source: 'seed',
    note: 'The code is the specification’s -32603 Internal error (`spec.protocol.internal-error`), reused for a rate limit; only the 429 tells the two apart. SEP-3304, a proposal, would give a rate limit its own code (`spec.protocol.rate-limited-proposed`).',
    inferred: { 'wire[0].body.message': jsonRpcOverHttp },
  },
  {
    id: 'connect.http.transport-fault',
    server: 'connect',
    level: 'http',
    group: 'Retry: yes',
    title: 'Transport or server fault',
    wire: [
      {
        kind: 'http',
        status: 503,
        body: { type: 'text', text: 'BODY' },
      },
    ],
    placeholders: {
      BODY: {
        pattern: '[\\s\\S]*',
        example: 'Service unavailable.',
        meaning: 'not documented: whatever the failing server or proxy sends (the mock sends `Service unavailable.`)',
      },
    },
    meaning: 'Connection reset, timeout, `5xx` — anywhere. Transport or server fault',
    action: 'Yes',
    reaction: { kind: 'backoff' },
    revisions: ['2026-07-28'],
    trigger: { kind: 'inject', why: 'A transport fault is not something a well-formed request can cause on demand.' },
    source: 'seed',
    inferred: {
      'wire[0].status':
        'The source names any 5xx (and a reset connection or a timeout, which have no status); the mock answers 503.',
      'wire[0].body': 'Not documented.',
    },
  },
  {
    id: 'connect.http.not-found-public',
    server: 'connect',
    level: 'http',
    group: 'Retry: no',
    title: 'No page or manifest by that reference',
    wire: [
      {
        kind: 'http',
        surface: 'rest',
        status: 404,
        body: { type: 'json', json: { error: { code: 'not_found' } } },
      },
    ],
    meaning: 'No page or manifest by that reference',
    action: 'No — fix the reference',
    reaction: { kind: 'fix-request' },
    revisions: ['2026-07-28'],
    trigger: { kind: 'rule', rule: 'unknown-reference', how: 'GET /api/public/pages/no-such-page.' },
    source: 'seed',
    inferred: { 'trigger.how': mockNames },
  },
  {
    id: 'connect.http.out-of-range',
    server: 'connect',
    level: 'http',
    group: 'Retry: no',
    title: 'Parameter outside its documented range',
    wire: [
      {
        kind: 'http',
        surface: 'rest',
        status: 422,
        body: { type: 'text', text: 'BODY' },
      },
    ],
    placeholders: {
      BODY: {
        pattern: '[\\s\\S]*',
        example: '{"error":{"code":"invalid_parameter"}}',
        meaning:
          'not documented: the source gives the status alone (the mock sends a code in the shape of the other public routes)',
      },
    },
    meaning: 'A parameter outside its documented range; `q` under two characters, `limit` above 25',
    action: 'No',
    reaction: { kind: 'fix-request' },
    revisions: ['2026-07-28'],
    trigger: { kind: 'rule', rule: 'parameter-range', how: 'GET /api/public/search?q=a (one character).' },
    source: 'seed',
    inferred: {
      'wire[0].body': 'The source gives only the status; the mock’s body follows the other public routes.',
      'trigger.how': mockNames,
    },
  },
  {
    id: 'connect.http.forbidden-origin',
    server: 'connect',
    level: 'http',
    group: 'Retry: no',
    title: 'Origin not allowed',
    wire: [
      {
        kind: 'http',
        status: 403,
        body: { type: 'jsonrpc-error', code: -32600, message: 'Origin not allowed.' },
      },
    ],
    meaning: 'An `Origin` header was present and is not allowed',
    action:
      'No. Retrying after removing the `Origin` header: "That is a fix rather than a retry, and yes, it works: a request with no `Origin` is accepted, because a non-browser client sends none. Only a present, invalid one is refused."',
    reaction: { kind: 'fix-request' },
    revisions: ['2026-07-28'],
    trigger: { kind: 'rule', rule: 'foreign-origin', how: 'POST /mcp with `Origin: https://evil.example`.' },
    source: 'seed',
    inferred: { 'wire[0].body.message': jsonRpcOverHttp },
  },
  {
    id: 'connect.http.method-not-allowed',
    server: 'connect',
    level: 'http',
    group: 'Retry: no',
    title: 'GET or DELETE on /mcp',
    wire: [
      {
        kind: 'http',
        status: 405,
        headers: { Allow: 'POST' },
        body: { type: 'jsonrpc-error', code: -32000, message: 'MESSAGE' },
      },
    ],
    placeholders: {
      MESSAGE: {
        pattern: '[^\\n]*2026-07-28[^\\n]*',
        example:
          'Method not allowed: protocol revision 2026-07-28 has no GET stream and no sessions. Send each message as a POST.',
        meaning: 'words that name the revision, 2026-07-28 (the source does not quote them)',
      },
    },
    meaning:
      'A GET or DELETE. This revision has no GET stream and no sessions. Not a misconfiguration. Protocol revision 2026-07-28 removed the standalone GET stream and protocol-level sessions, so a client that opens one is told plainly instead of waiting on a stream that will never carry anything. The response names the revision and sets `Allow: POST`.',
    action: 'No',
    reaction: { kind: 'fix-request' },
    revisions: ['2026-07-28'],
    trigger: { kind: 'rule', rule: 'method-not-allowed', how: 'GET /mcp.' },
    source: 'seed',
    inferred: {
      'wire[0].body':
        'The source says "The response names the revision and sets `Allow: POST`" but quotes no words; the JSON-RPC form (-32000) is the official SDK’s (server 2.4.0), whose own message ("Method not allowed.") names no revision.',
    },
  },
  {
    id: 'connect.http.too-large',
    server: 'connect',
    level: 'http',
    group: 'Retry: no',
    title: 'Body too large',
    wire: [
      {
        kind: 'http',
        status: 413,
        body: { type: 'jsonrpc-error', code: -32000, message: 'Payload too large' },
      },
    ],
    meaning: 'Body over 256 KiB',
    action: 'No',
    reaction: { kind: 'fix-request' },
    revisions: ['2026-07-28'],
    trigger: { kind: 'rule', rule: 'body-too-large', how: 'POST /mcp with a body of 256 KiB and one byte.' },
    source: 'seed',
    inferred: { 'wire[0].body': jsonRpcOverHttp },
  },
  {
    id: 'connect.protocol.parse-error',
    server: 'connect',
    level: 'protocol',
    group: 'Retry: no',
    title: 'Body is not valid JSON',
    wire: [
      {
        kind: 'jsonrpc-error',
        httpStatus: 400,
        code: -32700,
        message: 'Parse error: the request body is not valid JSON',
      },
    ],
    meaning: 'The body is not valid JSON',
    action: 'No',
    reaction: { kind: 'fix-request' },
    revisions: ['2026-07-28'],
    trigger: { kind: 'rule', rule: 'invalid-json', how: 'POST /mcp with the body `{not json`.' },
    source: 'seed',
    inferred: { 'wire[0].message': jsonRpcOverHttp },
  },
  {
    id: 'connect.protocol.header-mismatch',
    server: 'connect',
    level: 'protocol',
    group: 'Retry: no',
    title: 'A header disagrees with the body',
    wire: [{ kind: 'jsonrpc-error', httpStatus: 400, code: -32020, message: '...' }],
    placeholders: {
      '...': {
        pattern: '.*',
        example: 'Bad Request: the request headers and body disagree',
        meaning: 'which header disagrees',
      },
    },
    meaning:
      'A header disagrees with the body — version, method or name. The `MCP-Protocol-Version`, `Mcp-Method` or `Mcp-Name` header did not match the request body. It exists so that a load balancer routing on a header and a server executing on the body cannot see two different requests.',
    action: 'No. Fix the client — usually a stale header on a reused connection object — rather than retrying.',
    reaction: { kind: 'fix-request' },
    revisions: ['2026-07-28'],
    trigger: {
      kind: 'rule',
      rule: 'header-mismatch',
      how: 'POST tools/call with an `Mcp-Name` header that names another tool.',
    },
    source: 'seed',
    inferred: { 'wire[0].message': jsonRpcOverHttp },
    specRef: {
      revision: '2026-07-28',
      section: 'Streamable HTTP: standard headers',
      url: 'https://modelcontextprotocol.io/specification/2026-07-28/basic/transports',
    },
  },
  {
    id: 'connect.protocol.method-not-found',
    server: 'connect',
    level: 'protocol',
    group: 'Retry: no',
    title: 'Unknown method',
    wire: [{ kind: 'jsonrpc-error', httpStatus: 404, code: -32601, message: 'Method not found' }],
    meaning: 'Unknown method',
    action: 'No',
    reaction: { kind: 'fix-request' },
    revisions: ['2026-07-28'],
    trigger: { kind: 'rule', rule: 'unknown-method', how: 'POST a request for the method `pages/rewrite`.' },
    source: 'seed',
    inferred: { 'wire[0].message': jsonRpcOverHttp, 'trigger.how': mockNames },
  },
  {
    id: 'connect.protocol.unknown-name',
    server: 'connect',
    level: 'protocol',
    group: 'Retry: no',
    title: 'Unknown tool, resource or prompt',
    wire: [
      { kind: 'jsonrpc-error', httpStatus: 200, code: -32602, message: 'Tool NAME not found' },
      {
        kind: 'jsonrpc-error',
        httpStatus: 200,
        code: -32602,
        message: 'Resource not found: URI',
        data: { uri: 'URI' },
      },
      { kind: 'jsonrpc-error', httpStatus: 200, code: -32602, message: 'Prompt NAME not found' },
    ],
    placeholders: {
      NAME: { pattern: '\\S+', example: 'no_such_tool', meaning: 'the tool or prompt name the request gave' },
      URI: { pattern: '\\S+', example: 'connect://pages/no-such-page', meaning: 'the resource URI the request gave' },
    },
    meaning:
      'An unknown tool, resource or prompt answers 200 with a JSON-RPC error, because the transport worked and the request was understood.',
    action: 'No',
    reaction: { kind: 'fix-request' },
    revisions: ['2026-07-28'],
    trigger: {
      kind: 'rule',
      rule: 'unknown-name',
      how: 'Call `tools/call` with `name: "no_such_tool"` (and `Mcp-Name: no_such_tool`); `resources/read` of `connect://pages/no-such-page` and `prompts/get` of an unknown prompt answer alike.',
    },
    source: 'seed',
    inferred: {
      'wire[0].code':
        'The source gives the status (200), not the code or words; -32602 and the messages are the official SDK’s (server 2.4.0, observed by `scripts/observe-sdk.ts`), as the specification’s unknown-tool and resource rows say.',
      'wire[1].code': 'As for a tool: -32602 and the words are the SDK’s.',
      'wire[2].code': 'As for a tool: -32602 and the words are the SDK’s.',
      'trigger.how': 'The names are ours.',
      action: 'The source files every JSON-RPC error code under "an answer"; "No" is its Retry? column.',
    },
  },
  {
    id: 'connect.tool.tool-error',
    server: 'connect',
    level: 'tool',
    group: 'Retry: no',
    title: 'The tool ran and could not answer',
    wire: [{ kind: 'tool-result', isError: true, text: '...' }],
    placeholders: {
      '...': { pattern: '.+', example: 'The query is empty.', meaning: 'a text explanation' },
    },
    meaning:
      'The tool ran and could not answer — an empty query, an unknown page. A tool failure is a successful response whose `result` carries `isError: true` and a text explanation. A transport failure has no `result` at all. Check for `result` first, then for `isError` inside it.',
    action: 'No',
    reaction: { kind: 'fix-request' },
    revisions: ['2026-07-28'],
    trigger: { kind: 'rule', rule: 'empty-query', how: 'Call `search_docs` with `q: ""`.' },
    source: 'seed',
    inferred: { 'wire[0].text': 'The source gives no wording for the explanation.', 'trigger.how': mockNames },
  },
  {
    id: 'connect.http.session-id-ignored',
    server: 'connect',
    level: 'http',
    group: 'Not an error',
    title: 'Mcp-Session-Id or Last-Event-ID is ignored',
    wire: [{ kind: 'http', status: 200, body: { type: 'text', text: 'BODY' } }],
    placeholders: {
      BODY: {
        pattern: '[\\s\\S]*"(?:result|error)"\\s*:[\\s\\S]*',
        example: '{"result":{"tools":[]}}',
        meaning:
          'the ordinary answer, as if the header had not been sent (and no `Mcp-Session-Id` comes back): a JSON-RPC response',
      },
    },
    meaning:
      'Sending `Mcp-Session-Id` or `Last-Event-ID`. Both are ignored, not rejected. If your client depends on a session it thinks it has, nothing will tell you — the requests simply behave as independent calls, which they are.',
    action: 'Do not depend on a session: every request stands alone.',
    reaction: { kind: 'not-an-error' },
    revisions: ['2026-07-28'],
    trigger: { kind: 'rule', rule: 'session-id-ignored', how: 'Call a tool with `Mcp-Session-Id: 1234` set.' },
    source: 'seed',
    inferred: {
      action: 'The source states the fact; the advice follows from it.',
      'wire[0].body':
        'The source says the headers are ignored, not rejected: the body is whatever the call answers, so it carries the call’s JSON-RPC response (a stream that ends without one is `spec.http.stream-broken`).',
    },
  },
] as const satisfies readonly ErrorEntryInput[];

export const connectLimits = [
  {
    id: 'connect.limit.public-requests',
    server: 'connect',
    group: 'Rate limits and sizes',
    what: 'Requests to `/api/public/*`',
    text: 'More than 240 requests in the last minute from your address',
    kind: 'rate',
    // "Retrying immediately guarantees another 429 and adds to the count you are trying to get under."
    rate: { count: 240, windowSeconds: 60, algorithm: 'rolling-window', countsRefused: true },
    scope: 'IP address',
    breach: 'connect.http.rate-limited-public',
    source: 'seed',
  },
  {
    id: 'connect.limit.mcp-calls',
    server: 'connect',
    group: 'Rate limits and sizes',
    what: 'Calls to `/mcp`',
    text: 'More than 120 calls in the last minute',
    kind: 'rate',
    rate: { count: 120, windowSeconds: 60, algorithm: 'rolling-window', countsRefused: true },
    scope: 'IP address',
    breach: 'connect.http.rate-limited',
    source: 'seed',
    inferred: { scope: 'The source does not say; the public routes count per address.' },
  },
  {
    id: 'connect.limit.body-size',
    server: 'connect',
    group: 'Rate limits and sizes',
    what: 'Request body on `/mcp`',
    text: 'Body over 256 KiB',
    kind: 'size',
    quantity: { value: 256, unit: 'KiB', measure: 'bytes', scale: 1024 },
    scope: 'request',
    breach: 'connect.http.too-large',
    source: 'seed',
  },
  {
    id: 'connect.limit.query-length',
    server: 'connect',
    group: 'Rate limits and sizes',
    what: '`q` on the public search route',
    text: '`q` under two characters',
    kind: 'size',
    quantity: { value: 2, unit: 'characters at least', measure: 'characters' },
    scope: 'request',
    breach: 'connect.http.out-of-range',
    source: 'seed',
  },
  {
    id: 'connect.limit.page-size',
    server: 'connect',
    group: 'Rate limits and sizes',
    what: '`limit` on the public routes',
    text: '`limit` above 25',
    kind: 'size',
    quantity: { value: 25, unit: 'items at most', measure: 'count', default: 10 },
    scope: 'request',
    breach: 'connect.http.out-of-range',
    source: 'seed',
    inferred: { 'quantity.default': 'The source states no default page size; 10 is the mock’s.' },
  },
] as const satisfies readonly LimitEntryInput[];
