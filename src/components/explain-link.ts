/**
 * Links into the explainer (`/explain/`) that carry the response to explain. The response travels in the URL's
 * fragment (`#response=…`), which a browser never sends to a server: the explainer's promise that the text stays in
 * the page holds for a link too. Used by the entry pages, the lookup and the playground's wire rows.
 */
import { explainPath } from './routes.ts';

const fragmentKey = 'response';

/** The longest response a link may carry; a longer fragment is refused with a message, never read half. */
export const maxLinkedResponse = 100_000;

/** A link to the explainer with `response` filled in, and explained as the page opens. */
export function explainHref(response: string): string {
  return `${explainPath}#${fragmentKey}=${encodeURIComponent(response)}`;
}

export type LinkedResponse = { ok: true; text: string } | { ok: false; problem: string };

/** The response a link's fragment carries, a problem in words when it cannot be read, or undefined when it has none. */
export function linkedResponse(hash: string): LinkedResponse | undefined {
  const prefix = `#${fragmentKey}=`;
  if (!hash.startsWith(prefix)) return undefined;
  const encoded = hash.slice(prefix.length);
  if (encoded.length > maxLinkedResponse * 3)
    return { ok: false, problem: linkProblem('it is longer than the explainer takes from a link') };
  let text: string;
  try {
    text = decodeURIComponent(encoded);
  } catch {
    return { ok: false, problem: linkProblem('its text is not validly encoded') };
  }
  if (text.length > maxLinkedResponse)
    return { ok: false, problem: linkProblem('it is longer than the explainer takes from a link') };
  return { ok: true, text };
}

const linkProblem = (why: string) =>
  `The link’s response could not be read: ${why}. Paste the response into the box instead.`;

/** An exchange's response as `curl -i` prints it: status line, headers, a blank line, the body. */
export function responseText(exchange: {
  status: number;
  responseHeaders: Record<string, string>;
  responseBody: string;
}): string {
  const headers = Object.entries(exchange.responseHeaders).map(([name, value]) => `${name}: ${value}`);
  return [`HTTP/1.1 ${exchange.status}`, ...headers, '', exchange.responseBody].join('\n');
}
