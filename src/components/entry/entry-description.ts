/** An entry page's description (meta and search): its server, its title, and its meaning in the source's words. */
import { getServer, type CatalogEntry } from '../../catalog/index.ts';

const most = 155;

/** `Clockford, HTTP 429: Too many requests. Too many requests from your address …`, under 160 characters. */
export function entryDescription(entry: CatalogEntry): string {
  const text = `${getServer(entry.server).name}: ${entry.title}. ${entry.meaning.replaceAll('`', '')}`;
  return text.length > most ? `${text.slice(0, most - 1).trimEnd()}…` : text;
}
