/**
 * What a request must be before the admin API (`/__mock/…`) sees it. A web page the developer has open
 * can reach the mock: with a no-cors `text/plain` POST, or as itself after rebinding its name to this
 * machine. So the admin API answers only its own host, no `Origin` or the mock's own, JSON bodies (which
 * a page cannot send across origins without a preflight the mock never grants), and, when the mock was
 * started with `--admin-token`, that token.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { foreignHostResponse, hasForeignOrigin } from './address-guard.ts';
import { isBodyTooLarge, readBodyText } from './body-text.ts';

export interface AdminGuardOptions {
  /** The mock's own origin (`http://127.0.0.1:3929`). */
  origin: string;
  /** When set, every admin request must carry `Authorization: Bearer <adminToken>`. */
  adminToken?: string | undefined;
}

/** The largest admin request body: a fault is a few dozen bytes. */
export const adminMaxBodyBytes = 16 * 1024;

const problem = (status: number, message: string, headers: HeadersInit = {}): Response =>
  Response.json({ error: message }, { status, headers });

/** True when two secrets are equal, compared in constant time (the admin API runs in Node only). */
const sameSecret = (given: string, expected: string): boolean =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());

const isJson = (contentType: string | null): boolean => /^application\/json\s*(;|$)/i.test((contentType ?? '').trim());

/**
 * Admits an admin request: the refusal (403, 401, 415 or 413, each naming the problem), or the request
 * to serve, its body already read within `adminMaxBodyBytes`.
 */
export async function admitAdmin(request: Request, options: AdminGuardOptions): Promise<Response | Request> {
  if (foreignHostResponse(request, options.origin)) {
    return problem(403, `The admin API answers only on ${new URL(options.origin).host} or localhost.`);
  }
  if (hasForeignOrigin(request, options.origin)) {
    const from = request.headers.get('Origin') ?? '';
    return problem(403, `The admin API refuses requests from web pages (Origin: ${from}); call it from a tool.`);
  }
  if (options.adminToken !== undefined) {
    const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('Authorization') ?? '')?.[1] ?? '';
    if (!sameSecret(given, options.adminToken)) {
      return problem(401, 'The admin API needs Authorization: Bearer <the token the mock was started with>.', {
        'WWW-Authenticate': 'Bearer realm="mock admin"',
      });
    }
  }
  if (request.method !== 'POST') return request;
  if (!isJson(request.headers.get('Content-Type'))) {
    return problem(415, 'The admin API takes Content-Type: application/json on every POST, with a JSON body or none.');
  }
  let body: string;
  try {
    body = await readBodyText(request, adminMaxBodyBytes);
  } catch (error) {
    if (isBodyTooLarge(error)) return problem(413, error.message);
    throw error;
  }
  const headers = new Headers(request.headers);
  headers.delete('Content-Length');
  return new Request(request.url, { method: request.method, headers, body });
}
