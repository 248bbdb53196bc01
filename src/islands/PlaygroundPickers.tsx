/** The playground's pickers: the server, the error (grouped by level and the source's group) and the clients. */
import { entryIndex, findIndexedEntry, type IndexedEntry } from '../catalog/entry-index.ts';
import type { ServerId } from '../catalog/index.ts';
import type { PlaygroundController } from '../playground/playground-controller.ts';
import { sdkPackages } from '../playground/sdk-clients/sdk-surface.ts';
import { entriesFor, type PlaygroundState } from '../playground/url-state.ts';

const levelLabel = { http: 'HTTP', protocol: 'Protocol', tool: 'Tool' } as const;

/** The entries of a server grouped by level and by the source's group, for the picker. */
function groupsOf(server: ServerId): Array<{ label: string; entries: IndexedEntry[] }> {
  const groups = new Map<string, IndexedEntry[]>();
  for (const entry of entriesFor(server)) {
    const label = `${levelLabel[entry.level]} · ${entry.group}`;
    groups.set(label, [...(groups.get(label) ?? []), entry]);
  }
  return [...groups].map(([label, entries]) => ({ label, entries }));
}

const serverOptions = entryIndex.servers.map((server) => ({
  id: server.id,
  name: server.id === 'spec' ? 'MCP specification' : server.name,
}));

/** The server, error and client pickers. */
export default function Pickers({ controller, state }: { controller: PlaygroundController; state: PlaygroundState }) {
  const { update } = controller;
  return (
    <>
      <label>
        Server
        <select value={state.server} onChange={(event) => update({ server: event.currentTarget.value })}>
          {serverOptions.map((server) => (
            <option key={server.id} value={server.id}>
              {server.name}
            </option>
          ))}
        </select>
      </label>
      <label className="pg-entry-picker">
        Error
        <select
          value={state.entry}
          onChange={(event) => update({ entry: findIndexedEntry(event.currentTarget.value)?.id ?? state.entry })}
        >
          {groupsOf(state.server).map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.entries.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.title}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <label>
        Client
        <select
          value={state.policy}
          onChange={(event) => update({ policy: event.currentTarget.value as PlaygroundState['policy'] })}
        >
          <option value="both">Reference and naive, side by side</option>
          <option value="reference">Reference client only</option>
          <option value="naive">Naive client only</option>
          <option value="sdk-v2">{sdkPackages.v2.title} (@modelcontextprotocol/client)</option>
          <option value="sdk-v1">{sdkPackages.v1.title} (@modelcontextprotocol/sdk)</option>
        </select>
      </label>
    </>
  );
}
