/**
 * A scenario driver speaks raw MCP over HTTP, in either era, so a scenario can send exactly the
 * request that makes a mock produce one catalog entry — including requests a well-behaved client
 * never sends (a batch, a missing header, a foreign Origin). Every exchange is recorded.
 */
import type { Revision } from '../../catalog/index.ts';

/** A fetch function: the page's, Node's, or one that calls the in-process mock. */
export type FetchLike = (url: string | URL, init?: RequestInit) => Promise<Response>;

/** One request and its response, as the wire pane shows them. */
export interface Exchange {
  method: string;
  url: string;
  requestHeaders: Record<string, string>;
  requestBody: string | undefined;
  status: number;
  responseHeaders: Record<string, string>;
  responseBody: string;
}

/** What a scenario observed last: the response it was after, with its body read. */
export interface Observation {
  surface: 'mcp' | 'rest';
  status: number;
  headers: Headers;
  body: string;
  /** The JSON-RPC message in the body (first `data:` event of an SSE body, or the JSON body). */
  message: { id?: unknown; result?: unknown; error?: { code: number; message: string; data?: unknown } } | undefined;
}

const modernEnvelope = (clientInfo = { name: 'mcp-error-atlas-scenario', version: '1.0.0' }) => ({
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': clientInfo,
  'io.modelcontextprotocol/clientCapabilities': {},
});

/**
 * Reads a JSON-RPC message from a JSON body or from the first event of an SSE body. A JSON body that is not a
 * JSON-RPC message (Ichabod's `{"error":"not_found"}`, a REST reply) is not one: it gives `undefined`.
 */
export function readMessage(body: string, contentType: string | null): Observation['message'] {
  const text = contentType?.includes('text/event-stream')
    ? body
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trim())
        .find((line) => line.startsWith('{'))
    : body;
  if (text === undefined || text === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) && 'jsonrpc' in parsed
      ? (parsed as Observation['message'])
      : undefined;
  } catch {
    return undefined;
  }
}

export interface RpcOptions {
  /** Extra or overriding headers; `null` removes a header the driver would send. */
  headers?: Record<string, string | null>;
  /** Send this body instead of the JSON-RPC message (a batch, broken JSON, an oversize body). */
  rawBody?: string;
  /** Leave out the session id even when there is one. */
  noSession?: boolean;
}

/** A driver bound to one server's MCP endpoint. */
export class RawMcpDriver {
  readonly exchanges: Exchange[] = [];
  sessionId: string | undefined;
  token: string | undefined;
  #nextId = 1;
  readonly #fetch: FetchLike;
  readonly endpoint: string;
  readonly revision: Revision;
  /** The last request sent, so a client can repeat it. */
  lastRequest: { url: string; init: RequestInit; surface: Observation['surface'] } | undefined;

  constructor(fetch: FetchLike, endpoint: string, revision: Revision) {
    this.#fetch = fetch;
    this.endpoint = endpoint;
    this.revision = revision;
  }

  /** The same connection (endpoint, era, session, credential, request ids) sending through another fetch. */
  through(fetch: FetchLike): RawMcpDriver {
    const twin = new RawMcpDriver(fetch, this.endpoint, this.revision);
    twin.sessionId = this.sessionId;
    twin.token = this.token;
    twin.#nextId = this.#nextId;
    return twin;
  }

  /** Sends any HTTP request and records the exchange. */
  async send(url: string, init: RequestInit = {}, surface: Observation['surface'] = 'mcp'): Promise<Observation> {
    this.lastRequest = { url, init, surface };
    const request = new Request(url, init);
    const requestBody = typeof init.body === 'string' ? init.body : undefined;
    // url and init, not a Request: a client's fetch may send the same request more than once.
    const response = await this.#fetch(url, init);
    const body = await response.text();
    this.exchanges.push({
      method: request.method,
      url: request.url,
      requestHeaders: Object.fromEntries(request.headers),
      requestBody,
      status: response.status,
      responseHeaders: Object.fromEntries(response.headers),
      responseBody: body,
    });
    const sessionId = response.headers.get('mcp-session-id');
    if (sessionId) this.sessionId = sessionId;
    return {
      surface,
      status: response.status,
      headers: response.headers,
      body,
      message: readMessage(body, response.headers.get('content-type')),
    };
  }

  /**
   * Sends a request again (the last one, unless told which), as a client repeating a call does: the same
   * method, arguments and idempotency key, with the driver's current session and token.
   */
  async resend(request: RawMcpDriver['lastRequest'] = this.lastRequest): Promise<Observation> {
    const last = request;
    if (!last) throw new Error('RawMcpDriver.resend: nothing was sent yet.');
    const headers = new Headers(last.init.headers);
    if (this.sessionId && headers.has('mcp-session-id')) headers.set('Mcp-Session-Id', this.sessionId);
    if (this.sessionId && !headers.has('mcp-session-id') && this.revision === '2025-11-25' && last.surface === 'mcp') {
      headers.set('Mcp-Session-Id', this.sessionId);
    }
    if (this.token) headers.set('Authorization', `Bearer ${this.token}`);
    return this.send(last.url, { ...last.init, headers }, last.surface);
  }

  /** Sends one JSON-RPC request (or notification when `notification` is set) in the driver's era. */
  async rpc(
    method: string,
    params: Record<string, unknown> = {},
    options: RpcOptions & { notification?: boolean } = {},
  ): Promise<Observation> {
    const modern = this.revision === '2026-07-28';
    const message: Record<string, unknown> = {
      jsonrpc: '2.0',
      method,
      params: modern
        ? { ...params, _meta: { ...modernEnvelope(), ...(params['_meta'] as object | undefined) } }
        : params,
    };
    if (!options.notification) message['id'] = this.#nextId++;
    const headers: Record<string, string | null> = {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      ...(this.token ? { Authorization: `Bearer ${this.token}` } : {}),
      ...(modern
        ? {
            'MCP-Protocol-Version': '2026-07-28',
            'Mcp-Method': method,
            ...(typeof params['name'] === 'string' ? { 'Mcp-Name': params['name'] } : {}),
          }
        : method === 'initialize'
          ? {}
          : { 'MCP-Protocol-Version': '2025-11-25' }),
      ...(this.sessionId && !options.noSession && !modern ? { 'Mcp-Session-Id': this.sessionId } : {}),
      ...options.headers,
    };
    const sent = Object.fromEntries(
      Object.entries(headers).filter((pair): pair is [string, string] => pair[1] !== null),
    );
    return this.send(this.endpoint, {
      method: 'POST',
      headers: sent,
      body: options.rawBody ?? JSON.stringify(message),
    });
  }

  /** Legacy era: `initialize`, then `notifications/initialized`; keeps the session id. */
  async initialize(options: RpcOptions = {}): Promise<Observation> {
    const reply = await this.rpc(
      'initialize',
      {
        protocolVersion: '2025-11-25',
        capabilities: {},
        clientInfo: { name: 'mcp-error-atlas-scenario', version: '1.0.0' },
      },
      options,
    );
    if (reply.status === 200) await this.rpc('notifications/initialized', {}, { notification: true });
    return reply;
  }

  /** Calls a tool (initializing first in the legacy era when there is no session yet). */
  async callTool(name: string, args: Record<string, unknown> = {}, options: RpcOptions = {}): Promise<Observation> {
    if (this.revision === '2025-11-25' && this.sessionId === undefined && !options.noSession) await this.initialize();
    return this.rpc('tools/call', { name, arguments: args }, options);
  }
}
