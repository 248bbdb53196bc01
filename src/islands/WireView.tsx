import { useEffect, useState } from 'react';
import type { Exchange } from '../mock/scenarios/index.ts';
import { displayBody, exchangeLine } from '../playground/describe-event.ts';
import { highlightJson } from '../playground/highlight.ts';

/** A JSON body, highlighted once the (small, lazily loaded) highlighter is ready; plain text until then. */
function Body({ text }: { text: string }) {
  const [html, setHtml] = useState<string | undefined>(undefined);
  useEffect(() => {
    let live = true;
    highlightJson(text).then(
      (result) => live && setHtml(result),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [text]);
  // The highlighter escapes the text it is given; nothing from a reply is inserted as HTML otherwise.
  return html ? (
    <div className="pg-body" dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <pre className="pg-body">
      <code>{text}</code>
    </pre>
  );
}

function Headers({ headers }: { headers: Record<string, string> }) {
  const names = Object.keys(headers);
  if (names.length === 0) return null;
  return (
    <dl className="pg-headers">
      {names.map((name) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{headers[name]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Every request and response of a run: method, path, status, the headers that matter, the bodies. */
export default function WireView({ exchanges, label }: { exchanges: Exchange[]; label: string }) {
  if (exchanges.length === 0) return <p className="pg-muted">No requests yet.</p>;
  return (
    <ol className="pg-wire" aria-label={label}>
      {exchanges.map((exchange, index) => (
        <li key={index}>
          <details open={index === exchanges.length - 1}>
            <summary>
              <span className={`pg-status pg-status-${Math.floor(exchange.status / 100)}xx`}>{exchange.status}</span>{' '}
              {exchangeLine(exchange)}
            </summary>
            <div className="pg-exchange">
              <div>
                <h4>Request</h4>
                <Headers headers={exchange.requestHeaders} />
                {exchange.requestBody !== undefined && <Body text={displayBody(exchange.requestBody)} />}
              </div>
              <div>
                <h4>Response</h4>
                <Headers headers={exchange.responseHeaders} />
                {exchange.responseBody !== '' && <Body text={displayBody(exchange.responseBody)} />}
              </div>
            </div>
          </details>
        </li>
      ))}
    </ol>
  );
}
