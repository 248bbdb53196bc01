/**
 * The MCP specification's own errors, server-neutral, by revision (2025-11-25 and 2026-07-28).
 * Sources: the specification (`modelcontextprotocol/modelcontextprotocol`, `docs/specification/<rev>/...`
 * and `schema/2026-07-28/schema.ts`), the research notes on it (`anchors.md` section D), and the wire
 * forms the official SDK sends where the specification leaves the wording open. Every statement here
 * about the SDK was observed on `@modelcontextprotocol/server` and `@modelcontextprotocol/client`
 * 2.4.0 (`scripts/observe-sdk.ts` prints them; the contract tests check the mocks that pass the SDK's
 * answers through).
 */
import type { ErrorEntryInput, ServerInput } from './schema.ts';

export const specServer = {
  id: 'spec',
  name: 'MCP specification',
  summary:
    'The protocol’s own errors, the same on every server: JSON-RPC codes, Streamable HTTP statuses and authorization challenges, by revision.',
  revisions: ['2025-11-25', '2026-07-28'],
  sourceDocument: 'Model Context Protocol specification, revisions 2025-11-25 and 2026-07-28',
  intro: [
    'These are the errors the Model Context Protocol itself defines: the JSON-RPC codes, the Streamable HTTP statuses and the authorization challenges that any server speaking a revision returns, whatever its own tools do. The revision changes what several of them mean. In 2025-11-25 a 404 on a request that carries `Mcp-Session-Id` means the session has ended and the client must initialize again; in 2026-07-28 there are no sessions, a 404 with `-32601` means the method does not exist, a missing resource is `-32602` instead of `-32002`, `-32020`, `-32021` and `-32022` are new, each on a 400, and `-32042` (a URL a person must complete) is 2025-11-25’s alone. Every row names the revisions it applies to, its status today (active, retired, an implementation-defined code, or proposed) and the section of the specification, or the proposal, that defines it; where the specification leaves the message open, the row shows what the official TypeScript SDK (v2) sends.',
  ],
  groups: [
    {
      name: 'JSON-RPC',
      intro:
        'Error responses in the body: the standard JSON-RPC codes and the codes MCP reserves for itself (`-32020` to `-32099`). In 2026-07-28 several of them also set the HTTP status, so the status alone no longer tells a client what happened.',
    },
    {
      name: 'Streamable HTTP',
      intro:
        'Statuses the transport returns before any method runs: sessions and the protocol-version header in 2025-11-25, a POST-only endpoint without sessions in 2026-07-28, and the `Origin`, `Accept` and `Content-Type` checks. Then what the transport carries: a notification’s answer, and a response stream that ends before its response (resumable in 2025-11-25, re-issued with a new id in 2026-07-28).',
    },
    {
      name: 'Authorization',
      intro:
        'The answers of an OAuth 2.1 resource server, the same in both revisions: a 401 sends the client to get a token, a 403 with `insufficient_scope` sends it to get a broader one.',
    },
    {
      name: 'Proposals',
      intro:
        'Forms that no revision defines yet, shown as proposals: each names its proposal, its state and the date it was checked. A server may never send them; a client that meets one follows the proposal’s rule.',
    },
  ],
} as const satisfies ServerInput;

const sdkMessage =
  'The specification fixes the code, not the message; this is the text the official SDK server (2.4.0) sends.';
const onIchabod = 'Ichabod (`/ichabod/mcp`, a stateless 2025-11-25 server)';
const onRooms = 'Rooms (`/rooms/mcp`, a 2025-11-25 server with sessions)';
const onConnect = 'Connect (`/connect/mcp`, a 2026-07-28-only stateless server)';
/** The date the specification repository and the proposals below were last read against this file. */
const checked = '2026-12-07';
const retiredRule =
  'Codes defined by earlier protocol versions remain reserved and will not be reused. Implementations of this protocol version MUST NOT emit these codes.';
/** Where an SDK's code from JSON-RPC's server-error range stands: the condition is the specification's, the code is not. */
const implementationDefined = {
  kind: 'implementation-defined',
  from: -32000,
  to: -32019,
  rule: '`-32000` to `-32019` — legacy. Codes in this sub-range were allocated by implementations before this policy was introduced. New codes MUST NOT be allocated in this sub-range, and new implementations SHOULD NOT use codes from this sub-range at all. Apart from `-32002` (see below), receivers MUST NOT assume any specific meaning for these codes.',
} as const;
/** Why an entry's advice is marked: the specification defines the error, and the words of what to do are the Atlas's. */
const atlasAdvice =
  'The specification defines the error, not what a client does next: the advice is the Atlas’s, from the error’s meaning.';
const envelope =
  'the `_meta` envelope (`io.modelcontextprotocol/protocolVersion: "2026-07-28"`, `io.modelcontextprotocol/clientCapabilities: {}`)';

