/**
 * The lookup page's behaviour: read `?q=`, look the query up in `/lookup.json` as the reader types,
 * and list the matching rows. Results are built with DOM nodes and `textContent`; nothing a reader
 * types or the catalog holds is ever parsed as HTML.
 */
import { withBase } from '../base-path.ts';
import { explainHref } from '../components/explain-link.ts';
import { lookupCode, matchedByWords, normalizeQuery, type LookupIndex, type LookupMatch } from './lookup.ts';

/** Where the page asks for the index; same origin, as the CSP's `connect-src 'self'` requires. */
export const lookupIndexUrl = withBase('/lookup.json');

/** An element with a class and text, never parsed as HTML. */
function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text: string) {
  const made = document.createElement(tag);
  made.className = className;
  made.textContent = text;
  return made;
}

/**
 * An element holding catalog prose as every page renders it: `backticked` runs as <code>, the rest as text, none of
 * it parsed as HTML.
 */
function prose<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text: string) {
  const made = element(tag, className, '');
  text.split('`').forEach((part, index) => made.append(index % 2 === 1 ? element('code', '', part) : part));
  return made;
}

/** One result: its title (linked to its page), its id, why it matched, then its wire form and reaction inline. */
function resultItem({ record, matchedBy }: LookupMatch, query: string): HTMLLIElement {
  const item = document.createElement('li');
  const link = prose('a', 'code-lookup-title', record.title);
  link.href = record.href;
  const why = `${record.serverName} · ${record.kind === 'limit' ? 'limit' : matchedByWords[matchedBy]} ${matchedBy === 'id' ? '' : query}`;
  const head = element('span', 'code-lookup-head', '');
  head.append(link, ' ', element('code', 'code-lookup-id', record.id), ' ', element('span', 'code-lookup-why', why));
  const body = element('span', 'code-lookup-body', '');
  body.append(element('code', 'code-lookup-wire', record.wire));
  if (record.reaction && record.reactionKind)
    body.append(' ', element('span', `reaction reaction-${record.reactionKind}`, record.reaction));
  if (record.status) body.append(' ', prose('span', 'code-lookup-status-label', record.status));
  if (record.example !== undefined) {
    const explain = element('a', 'code-lookup-explain', 'Explain a response like this');
    explain.href = explainHref(record.example);
    body.append(' ', explain);
  }
  item.append(head, body);
  return item;
}

function summary(count: number, query: string): string {
  if (query === '') return '';
  if (count === 0)
    return `Nothing in the catalog is exactly “${query}”. Full-text search (Ctrl K) finds words and phrases.`;
  return `${count} ${count === 1 ? 'entry matches' : 'entries match'} “${query}” exactly.`;
}

/** Wires up the lookup form under `root`: its input, its status line and its result list. */
export async function mountCodeLookup(root: ParentNode = document): Promise<void> {
  const form = root.querySelector<HTMLFormElement>('form.code-lookup');
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
  const status = root.querySelector<HTMLElement>('.code-lookup-status');
  const list = root.querySelector<HTMLOListElement>('.code-lookup-results');
  if (!form || !input || !status || !list) return;

  let index: LookupIndex;
  try {
    const response = await fetch(lookupIndexUrl);
    if (!response.ok) throw new Error(`${lookupIndexUrl} answered ${response.status}`);
    index = (await response.json()) as LookupIndex;
  } catch (error) {
    status.textContent = `The lookup could not load its index (${error instanceof Error ? error.message : String(error)}). Reload the page to try again.`;
    return;
  }

  const show = (raw: string): void => {
    const query = normalizeQuery(raw);
    const matches = lookupCode(query, index);
    list.replaceChildren(...matches.map((match) => resultItem(match, query)));
    status.textContent = summary(matches.length, query);
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const url = new URL(window.location.href);
    url.searchParams.set('q', input.value.trim());
    window.history.replaceState(null, '', url);
    show(input.value);
  });
  input.addEventListener('input', () => show(input.value));

  const initial = new URLSearchParams(window.location.search).get('q') ?? '';
  if (initial !== '') input.value = initial;
  form.dataset.ready = '';
  show(input.value);
}
