/**
 * The lookup page's behaviour: read `?q=`, look the query up in `/lookup.json` as the reader types,
 * and list the matching rows. Results are built with DOM nodes and `textContent`; nothing a reader
 * types or the catalog holds is ever parsed as HTML.
 */
import { lookupCode, matchedByWords, normalizeQuery, type LookupIndex, type LookupMatch } from './lookup.ts';

/** Where the page asks for the index; same origin, as the CSP's `connect-src 'self'` requires. */
export const lookupIndexUrl = '/lookup.json';

function resultItem({ record, matchedBy }: LookupMatch, query: string): HTMLLIElement {
  const item = document.createElement('li');
  const link = document.createElement('a');
  link.href = record.href;
  link.textContent = record.title;
  const id = document.createElement('code');
  id.textContent = record.id;
  const why = document.createElement('span');
  why.className = 'code-lookup-why';
  why.textContent = `${record.serverName} · ${record.kind === 'limit' ? 'limit' : matchedByWords[matchedBy]} ${matchedBy === 'id' ? '' : query}`;
  item.append(link, ' ', id, ' ', why);
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