export const specEntries = [
  // ── JSON-RPC ─────────────────────────────────────────────────────────────
  {
    id: 'spec.protocol.parse-error',
    server: 'spec',
    level: 'protocol',
    group: 'JSON-RPC',
    title: 'Body is not valid JSON',
    wire: [{ kind: 'jsonrpc-error', httpStatus: 400, code: -32700, message: 'Parse error...' }],
    placeholders: {
      '...': {
        pattern: '.*',
        example: ': Invalid JSON',
        meaning: 'the implementation’s detail after the standard message',
      },
    },
    meaning:
      'A JSON-RPC error indicating that invalid JSON was received by the server. This error is returned when the server cannot parse the JSON text of a message.',
    action: 'Fix the request; never retry.',
    reaction: { kind: 'fix-request' },
    revisions: ['2025-11-25', '2026-07-28'],
    trigger: {
      kind: 'rule',
      rule: 'invalid-json',
      how: `On ${onConnect} or ${onRooms}: POST the body \`{not json\` with \`Content-Type: application/json\`.`,
    },
    status: { kind: 'active' },
    source: 'seed',
    inferred: {
      action: atlasAdvice,
      'wire[0].message':
        'The specification’s example reads `Parse error: Invalid JSON` (the SDK’s 2025-11-25 text); the SDK’s 2026-07-28 path says `Parse error: the request body is not valid JSON` (server 2.4.0).',
      'wire[0].httpStatus':
        'The specification names no status for a parse error; 400 is what the official SDK (server 2.4.0) sends in both revisions.',
    },
    specRef: {
      revision: '2026-07-28',
      section: 'Schema: ParseError',
      url: 'https://modelcontextprotocol.io/specification/2026-07-28/schema#parseerror',
      file: 'docs/specification/2026-07-28/schema.mdx',
    },
  },
  {
    id: 'spec.protocol.invalid-request',
    server: 'spec',
    level: 'protocol',
    group: 'JSON-RPC',
    title: 'Not a valid JSON-RPC request',
    wire: [{ kind: 'jsonrpc-error', httpStatus: 400, code: -32600, message: '...' }],
    placeholders: {
      '...': {
        pattern: '.+',
        example: 'Bad Request: the request body is not a valid JSON-RPC message',
        meaning: 'the implementation’s wording',
      },
    },
    meaning:
      'A JSON-RPC error indicating that the request is not a valid request object. This error is returned when the message structure does not conform to the JSON-RPC 2.0 specification requirements for a request (e.g., missing required fields like `jsonrpc` or `method`, or using invalid types for these fields). Unlike base JSON-RPC, the ID MUST NOT be `null`.',
    action: 'Fix the request.',
    reaction: { kind: 'fix-request' },
    revisions: ['2025-11-25', '2026-07-28'],
    trigger: {
      kind: 'rule',
      rule: 'null-id',
      how: `On ${onConnect}: POST \`{"jsonrpc":"2.0","id":null,"method":"tools/list","params":{"_meta":{…}}}\` with the usual headers. On ${onRooms} the SDK answers that body with -32700 instead; there a second \`initialize\` on an open session is the -32600 (\`Invalid Request: Server already initialized\`).`,
    },
    status: { kind: 'active' },
    source: 'seed',
    inferred: {
      action: atlasAdvice,
      'wire[0].message': sdkMessage,
      'wire[0].httpStatus':
        'The specification names no status for an invalid request; 400 is what the official SDK (server 2.4.0) sends.',
    },
    specRef: {
      revision: '2026-07-28',
      section: 'Schema: InvalidRequestError',
      url: 'https://modelcontextprotocol.io/specification/2026-07-28/schema#invalidrequesterror',
      file: 'docs/specification/2026-07-28/schema.mdx',
    },
  },
  {
    id: 'spec.protocol.batch',
    server: 'spec',
    level: 'protocol',
    group: 'JSON-RPC',
    title: 'A JSON-RPC batch',
    wire: [
      {
        kind: 'jsonrpc-error',
        httpStatus: 400,
        code: -32600,
        message: 'Bad Request: JSON-RPC batches may not contain requests for protocol revision 2026-07-28 or later',
      },
    ],
    meaning:
      'The body of the HTTP POST MUST be a single JSON-RPC request or notification. The client MUST NOT send JSON-RPC responses.',
    action: 'Send each message in its own POST.',
    reaction: { kind: 'fix-request' },
    revisions: ['2026-07-28'],
    trigger: {
      kind: 'rule',
      rule: 'batch',
      how: `On ${onConnect}: POST a JSON array of two \`tools/list\` requests, each carrying ${envelope}.`,
    },
    status: { kind: 'active' },
    source: 'seed',
    inferred: {
      'wire[0]':
        'The specification names no reply to a batch in either revision; -32600 on a 400, and the words, are the official SDK’s 2026-07-28 path (server 2.4.0). Its 2025-11-25 transport still accepts a batch of requests (observed: 200), so a 2025-11-25 server refuses one only by its own rule, as Clockford does with `400 One message per request.` (2025-11-25 says: “The body of the POST request MUST be a single JSON-RPC request, notification, or response.”)',
      revisions:
        'The wire form is the 2026-07-28 SDK path’s alone; at 2025-11-25 the same rule stands in the specification, but the SDK serves a batch and a server that refuses one answers in its own words.',
      action: 'The specification states the rule; the advice follows from it.',
    },
    specRef: {
      revision: '2026-07-28',
      section: 'Streamable HTTP: Sending Messages',
      url: 'https://modelcontextprotocol.io/specification/2026-07-28/basic/transports/streamable-http#sending-messages',
      file: 'docs/specification/2026-07-28/basic/transports/streamable-http.mdx',
    },
  },
  {
    id: 'spec.protocol.method-not-found-legacy',
    server: 'spec',
    level: 'protocol',
    group: 'JSON-RPC',
    title: 'Unknown method, in-band',
    wire: [{ kind: 'jsonrpc-error', httpStatus: 200, code: -32601, message: 'Method not found' }],
    meaning:
      'A JSON-RPC error indicating that the requested method does not exist or is not available. In 2025-11-25 it travels in-band, on an HTTP 200 (the session’s SSE stream or a JSON body); a 404 in this revision means something else: the session has ended.',
    action: 'Don’t retry.',
    reaction: { kind: 'fix-request' },
    revisions: ['2025-11-25'],
    trigger: {
      kind: 'rule',
      rule: 'unknown-method',
      how: `On ${onRooms}, after \`initialize\`: POST a request for the method \`tools/run\` with the session’s \`Mcp-Session-Id\` and \`MCP-Protocol-Version: 2025-11-25\`.`,
    },
    status: { kind: 'active' },
    source: 'seed',
    inferred: {
      action: atlasAdvice,
      meaning:
        'The first sentence is the 2026-07-28 schema’s definition of the standard code; the sentence about HTTP 200 and 404 is ours.',
      'trigger.how': 'The method name is ours; any method the server does not implement will do.',
    },
    specRef: {
      revision: '2025-11-25',
      section: 'Base protocol: Error Responses',
      url: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/index#error-responses',
      file: 'docs/specification/2025-11-25/basic/index.mdx',
    },
  },
  {
    id: 'spec.protocol.method-not-found',
    server: 'spec',
    level: 'protocol',
    group: 'JSON-RPC',
    title: 'Unknown method, on a 404',
    wire: [{ kind: 'jsonrpc-error', httpStatus: 404, code: -32601, message: 'Method not found' }],
    meaning:
      'If the server does not implement the requested RPC method, it MUST respond with `404 Not Found` and a JSON-RPC error with code `-32601` (`Method not found`). The JSON-RPC error body distinguishes this case from a `404` returned by a legacy HTTP+SSE server that does not host the modern MCP endpoint.',
    action: 'Don’t retry; probe `server/discover`.',
    reaction: { kind: 'fix-request' },
    revisions: ['2026-07-28'],
    trigger: {
      kind: 'rule',
      rule: 'unknown-method',
      how: `On ${onConnect}: POST a request for the method \`tools/run\` with \`Mcp-Method: tools/run\` and ${envelope}.`,
    },
    status: { kind: 'active' },
    source: 'seed',
    inferred: {
      action:
        'The specification defines the error, not what a client does next: the advice is the Atlas’s (a method the server does not implement stays unknown, and `server/discover` says what it offers).',
      'trigger.how': 'The method name is ours; any method the server does not implement will do.',
    },
    specRef: {
      revision: '2026-07-28',
      section: 'Streamable HTTP: Protocol Version Header',
      url: 'https://modelcontextprotocol.io/specification/2026-07-28/basic/transports/streamable-http#protocol-version-header',
      file: 'docs/specification/2026-07-28/basic/transports/streamable-http.mdx',
    },
  },
  {
    id: 'spec.protocol.unknown-tool',
    server: 'spec',
    level: 'protocol',
    group: 'JSON-RPC',
    title: 'Unknown tool',
    wire: [{ kind: 'jsonrpc-error', httpStatus: 200, code: -32602, message: 'Tool NAME not found' }],
    placeholders: { NAME: { pattern: '\\S+', example: 'no_such_tool', meaning: 'the tool name the request gave' } },
    meaning:
      'Protocol Errors indicate issues with the request structure itself that models are less likely to be able to fix: Unknown tool; Malformed requests (requests that fail to satisfy CallToolRequest schema); Server errors. They are returned as standard JSON-RPC errors.',
    action:
      'The model may self-correct; don’t blind-retry. Clients MAY provide protocol errors to language models, though these are less likely to result in successful recovery.',
    reaction: { kind: 'fix-request' },
    revisions: ['2025-11-25', '2026-07-28'],
    trigger: {
      kind: 'rule',
      rule: 'unknown-tool',
      how: `On ${onConnect} (with \`Mcp-Name: no_such_tool\`) or ${onRooms} (inside a session): call \`tools/call\` with \`name: "no_such_tool"\`.`,
    },
    status: { kind: 'active' },
    source: 'seed',
    inferred: {
      action: 'The first sentence is the Atlas’s; the second is the specification’s.',
      'wire[0].message':
        'The specification’s example reads `Unknown tool: invalid_tool_name`; this is the text the official SDK sends (server 2.4.0, both revisions; its client 2.4.0 throws it as a `ProtocolError`). SDK 2.1.0, which Clockford’s source names, answered the same call as a tool result, `MCP error -32602: Tool NAME not found`.',
      'wire[0].httpStatus': 'In-band: the SDK (server 2.4.0) answers an unknown tool on HTTP 200 in both revisions.',
    },
    specRef: {
      revision: '2026-07-28',
      section: 'Tools: Error Handling',
      url: 'https://modelcontextprotocol.io/specification/2026-07-28/server/tools#error-handling',
      file: 'docs/specification/2026-07-28/server/tools.mdx',
    },
  },
  {
    id: 'spec.protocol.invalid-arguments',
    server: 'spec',
    level: 'protocol',
    group: 'JSON-RPC',
    title: 'Arguments outside the tool’s schema',
    wire: [{ kind: 'tool-result', isError: true, text: 'Input validation error: ...' }],
    placeholders: {
      '...': {
        pattern: '.+',
        example: 'Invalid arguments for tool search_docs: q: Invalid input: expected string, received number',
        meaning: 'which argument failed and why',
      },
    },
    meaning:
      'Tool Execution Errors: Reported in tool results with `isError: true`: API failures; Input validation errors (e.g., date in wrong format, value out of range); Business logic errors. Tool Execution Errors contain actionable feedback that language models can use to self-correct and retry with adjusted parameters.',
    action:
      'Pass it to the model for self-correction. Clients SHOULD provide tool execution errors to language models to enable self-correction.',
    reaction: { kind: 'fix-request' },
    revisions: ['2025-11-25', '2026-07-28'],
    trigger: {
      kind: 'rule',
      rule: 'bad-arguments',
      how: `On ${onConnect}: call \`search_docs\` with \`{ "q": 42 }\` (a number where the schema wants a string). On ${onRooms}, any tool given an argument of the wrong type answers the same way.`,
    },
    status: { kind: 'active' },
    source: 'seed',
    inferred: {
      action: 'The first sentence is the Atlas’s; the second is the specification’s.',
      'wire[0].text':
        'The text is the official SDK’s (server 2.4.0); it checks the arguments against the input schema before the tool runs and answers with a tool result, not a JSON-RPC error.',
      'trigger.how':
        'The argument type is ours, and so is the tool: Connect’s source names no tool; `search_docs` is its mock’s name, and `q` the parameter its rows name (“`q` under two characters”).',
    },
    specRef: {
      revision: '2025-11-25',
      section: 'Tools: Error Handling',
      url: 'https://modelcontextprotocol.io/specification/2025-11-25/server/tools#error-handling',
      file: 'docs/specification/2025-11-25/server/tools.mdx',
    },
  },
  {
    id: 'spec.protocol.url-elicitation-required',
    server: 'spec',
    level: 'protocol',
    group: 'JSON-RPC',
    title: 'A URL elicitation is required',
    wire: [
      {
        kind: 'jsonrpc-error',
        httpStatus: 200,
        code: -32042,
        message: 'MESSAGE',
        data: { elicitations: [{ mode: 'url', elicitationId: 'ELICITATION_ID', url: 'URL', message: 'WHY' }] },
      },
    ],
    placeholders: {
      MESSAGE: {
        pattern: '.+',
        example: 'URL elicitation required',
        meaning: 'the error’s message (the specification’s example: “This request requires more information.”)',
      },
      ELICITATION_ID: { pattern: '[^"]+', example: 'e-1', meaning: 'the id of the elicitation' },
      URL: {
        pattern: '\\S+',
        example: 'http://127.0.0.1:3929/rooms/connect/github?elicitation=e-1',
        meaning: 'the page the person opens and completes',
      },
      WHY: {
        pattern: '.+',
        example: 'Connect GitHub to open a review in this room.',
        meaning: 'what the person is asked to do there',
      },
    },
    meaning:
      'When a request cannot be processed until an elicitation is completed, the server MAY return a URLElicitationRequiredError (code `-32042`) to indicate to the client that a URL mode elicitation is required. The error MUST include a list of elicitations that are required to complete before the original can be retried. 2025-11-25 only: revision 2026-07-28 reserves the code and MUST NOT emit it.',
    action:
      'Show the person each URL; once they have completed it (a `notifications/elicitation/complete` may say so), retry the original request.',
    reaction: { kind: 'ask-person' },
    revisions: ['2025-11-25'],
    trigger: {
      kind: 'rule',
      rule: 'url-elicitation-required',
      how: `On ${onRooms}, inside a session: call \`open_review\` with \`{ room: "kitchen", repository: "octo/lamps" }\` before the person has connected GitHub; the person completes the URL (\`GET /rooms/connect/github?elicitation=…\` in the mock), and the repeat goes through.`,
    },
    status: { kind: 'retired', since: '2026-07-28', rule: retiredRule },
    source: 'seed',
    inferred: {
      meaning:
        'The last sentence is the Atlas’s, from 2026-07-28’s list of retired codes (`docs/specification/2026-07-28/basic/index.mdx`, Error Codes).',
      'wire[0].message':
        'The specification’s example reads “This request requires more information.”; `URL elicitation required` is the official SDK’s (server 2.4.0, thrown as `UrlElicitationRequiredError`; its 2026-07-28 path refuses to send -32042 at all).',
      action: 'The specification says the original can be retried after the elicitations complete; the advice follows.',
      'trigger.how':
        'Rooms’ source names no elicitation; a review room that needs the person’s GitHub connection is ours (its source does name review rooms that call GitHub or GitLab).',
    },
    specRef: {
      revision: '2025-11-25',
      section: 'Elicitation: URL Elicitation Required Error',
      url: 'https://modelcontextprotocol.io/specification/2025-11-25/client/elicitation#url-elicitation-required-error',
      file: 'docs/specification/2025-11-25/client/elicitation.mdx',
    },
  },
  {
    id: 'spec.protocol.resource-not-found-legacy',
    server: 'spec',
    level: 'protocol',
    group: 'JSON-RPC',
    title: 'Resource not found, -32002',
    wire: [
      {
        kind: 'jsonrpc-error',
        httpStatus: 200,
        code: -32002,
        message: 'Resource not found',
        data: { uri: 'URI' },
      },
    ],
    placeholders: {
      URI: { pattern: '\\S+', example: 'rooms://rooms/no-such-room', meaning: 'the URI the request asked for' },
    },
    meaning:
      'Servers SHOULD return standard JSON-RPC errors for common failure cases: Resource not found: `-32002`; Internal errors: `-32603`.',
    action: 'Don’t retry.',
    reaction: { kind: 'fix-request' },
    revisions: ['2025-11-25'],
    trigger: {
      kind: 'rule',
      rule: 'unknown-resource',
      how: `On ${onRooms}, inside a session: \`resources/read\` with \`uri: "rooms://rooms/no-such-room"\`.`,
    },
    status: { kind: 'retired', since: '2026-07-28', rule: retiredRule },
    source: 'seed',
    inferred: {
      action: atlasAdvice,
      'trigger.how': 'The URI is ours.',
      'wire[0].code':
        'The official SDK (server 2.4.0) answers an unknown resource with -32602 `Resource not found: URI` even in 2025-11-25, so the mock answers -32002 itself, in the specification’s form.',
    },
    specRef: {
      revision: '2025-11-25',
      section: 'Resources: Error Handling',
      url: 'https://modelcontextprotocol.io/specification/2025-11-25/server/resources#error-handling',
      file: 'docs/specification/2025-11-25/server/resources.mdx',
    },
  },
  {
    id: 'spec.protocol.resource-not-found',
    server: 'spec',
    level: 'protocol',
    group: 'JSON-RPC',
    title: 'Resource not found, -32602',
    wire: [
      {
        kind: 'jsonrpc-error',
        httpStatus: 200,
        code: -32602,
        message: 'Resource not found...',
        data: { uri: 'URI' },
      },
    ],
    placeholders: {
      '...': {
        pattern: '.*',
        example: ': connect://pages/no-such-page',
        meaning: 'the implementation’s detail, usually the URI',
      },
      URI: { pattern: '\\S+', example: 'connect://pages/no-such-page', meaning: 'the URI the request asked for' },
    },
    meaning:
      'If the requested resource does not exist, servers MUST return a JSON-RPC error with code `-32602` (Invalid Params). For backwards compatibility, clients SHOULD also accept `-32002` as a resource not found error, as earlier protocol versions used this code.',
    action: 'Don’t retry.',
    reaction: { kind: 'fix-request' },
    revisions: ['2026-07-28'],
    trigger: {
      kind: 'rule',
      rule: 'unknown-resource',
      how: `On ${onConnect}: \`resources/read\` with \`uri: "connect://pages/no-such-page"\` and \`Mcp-Name: connect://pages/no-such-page\`.`,
    },
    status: { kind: 'active' },
    source: 'seed',
    inferred: {
      action: atlasAdvice,
      'trigger.how': 'The URI is ours.',
      'wire[0].message':
        'The specification’s example reads `Resource not found`; the official SDK (server 2.4.0) appends `: URI`.',
    },
    specRef: {
      revision: '2026-07-28',
      section: 'Resources: Error Handling',
      url: 'https://modelcontextprotocol.io/specification/2026-07-28/server/resources#error-handling',
      file: 'docs/specification/2026-07-28/server/resources.mdx',
    },
  },
  {
    id: 'spec.protocol.header-mismatch',
    server: 'spec',
    level: 'protocol',
    group: 'JSON-RPC',
    title: 'A header disagrees with the body',
    wire: [
      {
        kind: 'jsonrpc-error',
        httpStatus: 400,
        code: -32020,
        message: 'Bad Request: the request headers and body disagree: ...',
      },
    ],
    placeholders: {
      '...': {
        pattern: '.+',
        example: 'the body carries params.name="search_docs" but the Mcp-Name header names "get_page"',
        meaning: 'which header disagrees with which body value',
      },
    },
    meaning:
      'HeaderMismatch: the HTTP headers do not match the corresponding values in the request body, or required headers are missing/malformed. Servers that process the request body MUST reject requests where the values specified in the headers do not match the corresponding values in the request body. This prevents potential security vulnerabilities when different components in the network rely on different sources of truth (e.g., a load balancer routing on the header value while the MCP server executes based on the body value).',
    action: 'Fix the headers; for `Mcp-Param-*`, re-list tools, then retry.',
    reaction: { kind: 'fix-request' },
    revisions: ['2026-07-28'],
    trigger: {
      kind: 'rule',
      rule: 'header-mismatch',
      how: `On ${onConnect}: \`tools/call\` for \`search_docs\` with \`Mcp-Name: get_page\` (a header naming another tool than the body).`,
    },
    status: { kind: 'active' },
    source: 'seed',
    inferred: {
      action:
        'The specification requires servers to reject the request and names no step for the client; the advice is the Atlas’s, and re-listing tools after a stale `Mcp-Param-*` mapping is what the official SDK does.',
      'wire[0].message':
        "The specification’s example reads `Header mismatch: Mcp-Name header value 'foo' does not match body value 'bar'`; this is the official SDK’s text (server 2.4.0). The SDK also sends `data.mismatch`, which the specification does not define.",
      'trigger.how': 'The second tool name is ours.',
    },
    specRef: {
      revision: '2026-07-28',
      section: 'Streamable HTTP: Server Validation',
      url: 'https://modelcontextprotocol.io/specification/2026-07-28/basic/transports/streamable-http#server-validation',
      file: 'docs/specification/2026-07-28/basic/transports/streamable-http.mdx',
    },
  },
  {
    id: 'spec.protocol.missing-client-capability',
    server: 'spec',
    level: 'protocol',
    group: 'JSON-RPC',
    title: 'A client capability the request did not declare',
    wire: [
      {
        kind: 'jsonrpc-error',
        httpStatus: 400,
        code: -32021,
        message:
          "Cannot request input 'KEY' (elicitation/create): the request's client capabilities do not declare the required capability",
        data: { requiredCapabilities: { elicitation: { form: {} } } },
      },
    ],
    placeholders: {
      KEY: { pattern: "[^']+", example: 'version', meaning: 'the name of the input the tool asked for' },
    },
    meaning:
      'A server MUST NOT rely on capabilities the client has not declared. If processing a request requires a capability the client did not include in `io.modelcontextprotocol/clientCapabilities`, the server MUST return a MissingRequiredClientCapabilityError (`-32021`) whose `data.requiredCapabilities` lists the missing capabilities. On HTTP, the response status MUST be `400 Bad Request`.',
    action: 'Add the capability, or surface an error.',
    reaction: { kind: 'fix-request' },
    revisions: ['2026-07-28'],
    trigger: {
      kind: 'rule',
      rule: 'missing-client-capability',
      how: `On ${onConnect}: \`tools/call\` for \`choose_docs_version\` (a tool that asks the reader, through a form elicitation, which documentation version to use) with \`io.modelcontextprotocol/clientCapabilities: {}\` in \`_meta\`, that is without \`elicitation\`.`,
    },
    status: { kind: 'active' },
    source: 'seed',
    inferred: {
      action: atlasAdvice,
      'wire[0].message':
        'The specification’s example reads `Server requires the elicitation capability for this request`; this is the official SDK’s text (server 2.4.0), thrown when a tool asks for input the client cannot give.',
      'wire[0].data':
        'The SDK names the missing mode (`form`); the specification’s example sends `{ elicitation: {} }`.',
      'trigger.how': 'Connect documents no such tool; `choose_docs_version` and its input `version` are ours.',
    },
    specRef: {
      revision: '2026-07-28',
      section: 'Base protocol: _meta, per-request protocol fields',
      url: 'https://modelcontextprotocol.io/specification/2026-07-28/basic/index#_meta',
      file: 'docs/specification/2026-07-28/basic/index.mdx',
    },
  },
  {
    id: 'spec.protocol.unsupported-version',
    server: 'spec',
    level: 'protocol',
    group: 'JSON-RPC',
    title: 'Unsupported protocol version',
    wire: [
      {
        kind: 'jsonrpc-error',
        httpStatus: 400,
        code: -32022,
        message: 'Unsupported protocol version: VERSION',
        data: { supported: ['2026-07-28'], requested: 'VERSION' },
      },
    ],
    placeholders: {
      VERSION: { pattern: '[^\\s"]+', example: '2099-01-01', meaning: 'the protocol version the request named' },
    },
    meaning:
      'If the server does not implement the requested version (whether the version is unknown to the server, or is a known version the server has chosen not to support), it MUST respond with an UnsupportedProtocolVersionError listing the versions it does support. For HTTP, the response status code MUST be `400 Bad Request`.',
    action:
      'The client SHOULD select a mutually supported version from the `supported` list and retry the request, or surface an error to the user if no compatible version exists.',
    reaction: { kind: 'fix-request' },
    revisions: ['2026-07-28'],
    trigger: {
      kind: 'rule',
      rule: 'unsupported-version',
      how: `On ${onConnect}: POST \`tools/list\` with \`MCP-Protocol-Version: 2099-01-01\` and the same version in \`_meta\`. A 2025-11-25 \`initialize\` gets the same error with \`requested: "2025-11-25"\`.`,
    },
    status: { kind: 'active' },
    source: 'seed',
    inferred: {
      'wire[0].message':
        'The specification’s example reads `Unsupported protocol version`; the official SDK (server 2.4.0) appends the requested version.',
      reaction:
        'The vocabulary has no “retry with a version from `data.supported`”; the request is what must change, and `fall-back` (initialize at 2025-11-25) would fail on a server whose `supported` list holds only 2026-07-28.',
      'trigger.how': 'The bogus version is ours.',
    },
    specRef: {
      revision: '2026-07-28',
      section: 'Versioning: Protocol Version Negotiation',
      url: 'https://modelcontextprotocol.io/specification/2026-07-28/basic/versioning#protocol-version-negotiation',
      file: 'docs/specification/2026-07-28/basic/versioning.mdx',
    },
  },
  {
    id: 'spec.protocol.invalid-envelope',
    server: 'spec',
    level: 'protocol',
    group: 'JSON-RPC',
    title: 'A required _meta field is missing',
    wire: [
      {
        kind: 'jsonrpc-error',
        httpStatus: 400,
        code: -32602,
        message: 'Invalid _meta envelope for protocol revision 2026-07-28: ...',
      },
    ],
    placeholders: {
      '...': {
        pattern: '.+',
        example: 'io.modelcontextprotocol/clientCapabilities: missing',
        meaning: 'which envelope key is missing or malformed',
      },
    },
    meaning:
      'Client requests carry the following `io.modelcontextprotocol/*` fields in `_meta`; fields marked as required MUST be included on every request. A request missing any required field is malformed; the server MUST reject it with JSON-RPC error code `-32602` (Invalid params). On HTTP, the response status MUST be `400 Bad Request`.',
    action: 'Send both required fields in `_meta` on every request.',
    reaction: { kind: 'fix-request' },
    revisions: ['2026-07-28'],
    trigger: {
      kind: 'rule',
      rule: 'invalid-envelope',
      how: `On ${onConnect}: POST \`tools/list\` whose \`_meta\` carries \`io.modelcontextprotocol/protocolVersion: "2026-07-28"\` but no \`io.modelcontextprotocol/clientCapabilities\`.`,
    },
    status: { kind: 'active' },
    source: 'seed',
    inferred: {
      'wire[0].message': `${sdkMessage} A request with no \`_meta\` at all gets a different wording (\`Invalid params: the MCP-Protocol-Version header names protocol revision 2026-07-28, but the request is missing ...\`).`,
      action: 'The specification states the rule; the advice follows from it.',
    },
    specRef: {
      revision: '2026-07-28',
      section: 'Base protocol: _meta, per-request protocol fields',
      url: 'https://modelcontextprotocol.io/specification/2026-07-28/basic/index#_meta',
      file: 'docs/specification/2026-07-28/basic/index.mdx',
    },
  },

  // ── Streamable HTTP ──────────────────────────────────────────────────────
  {
    id: 'spec.http.unsupported-version-header',
    server: 'spec',
    level: 'http',
    group: 'Streamable HTTP',
    title: 'Unsupported MCP-Protocol-Version header',
    wire: [
      {
        kind: 'http',
        status: 400,
        body: {
          type: 'jsonrpc-error',
          code: -32000,
          message: 'Bad Request: Unsupported protocol version: VERSION (supported versions: SUPPORTED)',
        },
      },
    ],
    placeholders: {
      VERSION: { pattern: '[^\\s(]+', example: '1999-01-01', meaning: 'the version the header named' },
      SUPPORTED: {
        pattern: '[^)]+',
        example: '2025-11-25, 2025-06-18, 2025-03-26, 2024-11-05, 2024-10-07',
        meaning: 'the versions the server speaks',
      },
    },
    meaning:
      'If the server receives a request with an invalid or unsupported `MCP-Protocol-Version`, it MUST respond with `400 Bad Request`. The protocol version sent by the client SHOULD be the one negotiated during initialization.',
    action: 'Retry with a mutually supported version: the one negotiated at `initialize`.',
    reaction: { kind: 'fix-request' },
    revisions: ['2025-11-25'],
    trigger: {
      kind: 'rule',
      rule: 'bad-version-header',
      how: `On ${onRooms}, after \`initialize\`: POST \`tools/list\` with the session’s \`Mcp-Session-Id\` and \`MCP-Protocol-Version: 1999-01-01\`.`,
    },
    status: implementationDefined,
    source: 'seed',
    inferred: {
      action:
        'The Atlas’s advice, from the specification’s “The protocol version sent by the client SHOULD be the one negotiated during initialization.”',
      'wire[0].body': `${sdkMessage} -32000 is in the legacy range, so a client must not read a meaning into the code.`,
      'trigger.how': 'The bogus version is ours.',
    },
    specRef: {
      revision: '2025-11-25',
      section: 'Transports: Protocol Version Header',
      url: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#protocol-version-header',
      file: 'docs/specification/2025-11-25/basic/transports.mdx',
    },
  },
  {
    id: 'spec.http.missing-session-id',
    server: 'spec',
    level: 'http',
    group: 'Streamable HTTP',
    title: 'No Mcp-Session-Id on a request',
    wire: [{ kind: 'http', status: 400, body: { type: 'jsonrpc-error', code: -32000, message: 'Bad Request: ...' } }],
    placeholders: {
      '...': { pattern: '.+', example: 'Mcp-Session-Id header is required', meaning: 'the implementation’s wording' },
    },
    meaning:
      'Servers that require a session ID SHOULD respond to requests without an `MCP-Session-Id` header (other than initialization) with HTTP 400 Bad Request.',
    action:
      'Send `initialize` first, then the session’s `Mcp-Session-Id` on every later request. A 2026-07-28 client that meets this on its first request is talking to a legacy server: the body is not a modern JSON-RPC error, so fall back to `initialize` at 2025-11-25.',
    reaction: { kind: 'fall-back' },
    revisions: ['2025-11-25'],
    trigger: {
      kind: 'rule',
      rule: 'missing-session',
      how: `On ${onRooms}: POST \`tools/list\` (or a 2026-07-28 \`server/discover\` with \`MCP-Protocol-Version: 2026-07-28\`) without an \`Mcp-Session-Id\` header.`,
    },
    status: implementationDefined,
    source: 'seed',
    inferred: {
      'wire[0].body': `${sdkMessage} A server that has not seen \`initialize\` at all says \`Bad Request: Server not initialized\`.`,
      action:
        'The research table gives no reaction for this row; the advice follows from the specification’s session and backward-compatibility rules.',
      reaction:
        '`fall-back` initializes at 2025-11-25 and repeats: right both for a legacy client that skipped `initialize` and for a modern client probing a legacy server.',
    },
    specRef: {
      revision: '2025-11-25',
      section: 'Transports: Session Management',
      url: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#session-management',
      file: 'docs/specification/2025-11-25/basic/transports.mdx',
    },
  },
  {
    id: 'spec.http.session-not-found',
    server: 'spec',
    level: 'http',
    group: 'Streamable HTTP',
    title: 'Session not found',
    wire: [{ kind: 'http', status: 404, body: { type: 'jsonrpc-error', code: -32001, message: 'Session not found' } }],
    meaning:
      'The server MAY terminate the session at any time, after which it MUST respond to requests containing that session ID with HTTP 404 Not Found.',
    action:
      'When a client receives HTTP 404 in response to a request containing an `MCP-Session-Id`, it MUST start a new session by sending a new `InitializeRequest` without a session ID attached. Legacy only: in 2026-07-28 a 404 means an unknown method.',
    reaction: { kind: 'reinitialize' },
    revisions: ['2025-11-25'],
    trigger: {
      kind: 'rule',
      rule: 'unknown-session',
      how: `On ${onRooms}: POST \`tools/list\` with \`Mcp-Session-Id: 00000000-0000-0000-0000-000000000000\` (a session the server never issued, or one it has ended, e.g. after a DELETE).`,
    },
    status: implementationDefined,
    source: 'seed',
    inferred: {
      action: 'The first sentence is the specification’s; the last is the Atlas’s.',
      'wire[0].body': `${sdkMessage} -32001 is in the legacy range and has no meaning of its own; the 404 is what counts.`,
      'trigger.how': 'The session id is ours.',
    },
    specRef: {
      revision: '2025-11-25',
      section: 'Transports: Session Management',
      url: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#session-management',
      file: 'docs/specification/2025-11-25/basic/transports.mdx',
    },
  },
  {
    id: 'spec.http.get-stream-not-offered',
    server: 'spec',
    level: 'http',
    group: 'Streamable HTTP',
    title: 'No SSE stream on GET',
    wire: [
      {
        kind: 'http',
        status: 405,
        headers: { Allow: 'POST' },
        body: { type: 'jsonrpc-error', code: -32000, message: 'Method not allowed.' },
      },
    ],
    meaning:
      'The server MUST either return `Content-Type: text/event-stream` in response to this HTTP GET, or else return HTTP 405 Method Not Allowed, indicating that the server does not offer an SSE stream at this endpoint.',
    action: 'Carry on without the stream: every message is a POST, and its reply comes back on the POST.',
    reaction: { kind: 'carry-on' },
    revisions: ['2025-11-25'],
    trigger: {
      kind: 'rule',
      rule: 'get-stream-not-offered',
      how: `On ${onIchabod}, signed in: GET \`/ichabod/mcp\` with \`Accept: text/event-stream\`.`,
    },
    status: implementationDefined,
    source: 'seed',
    inferred: {
      'wire[0].body': `${sdkMessage} The \`Allow: POST\` header is the SDK’s too (its stateless 2025-11-25 transport).`,
      action: 'The specification makes the stream optional; the advice follows from it.',
    },
    specRef: {
      revision: '2025-11-25',
      section: 'Transports: Listening for Messages from the Server',
      url: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#listening-for-messages-from-the-server',
      file: 'docs/specification/2025-11-25/basic/transports.mdx',
    },
  },
  {
    id: 'spec.http.session-end-not-allowed',
    server: 'spec',
    level: 'http',
    group: 'Streamable HTTP',
    title: 'Ending a session with DELETE not allowed',
    wire: [
      {
        kind: 'http',
        status: 405,
        headers: { Allow: 'POST' },
        body: { type: 'jsonrpc-error', code: -32000, message: 'Method not allowed.' },
      },
    ],
    meaning:
      'Clients that no longer need a particular session (e.g., because the user is leaving the client application) SHOULD send an HTTP DELETE to the MCP endpoint with the `MCP-Session-Id` header, to explicitly terminate the session. The server MAY respond to this request with HTTP 405 Method Not Allowed, indicating that the server does not allow clients to terminate sessions.',
    action: 'Carry on: forget the session on your side; the server ends it itself.',
    reaction: { kind: 'carry-on' },
    revisions: ['2025-11-25'],
    trigger: {
      kind: 'rule',
      rule: 'session-end-not-allowed',
      how: `On ${onIchabod}, signed in: DELETE \`/ichabod/mcp\`.`,
    },
    status: implementationDefined,
    source: 'seed',
    inferred: {
      'wire[0].body': `${sdkMessage} The \`Allow: POST\` header is the SDK’s too (its stateless 2025-11-25 transport).`,
      action: 'The specification lets the server refuse; the advice follows from it.',
    },
    specRef: {
      revision: '2025-11-25',
      section: 'Transports: Session Management',
      url: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#session-management',
      file: 'docs/specification/2025-11-25/basic/transports.mdx',
    },
  },
  {
    id: 'spec.http.method-not-allowed',
    server: 'spec',
    level: 'http',
    group: 'Streamable HTTP',
    title: 'GET or DELETE on the MCP endpoint',
    wire: [
      {
        kind: 'http',
        status: 405,
        headers: { Allow: 'POST' },
        body: { type: 'jsonrpc-error', code: -32000, message: 'Method not allowed...' },
      },
    ],
    placeholders: {
      '...': {
        pattern: '.*',
        example: '.',
        meaning: 'the rest of the message: the SDK ends it there; a server may go on (Connect names the revision)',
      },
    },
    meaning:
      'A server that supports only this revision and receives such traffic from an older client SHOULD respond as follows: HTTP GET or DELETE to the MCP endpoint: respond with `405 Method Not Allowed`. The standalone GET stream and sessions terminated with HTTP DELETE are not part of this revision.',
    action: 'Don’t use GET or DELETE: every message is its own POST.',
    reaction: { kind: 'fix-request' },
    revisions: ['2026-07-28'],
    trigger: {
      kind: 'rule',
      rule: 'method-not-allowed',
      how: `On ${onConnect}: GET \`/connect/mcp\` with \`Accept: text/event-stream\`, or DELETE it.`,
    },
    status: implementationDefined,
    source: 'seed',
    inferred: {
      meaning:
        'The last sentence sums up the section’s list in the Atlas’s words; the specification’s: “None of these mechanisms are part of this revision.”',
      action: atlasAdvice,
      'wire[0].body': `${sdkMessage} The \`Allow: POST\` header is the SDK’s too.`,
    },
    specRef: {
      revision: '2026-07-28',
      section: 'Streamable HTTP: Earlier Streamable HTTP Revisions',
      url: 'https://modelcontextprotocol.io/specification/2026-07-28/basic/transports/streamable-http#earlier-streamable-http-revisions',
      file: 'docs/specification/2026-07-28/basic/transports/streamable-http.mdx',
    },
  },
  {
    id: 'spec.http.forbidden-origin',
    server: 'spec',
    level: 'http',
    group: 'Streamable HTTP',
    title: 'Origin present and invalid',
    wire: [
      { kind: 'http', status: 403, body: { type: 'jsonrpc-error', code: -32600, message: 'Origin not allowed.' } },
    ],
    meaning:
      'Servers MUST validate the `Origin` header on all incoming connections to prevent DNS rebinding attacks. If the `Origin` header is present and invalid, servers MUST respond with HTTP 403 Forbidden. The HTTP response body MAY comprise a JSON-RPC error response that has no `id`.',
    action: 'Don’t retry.',
    reaction: { kind: 'fix-request' },
    revisions: ['2025-11-25', '2026-07-28'],
    trigger: {
      kind: 'rule',
      rule: 'foreign-origin',
      how: `On ${onConnect}: POST \`tools/list\` with \`Origin: https://evil.example\`. The rule is the same in 2025-11-25.`,
    },
    status: { kind: 'active' },
    source: 'seed',
    inferred: {
      action: atlasAdvice,
      'wire[0].body':
        'The specification fixes neither code nor message; this is the Connect mock’s form (see `connect.http.forbidden-origin`). The SDK’s own `originValidationResponse` (server 2.4.0) sends -32000 `Invalid Origin: HOST`.',
    },
    specRef: {
      revision: '2026-07-28',
      section: 'Streamable HTTP: Security & Endpoint',
      url: 'https://modelcontextprotocol.io/specification/2026-07-28/basic/transports/streamable-http',
      file: 'docs/specification/2026-07-28/basic/transports/streamable-http.mdx',
    },
  },
  {
    id: 'spec.http.forbidden-host',
    server: 'spec',
    level: 'http',
    group: 'Streamable HTTP',
    title: 'Host is not the server’s',
    wire: [{ kind: 'http', status: 403, body: { type: 'jsonrpc-error', code: -32000, message: 'Invalid Host: HOST' } }],
    placeholders: {
      HOST: { pattern: '\\S+', example: 'evil.example', meaning: 'the host name the request named' },
    },
    meaning:
      'The `Host` header names a host the server does not answer on. A page that rebinds its own name to this machine’s address (DNS rebinding) sends its own name as `Host`; a local server that checks `Host` as well as `Origin` refuses it, even on a GET that carries no `Origin`.',
    action: 'Don’t retry: reach the server by its own address.',
    reaction: { kind: 'fix-request' },
    revisions: ['2025-11-25', '2026-07-28'],
    trigger: {
      kind: 'rule',
      rule: 'foreign-host',
      how: `On ${onConnect}: POST \`tools/list\` with \`Host: evil.example\`. Rooms and Ichabod answer the same.`,
    },
    status: implementationDefined,
    source: 'inferred',
    inferred: {
      'wire[0]':
        'An SDK convention, not the specification: the official SDK’s `hostHeaderValidationResponse` sends this 403.',
      meaning:
        'The specification requires `Origin` validation against DNS rebinding and asks local servers to bind to localhost; checking `Host` is the SDK’s added defence.',
    },
    specRef: {
      revision: '2025-11-25',
      section: 'Transports: Security Warning',
      url: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#security-warning',
      file: 'docs/specification/2025-11-25/basic/transports.mdx',
    },
  },
  {
    id: 'spec.http.not-acceptable',
    server: 'spec',
    level: 'http',
    group: 'Streamable HTTP',
    title: 'Accept header missing a type',
    wire: [
      {
        kind: 'http',
        status: 406,
        body: {
          type: 'jsonrpc-error',
          code: -32000,
          message: 'Not Acceptable: Client must accept both application/json and text/event-stream',
        },
      },
    ],
    meaning:
      'The client MUST include an `Accept` header, listing both `application/json` and `text/event-stream` as supported content types. The specification names no status for a request that does not; the official SDK answers 406.',
    action: 'Send `Accept: application/json, text/event-stream`.',
    reaction: { kind: 'fix-request' },
    revisions: ['2025-11-25'],
    trigger: {
      kind: 'rule',
      rule: 'missing-accept',
      how: `On ${onRooms}, inside a session: POST \`tools/list\` with \`Accept: application/json\` only.`,
    },
    status: implementationDefined,
    source: 'inferred',
    inferred: {
      'wire[0]':
        'An SDK convention, not the specification: the official SDK’s 2025-11-25 transport sends this 406 (server 2.4.0; the Python SDK sends -32600).',
      revisions:
        'The SDK server’s 2026-07-28 path (2.4.0) does not check `Accept` (a POST without it is served, 200), though the specification still requires clients to send both types.',
    },
    specRef: {
      revision: '2025-11-25',
      section: 'Transports: Sending Messages to the Server',
      url: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#sending-messages-to-the-server',
      file: 'docs/specification/2025-11-25/basic/transports.mdx',
    },
  },
  {
    id: 'spec.http.unsupported-media-type',
    server: 'spec',
    level: 'http',
    group: 'Streamable HTTP',
    title: 'Body not sent as application/json',
    wire: [
      {
        kind: 'http',
        status: 415,
        body: {
          type: 'jsonrpc-error',
          code: -32000,
          message: 'Unsupported Media Type: Content-Type must be application/json',
        },
      },
    ],
    meaning:
      'The POST body was sent with a `Content-Type` other than `application/json`; the official SDK (server 2.4.0) refuses it before reading it.',
    action: 'Send `Content-Type: application/json`.',
    reaction: { kind: 'fix-request' },
    revisions: ['2025-11-25', '2026-07-28'],
    trigger: {
      kind: 'rule',
      rule: 'wrong-content-type',
      how: `On ${onConnect} or ${onRooms} (inside a session): POST a valid \`tools/list\` request with \`Content-Type: text/plain\`.`,
    },
    status: implementationDefined,
    source: 'inferred',
    inferred: {
      'wire[0]':
        'An SDK convention, not the specification: both of the official SDK’s transports (server 2.4.0) send this 415.',
      meaning:
        'The specification states no rule on the request’s `Content-Type`: its section on sending messages requires a single JSON-RPC message in the POST body, and its examples send it as `application/json`.',
      action: 'Follows from the SDK’s message.',
    },
    specRef: {
      revision: '2026-07-28',
      section: 'Streamable HTTP: Sending Messages',
      url: 'https://modelcontextprotocol.io/specification/2026-07-28/basic/transports/streamable-http#sending-messages',
      file: 'docs/specification/2026-07-28/basic/transports/streamable-http.mdx',
    },
  },
  {
    id: 'spec.http.session-id-ignored',
    server: 'spec',
    level: 'http',
    group: 'Streamable HTTP',
    title: 'Mcp-Session-Id is ignored',
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
      'An `Mcp-Session-Id` header on a request: ignore it, and do not mint or echo session IDs. A `Last-Event-ID` header: ignore it; streams are not resumable. There are no sessions in this revision.',
    action: 'Nothing to do: every request stands alone. Do not depend on a session you think you have.',
    reaction: { kind: 'not-an-error' },
    revisions: ['2026-07-28'],
    trigger: {
      kind: 'rule',
      rule: 'session-id-ignored',
      how: `On ${onConnect}: call \`search_docs\` with \`{ "q": "retry" }\` and \`Mcp-Session-Id: 1234\`; the reply is ordinary and carries no \`Mcp-Session-Id\`.`,
    },
    status: { kind: 'active' },
    source: 'seed',
    inferred: {
      meaning: 'The last sentence is the Atlas’s.',
      action: 'The specification states the server’s side; the advice follows from it.',
      'wire[0].body':
        'Whatever the call answers, so it carries the call’s JSON-RPC response; the point is that it answers normally (a stream that ends without one is `spec.http.stream-broken`).',
    },
    specRef: {
      revision: '2026-07-28',
      section: 'Streamable HTTP: Earlier Streamable HTTP Revisions',
      url: 'https://modelcontextprotocol.io/specification/2026-07-28/basic/transports/streamable-http#earlier-streamable-http-revisions',
      file: 'docs/specification/2026-07-28/basic/transports/streamable-http.mdx',
    },
  },

  // ── Authorization ────────────────────────────────────────────────────────
  {
    id: 'spec.http.unauthorized',
    server: 'spec',
    level: 'http',
    group: 'Authorization',
    title: 'No token, or a token the server refused',
    wire: [
      {
        kind: 'http',
        status: 401,
        headers: { 'WWW-Authenticate': 'Bearer ...resource_metadata="URL"...' },
        body: { type: 'text', text: 'BODY' },
      },
    ],
    placeholders: {
      '...': {
        pattern: '.*',
        example: '',
        meaning: 'other challenge parameters (`error="invalid_token"`, `error_description`, `scope`), in any order',
      },
      URL: {
        pattern: '[^"]+',
        example: 'https://mcp.example.com/.well-known/oauth-protected-resource',
        meaning: 'the Protected Resource Metadata document',
      },
      BODY: { pattern: '[\\s\\S]*', example: 'Sign in to enter the town.', meaning: 'the server’s own words' },
    },
    meaning:
      '401 Unauthorized: authorization required or token invalid. Invalid or expired tokens MUST receive a HTTP 401 response. MCP servers MUST implement one of the following discovery mechanisms: WWW-Authenticate Header: Include the resource metadata URL in the `WWW-Authenticate` HTTP header under `resource_metadata` when returning `401 Unauthorized` responses.',
    action:
      'Don’t resend the same token. Discover the authorization server from `resource_metadata` (RFC 9728), then get a new token with OAuth 2.1, PKCE and the `resource` parameter (RFC 8707).',
    reaction: { kind: 'reauthenticate' },
    revisions: ['2025-11-25', '2026-07-28'],
    trigger: {
      kind: 'rule',
      rule: 'missing-token',
      how: 'On Clockford (`/clockford/mcp`, the one mock that signs in with OAuth; it speaks both revisions): POST `initialize` (2025-11-25) or `server/discover` (2026-07-28) with no `Authorization` header, or with an expired token.',
    },
    status: { kind: 'active' },
    source: 'seed',
    inferred: {
      action:
        'The Atlas’s advice, from the specification’s discovery and token rules (RFC 9728, OAuth 2.1 with PKCE, the `resource` parameter of RFC 8707), which state each step on its own rather than as one instruction.',
      'wire[0].body':
        'The specification prescribes no body; Clockford sends plain text, the SDK’s `requireBearerAuth` (server 2.4.0) an OAuth error JSON.',
      'trigger.how': 'Rooms and Connect have no OAuth, so the challenge is produced on Clockford.',
    },
    specRef: {
      revision: '2026-07-28',
      section: 'Authorization: Protected Resource Metadata Discovery Requirements',
      url: 'https://modelcontextprotocol.io/specification/2026-07-28/basic/authorization/authorization-server-discovery#protected-resource-metadata-discovery-requirements',
      file: 'docs/specification/2026-07-28/basic/authorization/authorization-server-discovery.mdx',
    },
  },
  {
    id: 'spec.http.insufficient-scope',
    server: 'spec',
    level: 'http',
    group: 'Authorization',
    title: 'Token lacks a scope',
    wire: [
      {
        kind: 'http',
        status: 403,
        headers: {
          'WWW-Authenticate': 'Bearer error="insufficient_scope", ...scope="SCOPE", resource_metadata="URL"...',
        },
        body: { type: 'text', text: 'BODY' },
      },
    ],
    placeholders: {
      '...': { pattern: '.*', example: '', meaning: 'other challenge parameters, such as `error_description`' },
      SCOPE: { pattern: '[^"]+', example: 'town', meaning: 'the scopes the operation needs, space-separated' },
      URL: {
        pattern: '[^"]+',
        example: 'https://mcp.example.com/.well-known/oauth-protected-resource',
        meaning: 'the Protected Resource Metadata document',
      },
      BODY: { pattern: '[\\s\\S]*', example: 'This token cannot enter the town.', meaning: 'the server’s own words' },
    },
    meaning:
      'When a client makes a request with an access token with insufficient scope during runtime operations, the server SHOULD respond with `HTTP 403 Forbidden` and a `WWW-Authenticate` header with the `Bearer` scheme: `error="insufficient_scope"`, `scope` specifying the minimum scopes needed for the operation, and `resource_metadata`. Whatever scope-inclusion strategy a server adopts, servers SHOULD include all scopes required for the current operation in a single challenge.',
    action:
      'Step up: request a token for the union of the scopes you had and the scopes the challenge names, re-authorize, then retry the original request with the new authorization no more than a few times and treat this as a permanent authorization failure.',
    reaction: { kind: 'step-up-scope' },
    revisions: ['2025-11-25', '2026-07-28'],
    trigger: {
      kind: 'rule',
      rule: 'insufficient-scope',
      how: 'On Clockford (`/clockford/mcp`): POST any request with a valid, unexpired token for Clockford that lacks the `town` scope.',
    },
    status: { kind: 'active' },
    source: 'seed',
    inferred: {
      meaning: 'The specification’s list of the challenge’s parameters, run together in one sentence.',
      action:
        'The four steps of the specification’s Step-Up Authorization Flow, condensed; only the last clause is its words.',
      'wire[0].body': 'The specification prescribes no body; Clockford sends plain text.',
      'trigger.how': 'Rooms and Connect have no OAuth scopes, so the challenge is produced on Clockford.',
    },
    specRef: {
      revision: '2026-07-28',
      section: 'Authorization: Runtime Insufficient Scope Errors',
      url: 'https://modelcontextprotocol.io/specification/2026-07-28/basic/authorization#runtime-insufficient-scope-errors',
      file: 'docs/specification/2026-07-28/basic/authorization/index.mdx',
    },
  },
  // ── Added in the third pass: the specification as it stands ───────────────
  {
    id: 'spec.protocol.internal-error',
    server: 'spec',
    level: 'protocol',
    group: 'JSON-RPC',
    title: 'Internal error',
    wire: [{ kind: 'jsonrpc-error', httpStatus: 500, code: -32603, message: 'Internal error' }],
    meaning:
      'A JSON-RPC error indicating that an internal error occurred on the receiver. This error is returned when the receiver encounters an unexpected condition that prevents it from fulfilling the request.',
    action: '',
    reaction: { kind: 'backoff' },
    revisions: ['2025-11-25', '2026-07-28'],
    trigger: {
      kind: 'inject',
      why: 'An unexpected condition on the server is not something a well-formed request can cause on demand; injected, it answers Connect’s next call.',
    },
    status: { kind: 'active' },
    source: 'seed',
    note: 'Connect sends -32603 on its 429 as well (`connect.http.rate-limited`), a use this definition does not name: on Connect the HTTP status, not the code, tells a rate limit from an internal error.',
    inferred: {
      'wire[0].httpStatus':
        'The specification names no HTTP status for -32603 (its example is the code and `Internal error`); the mock sends it on a 500.',
      reaction:
        'The specification gives no advice for -32603. An unexpected condition may pass, so a client backs off and retries a few times at most, and repeats a write only with its idempotency key.',
    },
    specRef: {
      revision: '2026-07-28',
      section: 'Schema: InternalError',
      url: 'https://modelcontextprotocol.io/specification/2026-07-28/schema#internalerror',
      file: 'docs/specification/2026-07-28/schema.mdx',
    },
  },
  {
    id: 'spec.http.input-required',
    server: 'spec',
    level: 'http',
    group: 'JSON-RPC',
    title: 'More input needed: an input_required result',
    wire: [
      {
        kind: 'http',
        status: 200,
        body: { type: 'json', json: { result: { resultType: 'input_required', inputRequests: {} } } },
      },
    ],
    meaning:
      'An `InputRequiredResult` is a type of `Result`, indicating that additional input is needed before the request can be completed. `inputRequests` (optional): An `InputRequests` map of server-initiated requests that the client must fulfill. `requestState` (optional): An opaque string meaningful only to the server. Clients MUST NOT inspect, parse, modify, or make any assumptions about its contents.',
    action:
      'If a client receives an `InputRequiredResult` that contains the `inputRequests` field, the client MUST construct the requested inputs before retrying the original request. If the `InputRequiredResult` does not contain the `inputRequests` field, the client MAY retry the original request immediately. If an `InputRequiredResult` contains the `requestState` field, the client MUST echo back the exact value of that field when retrying the original request. The JSON-RPC `id` MUST be different between the initial request and the retry, as they are independent requests.',
    reaction: { kind: 'not-an-error' },
    revisions: ['2026-07-28'],
    trigger: {
      kind: 'rule',
      rule: 'input-required',
      how: `On ${onConnect}: call \`choose_docs_version\` with \`io.modelcontextprotocol/clientCapabilities: {"elicitation": {}}\` in the \`_meta\` envelope; it asks the reader which revision to follow.`,
    },
    status: { kind: 'active' },
    source: 'seed',
    inferred: {
      'wire[0]':
        'A JSON-RPC result on 200 (`application/json` from the SDK server 2.4.0); the row shows only the keys that identify it. The tool and its question are the mock’s.',
      reaction:
        'A result, not an error: the transport worked. The client fulfils `inputRequests` (an elicitation asks a person; sampling asks a model) and sends the request again with a new id; the SDK client (v2) does this itself for the handlers it has, so the catalog names it not an error.',
    },
    specRef: {
      revision: '2026-07-28',
      section: 'Multi Round-Trip Requests: InputRequiredResult',
      url: 'https://modelcontextprotocol.io/specification/2026-07-28/basic/patterns/mrtr#inputrequiredresult',
      file: 'docs/specification/2026-07-28/basic/patterns/mrtr.mdx',
    },
  },
  {
    id: 'spec.http.notification-accepted',
    server: 'spec',
    level: 'http',
    group: 'Streamable HTTP',
    title: 'A notification: accepted, or refused',
    wire: [{ kind: 'http', status: 202, body: { type: 'empty' } }],
    meaning:
      'If the body is a JSON-RPC notification: If the server accepts it, the server MUST return HTTP status code `202 Accepted` with no body. If the server cannot accept it, it MUST return an HTTP error status code (e.g., `400 Bad Request`). The HTTP response body MAY comprise a JSON-RPC error response that has no `id`.',
    action: '',
    reaction: { kind: 'not-an-error' },
    revisions: ['2025-11-25', '2026-07-28'],
    trigger: {
      kind: 'rule',
      rule: 'notification-accepted',
      how: `On ${onRooms}, after \`initialize\`: POST \`notifications/initialized\` (no \`id\`) with the session’s \`Mcp-Session-Id\`.`,
    },
    status: { kind: 'active' },
    source: 'seed',
    note: 'A refused notification has no wire form of its own: it meets whichever refusal a request would (a notification without its session gets `spec.http.missing-session-id`’s 400, `{"jsonrpc":"2.0","id":null,…}`), so the Atlas files it under that refusal. 2026-07-28 adds: “This revision of the core protocol defines no client-to-server notifications over Streamable HTTP.” The rule is the transport’s, for any notification a POST carries.',
    specRef: {
      revision: '2026-07-28',
      section: 'Streamable HTTP: Sending Messages',
      url: 'https://modelcontextprotocol.io/specification/2026-07-28/basic/transports/streamable-http#sending-messages',
      file: 'docs/specification/2026-07-28/basic/transports/streamable-http.mdx',
    },
  },
  {
    id: 'spec.http.stream-broken',
    server: 'spec',
    level: 'http',
    group: 'Streamable HTTP',
    title: 'SSE stream ends without the response',
    wire: [
      {
        kind: 'http',
        status: 200,
        headers: { 'Content-Type': 'text/event-stream...' },
        body: { type: 'text', text: 'EVENTS' },
      },
    ],
    placeholders: {
      '...': { pattern: '(?:\\s*;.*)?', example: '', meaning: 'media-type parameters, if any (`; charset=utf-8`)' },
      EVENTS: {
        pattern: '(?:(?!"(?:result|error)"\\s*:)[\\s\\S])*',
        example: ': keep-alive\n\n',
        meaning:
          'whatever the stream carried before it ended (comments, notifications, a priming event), or nothing: never a JSON-RPC response',
      },
    },
    meaning:
      '2025-11-25: Disconnection MAY occur at any time (e.g., due to network conditions). To avoid message loss due to disconnection, the server MAY make the stream resumable. If the client wishes to resume after a disconnection (whether due to network failure or server-initiated closure), it SHOULD issue an HTTP GET to the MCP endpoint, and include the `Last-Event-ID` header to indicate the last event ID it received. 2026-07-28: Remove SSE stream resumability and message redelivery (the `Last-Event-ID` header and SSE event IDs) from the Streamable HTTP transport. A broken response stream loses the in-flight request; clients MUST re-issue it as a new request with a new request ID. Resumable SSE streams via `Last-Event-ID` are not supported.',
    action:
      'At 2025-11-25, if the stream carried event IDs, resume it: GET the MCP endpoint with `Last-Event-ID`. Otherwise, and always at 2026-07-28, re-issue the request as a new request with a new request ID (a write only with its idempotency key).',
    reaction: { kind: 'backoff' },
    revisions: ['2025-11-25', '2026-07-28'],
    trigger: {
      kind: 'inject',
      why: 'A stream cut off before its response is a network or server fault, not something a well-formed request can cause on demand; injected, Connect answers its next call with an SSE stream that ends before the response.',
    },
    status: { kind: 'active' },
    source: 'seed',
    note: 'Sources: 2025-11-25 `docs/specification/2025-11-25/basic/transports.mdx` (Sending Messages to the Server; Resumability and Redelivery); 2026-07-28 `docs/specification/2026-07-28/changelog.mdx` (major change 9, SEP-2575) and `docs/specification/2026-07-28/basic/transports/streamable-http.mdx` (Receiving Messages). At 2026-07-28 closing the response stream is also the cancellation signal, so a server stops work on the lost request.',
    inferred: {
      'wire[0]':
        'The specification gives the condition, not a wire form: a 200 `text/event-stream` response whose stream ends with no JSON-RPC response in it. The mock’s stream carries one SSE comment before it ends.',
      action:
        'The specification states what each revision allows; the advice joins them. Resuming at 2025-11-25 is the client’s choice (SHOULD, if it wishes to), and only works when the server attached event IDs.',
      reaction:
        'The specification names no wait. The request was lost with no answer, like a reset connection, so the Atlas treats it as a transport fault: back off with full jitter and send it again as a new request (a new id), a write only with its idempotency key, since the server may have done the work.',
    },
    specRef: {
      revision: '2026-07-28',
      section: 'Key Changes: Major changes (SEP-2575)',
      url: 'https://modelcontextprotocol.io/specification/2026-07-28/changelog#major-changes',
      file: 'docs/specification/2026-07-28/changelog.mdx',
    },
  },
  // ── Proposals: not in any revision ───────────────────────────────────────
  {
    id: 'spec.protocol.rate-limited-proposed',
    server: 'spec',
    level: 'protocol',
    group: 'Proposals',
    title: 'Rate limited, as SEP-3304 proposes',
    wire: [{ kind: 'jsonrpc-error', httpStatus: 429, code: -32023, message: '...', data: { retryAfterMs: 'MS' } }],
    placeholders: {
      '...': { pattern: '.+', example: 'Rate limited', meaning: 'the server’s wording (the proposal fixes the code)' },
      MS: { pattern: '\\d+', example: '2000', meaning: 'how long to wait, in milliseconds' },
    },
    meaning:
      'This SEP standardizes on `-32023` / `RateLimited` from the reserved sub-range, with a typed response indicating when to retry after, with optional quota fields, binding the response to the HTTP 429 to additionally allow for middleware proxies to detect this.',
    action: '',
    reaction: { kind: 'backoff' },
    revisions: ['2026-07-28'],
    trigger: {
      kind: 'inject',
      why: 'A proposal: no server in the Atlas speaks it. Injected, Connect answers its next call as a server that adopted SEP-3304 would, so a reader can see the form and a client can be tested against it.',
    },
    status: {
      kind: 'proposed',
      proposal: 'SEP-3304',
      state: 'open (pull request #3304, opened 2026-08-25)',
      checked,
      url: 'https://github.com/modelcontextprotocol/modelcontextprotocol/pull/3304',
    },
    source: 'seed',
    note: 'The proposal puts `retryAfterMs` in `data` and says it wins over `Retry-After` when both are present. Until it is accepted, a 429 carries whatever code a server chooses (Connect: -32603).',
    inferred: {
      'wire[0].message': 'The proposal fixes the code and `data.retryAfterMs`; the message is the mock’s.',
      revisions:
        'A proposal belongs to no revision yet; it is shown against 2026-07-28, the newest the Atlas knows, whose reserved sub-range it takes its code from.',
      reaction:
        'SEP-3304 says to wait `retryAfterMs`. Until it is accepted the catalog has no wait source for it, so it names a backoff (the draft’s class: retry-after-delay); the reference client takes `retryAfterMs` as that backoff’s wait, as the proposal asks.',
    },
  },
] as const satisfies readonly ErrorEntryInput[];

