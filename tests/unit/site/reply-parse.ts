/** Reads what `curl -i` printed (one or more replies) into observations the contract tests compare with the catalog. */
import { readMessage, type Observation } from '../../../src/mock/scenarios/index.ts';

/** Each reply `curl -i` printed, in order: status line, headers, a blank line, the body. */
export function curlReplies(output: string, surfaces: Array<Observation['surface']>): Observation[] {
  const replies = output.split(/^(?=HTTP\/[\d.]+ \d{3})/m).filter((part) => /^HTTP\/[\d.]+ \d{3}/.test(part));
  return replies.map((reply, index) => {
    const [head = '', ...rest] = reply.split(/\r?\n\r?\n/);
    const [statusLine = '', ...headerLines] = head.split(/\r?\n/);
    const headers = new Headers();
    for (const header of headerLines) {
      const colon = header.indexOf(':');
      if (colon > 0) headers.append(header.slice(0, colon).trim(), header.slice(colon + 1).trim());
    }
    const body = rest.join('\n\n').replace(/\r?\n$/, '');
    return {
      surface: surfaces[index] ?? 'mcp',
      status: Number(/^HTTP\/[\d.]+ (\d{3})/.exec(statusLine)?.[1]),
      headers,
      body,
      message: readMessage(body, headers.get('content-type')),
    };
  });
}
