/**
 * What the explainer's box shows before a reader pastes anything: the catalog's first HTTP refusal that names its wait
 * in Retry-After, as `curl -i` prints it. Read from the catalog, so no server's words are typed in the island.
 */
import { entries, fillText, reactionOf } from '../catalog/index.ts';

export function explainPlaceholder(): string {
  for (const entry of entries) {
    for (const wire of entry.wire) {
      const reaction = reactionOf(entry, wire);
      if (wire.kind !== 'http' || wire.body.type !== 'text') continue;
      if (reaction.kind !== 'retry-after' || reaction.waitFrom !== 'retry-after-header') continue;
      const headers = Object.entries(wire.headers ?? {}).map(
        ([name, value]) => `${name}: ${fillText(value, entry.placeholders)}`,
      );
      return [`HTTP/1.1 ${wire.status}`, ...headers, '', fillText(wire.body.text, entry.placeholders)].join('\n');
    }
  }
  throw new Error('explainPlaceholder: the catalog has no HTTP refusal that names its wait in Retry-After.');
}
