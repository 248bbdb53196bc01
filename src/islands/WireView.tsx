import { memo, useMemo, useState } from 'react';
import { explainHref, responseText } from '../components/explain-link.ts';
import type { Exchange } from '../mock/index.ts';
import { displayBody, exchangeLine } from '../playground/describe-event.ts';
import { highlightJson } from '../playground/highlight.ts';

/** A body, highlighted as JSON. */
function Body({ text }: { text: string }) {
  const lines = useMemo(() => highlightJson(text), [text]);
  // Tokens become text nodes in spans: nothing from a reply is ever inserted as markup.
  return (
    // Focusable, so a body taller than its box can be scrolled from the keyboard.
    <pre className="pg-body shiki" tabIndex={0}>
      <code>
        {lines.map((line, index) => (
          <span className="line" key={index}>
            {line.map((token, at) => (
              <span key={at} style={token.style}>
                {token.content}
              </span>
            ))}
            {index < lines.length - 1 ? '\n' : ''}
          </span>
        ))}
      </code>
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

/**
 * One exchange, folded to its summary line but for the newest. Its headers and bodies are drawn (and the bodies
 * highlighted) only while it is open, and an exchange is drawn again only when it stops being the newest, so a
 * run of hundreds of calls stays quick.
 */
const ExchangeItem = memo(function ExchangeItem({ exchange, newest }: { exchange: Exchange; newest: boolean }) {
  const [open, setOpen] = useState(newest);
  // Open while newest, folded once it is not: set during render when `newest` changes (no effect, no extra pass).
  const [wasNewest, setWasNewest] = useState(newest);
  if (wasNewest !== newest) {
    setWasNewest(newest);
    setOpen(newest);
  }
  return (
    <li>
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>
          <span className={`pg-status pg-status-${Math.floor(exchange.status / 100)}xx`}>{exchange.status}</span>{' '}
          {exchangeLine(exchange)}
        </summary>
        {open && (
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
              <a className="pg-explain" href={explainHref(responseText(exchange))} target="_blank" rel="noopener">
                Explain this response
              </a>
            </div>
          </div>
        )}
      </details>
    </li>
  );
});

/** Every request and response of a run: method, path, status, the headers that matter, the bodies. */
export default function WireView({ exchanges, label }: { exchanges: Exchange[]; label: string }) {
  if (exchanges.length === 0) return <p className="pg-muted">No requests yet.</p>;
  return (
    <ol className="pg-wire" aria-label={label}>
      {exchanges.map((exchange, index) => (
        <ExchangeItem key={index} exchange={exchange} newest={index === exchanges.length - 1} />
      ))}
    </ol>
  );
}