/**
 * The proposals the catalog shows as proposals, with their state on the date they were read (`checked`). Neither is
 * in any revision of the specification; an entry that takes a form from one says so in its `status`.
 */
export const specProposals = [
  {
    id: 'SEP-3304',
    title: 'SEP-3304 – Standardizing Rate-Limiting Errors',
    url: 'https://github.com/modelcontextprotocol/modelcontextprotocol/pull/3304',
    state: 'open (pull request #3304, opened 2026-08-25)',
    checked,
    codes: [-32023],
    proposes: [
      '`-32023` / `RateLimited` from the reserved sub-range, with `retryAfterMs` in `data` and optional quota fields.',
      'The response is bound to HTTP 429, so middleware proxies can detect it.',
      '`retryAfterMs` wins over `Retry-After` when both are present.',
    ],
  },
  {
    id: 'transports-wg-error-registry',
    title: 'Transports working group: SEP for an Error Registry with HTTP Harmonization (draft)',
    url: 'https://github.com/modelcontextprotocol/transports-wg/pull/54',
    state: 'open (transports-wg pull request #54, opened 2026-09-03)',
    checked,
    codes: [-32024, -32025, -32026, -32027],
    proposes: [
      'A normative registry of error conditions, assigning each error condition a JSON-RPC code with typed `error.data`, an HTTP status, and a retry classification.',
      'Retry classes: `retry-now-safe`, `retry-after-delay`, `retry-after-change`, `do-not-retry`, `re-auth-then-retry` (the catalog maps its reactions to them: `draftRetryClassOf`).',
      'Placeholder codes `-32024` to `-32027`.',
      'The body decides over the status.',
    ],
  },
] as const;
