/**
 * Where each check's rule is written: the page of the revision the scenario speaks, and the proposal a rule comes
 * from while the revision has none (each with its state). The conformance suite puts these on every check object.
 */
import type { Revision } from '../../catalog/index.ts';
import type { CheckId } from './index.ts';

/** A reference as the conformance suite writes one: an id, and a URL to read it at. */
export interface SpecReference {
  id: string;
  url?: string;
}

/** The pages of a revision a check can rest on, under `specification/<revision>/`. */
type SpecPage = 'basic/transports' | 'basic/lifecycle' | 'basic/authorization' | 'basic/index' | 'server/tools';

const pagePaths: Record<SpecPage, Record<Revision, string>> = {
  'basic/transports': { '2025-11-25': 'basic/transports', '2026-07-28': 'basic/transports/streamable-http' },
  'basic/lifecycle': { '2025-11-25': 'basic/lifecycle', '2026-07-28': 'basic/versioning' },
  'basic/authorization': { '2025-11-25': 'basic/authorization', '2026-07-28': 'basic/authorization' },
  'basic/index': { '2025-11-25': 'basic/index', '2026-07-28': 'basic/index' },
  'server/tools': { '2025-11-25': 'server/tools', '2026-07-28': 'server/tools' },
};

const sep3304Url = 'https://github.com/modelcontextprotocol/modelcontextprotocol/pull/3304';
const registryDraftUrl = 'https://github.com/modelcontextprotocol/transports-wg/pull/54';

/** A rule of SEP-3304 (open, checked 2026-12-07): `-32023` RateLimited with `data.retryAfterMs`, bound to HTTP 429. */
const sepRule = (rule: string, says: string): SpecReference => ({
  id: `SEP-3304 ${rule} (open proposal): ${says}`,
  url: sep3304Url,
});

/** A rule of the Transports working group's error registry draft (open, checked 2026-12-07). */
const registryRule = (rule: string, says: string): SpecReference => ({
  id: `Error registry draft ${rule} (open proposal): ${says}`,
  url: registryDraftUrl,
});

/** SEP-3304 RL-9: a client uses `retryAfterMs` over `Retry-After`, and waits at least that long. */
export const sep3304 = sepRule('RL-9', 'wait out retryAfterMs, over Retry-After');
const jitter = sepRule('RL-7', 'jitter the retry delay');
const clamp = sepRule('RL-8', 'clamp an implausible wait to a local maximum');
const retryAfterChange = registryRule('§5', 'retry-after-change and do-not-retry are never repeated unchanged');
const unknownReserved = registryRule('TR-11', 'an unknown reserved code is do-not-retry unless it names a wait');
const localStatus = registryRule('TR-9', 'a status with no JSON-RPC body is a local error');
const legacyProbe = registryRule('TR-10', 'probe the legacy transport only on a literal 400, 404 or 405');

/** Microsoft Dev Proxy's RetryAfterPlugin: a request sent before the Retry-After period is over is "retried too early". */
export const devProxyRetryAfter: SpecReference = {
  id: 'Dev Proxy RetryAfterPlugin: retried too early',
  url: 'https://learn.microsoft.com/microsoft-cloud/dev/dev-proxy/technical-reference/retryafterplugin',
};

/** RFC 9110 §10.2.3, Retry-After. */
const retryAfter: SpecReference = {
  id: 'RFC 9110 §10.2.3 Retry-After',
  url: 'https://www.rfc-editor.org/rfc/rfc9110#field.retry-after',
};

/** The IETF Idempotency-Key draft (MCP has none: SEP-3182 was closed). */
const idempotencyKeyDraft: SpecReference = {
  id: 'draft-ietf-httpapi-idempotency-key-header (draft); SEP-3182 closed',
  url: 'https://datatracker.ietf.org/doc/draft-ietf-httpapi-idempotency-key-header/',
};

const rules: Record<CheckId, { page: SpecPage; more?: readonly SpecReference[] }> = {
  'honours-named-wait': { page: 'server/tools', more: [sep3304, retryAfter, devProxyRetryAfter] },
  'backs-off': { page: 'server/tools', more: [jitter] },
  'jittered-backoff': { page: 'server/tools', more: [jitter] },
  'slows-down': { page: 'server/tools', more: [jitter] },
  'attempt-cap': { page: 'server/tools', more: [clamp] },
  'no-repeat': { page: 'basic/index', more: [retryAfterChange, unknownReserved] },
  'local-error': { page: 'basic/transports', more: [localStatus] },
  'reads-answer': { page: 'server/tools' },
  'call-first': { page: 'server/tools' },
  'held-call': { page: 'server/tools' },
  'fresh-token': { page: 'basic/authorization' },
  'scoped-token': { page: 'basic/authorization' },
  'new-session': { page: 'basic/transports' },
  'falls-back': { page: 'basic/lifecycle', more: [legacyProbe] },
  'idempotency-key': { page: 'server/tools', more: [idempotencyKeyDraft] },
};

/**
 * The references of a check on a scenario that speaks `revision`: the revision's page first.
 *
 * @example
 * specReferencesOf('new-session', '2025-11-25')[0]
 * // { id: 'MCP-2025-11-25-basic/transports', url: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports' }
 */
export function specReferencesOf(check: CheckId, revision: Revision): SpecReference[] {
  const { page, more = [] } = rules[check];
  const path = pagePaths[page][revision];
  return [
    { id: `MCP-${revision}-${path}`, url: `https://modelcontextprotocol.io/specification/${revision}/${path}` },
    ...more,
  ];
}
