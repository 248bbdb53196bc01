/**
 * The defence against DNS rebinding that Rooms, Ichabod and Connect share: a request must name one of
 * the mock's own hosts, and a browser's `Origin`, when present, must be the mock's own origin.
 */
import { localhostAllowedHostnames, validateHostHeader } from '@modelcontextprotocol/server';
import { getEntry } from '../catalog/index.ts';
import { headerOf } from './page-headers.ts';
import { httpResponse } from './wire.ts';

/** The hostnames the mock answers on: its own origin's, and this machine's. */
export function ownHostnames(origin: string): string[] {
  return [new URL(origin).hostname, ...localhostAllowedHostnames()];
}

/** The host a request names: its `Host` header, else its URL's (a request in the page carries no `Host`). */
export const hostOf = (request: Request): string => headerOf(request, 'Host') ?? new URL(request.url).host;

/** The specification's 403 for a `Host` the mock does not answer on, or `undefined` for one of its own. */
export function foreignHostResponse(request: Request, origin: string): Response | undefined {
  const verdict = validateHostHeader(hostOf(request), ownHostnames(origin));
  if (verdict.ok) return undefined;
  const named = verdict.hostname ?? verdict.hostHeader ?? '';
  return httpResponse(getEntry('spec.http.forbidden-host'), { HOST: /^\S+$/.test(named) ? named : '(none)' });
}

/** True when the request carries an `Origin` other than the mock's own. */
export function hasForeignOrigin(request: Request, origin: string): boolean {
  const from = headerOf(request, 'Origin');
  return from !== null && from !== origin;
}
