/**
 * Who may use the Ichabod mock: API keys that never expire, and OAuth access tokens that expire
 * on the mock clock after the catalog's lifetime.
 */
import { limitAmount } from '../../../catalog/index.ts';
import type { Clock } from '../../clock.ts';
import type { IdSource } from '../../ids.ts';

/** A profile: a Founder posts roles and unlocks seekers; a Seeker looks for roles. */
export interface IchabodProfile {
  id: string;
  type: 'founder' | 'seeker';
  name: string;
}

/**
 * The Ichabod mock's demo API keys; send one as `Authorization: Bearer <key>`.
 *
 * - `founder`: Ada's founder profile (`f_1`), with a few credits and the open role `r_1`.
 * - `founderWithoutCredits`: Bo's founder profile (`f_2`), balance 0.
 * - `seeker`: Margaret's seeker profile (`s_3`).
 */
export const ichabodDemoKeys = {
  founder: 'ich_live_founder_3f9a1c',
  founderWithoutCredits: 'ich_live_founder_0c8d2e',
  seeker: 'ich_live_seeker_7b4e90',
} as const;

/**
 * OAuth clients of the mock's token endpoint (`POST /ichabod/oauth/token` with
 * `grant_type=client_credentials`, `client_id` and `client_secret`), one per demo profile.
 */
export const ichabodDemoOAuthClients = {
  founder: { clientId: 'ichabod-demo-founder', clientSecret: 'demo-founder-secret' },
  seeker: { clientId: 'ichabod-demo-seeker', clientSecret: 'demo-seeker-secret' },
} as const;

/** The demo profiles, by id. */
export const ichabodProfiles: Record<string, IchabodProfile> = {
  f_1: { id: 'f_1', type: 'founder', name: 'Ada' },
  f_2: { id: 'f_2', type: 'founder', name: 'Bo' },
  s_3: { id: 's_3', type: 'seeker', name: 'Margaret' },
};

const apiKeys: Record<string, string> = {
  [ichabodDemoKeys.founder]: 'f_1',
  [ichabodDemoKeys.founderWithoutCredits]: 'f_2',
  [ichabodDemoKeys.seeker]: 's_3',
};

const oauthClients = [
  { ...ichabodDemoOAuthClients.founder, profile: 'f_1' },
  { ...ichabodDemoOAuthClients.seeker, profile: 's_3' },
];

/** How long an access token lives, in seconds: the catalog's lifetime. */
export const accessTokenLifetimeSeconds = limitAmount('ichabod.limit.oauth-token-lifetime');

/** The keys and the access tokens issued so far. */
export class IchabodCredentials {
  readonly #clock: Clock;
  readonly #ids: IdSource;
  readonly #tokens = new Map<string, { profile: string; expiresAt: number }>();

  constructor(clock: Clock, ids: IdSource) {
    this.#clock = clock;
    this.#ids = ids;
  }

  /** The profile a Bearer credential speaks for: an API key, or an access token still in its lifetime. */
  profileOf(credential: string): { profile: IchabodProfile; expiresAt?: number } | undefined {
    const byKey = apiKeys[credential];
    if (byKey) return { profile: ichabodProfiles[byKey]! };
    const token = this.#tokens.get(credential);
    if (!token || token.expiresAt <= this.#clock.now()) return undefined;
    return { profile: ichabodProfiles[token.profile]!, expiresAt: token.expiresAt };
  }

  /** Issues an access token to a known client; `undefined` for unknown credentials. */
  issueToken(clientId: string, clientSecret: string): { accessToken: string; expiresIn: number } | undefined {
    const client = oauthClients.find(
      (candidate) => candidate.clientId === clientId && candidate.clientSecret === clientSecret,
    );
    if (!client) return undefined;
    const accessToken = `ich_at_${this.#ids.uuid().replaceAll('-', '')}`;
    this.#tokens.set(accessToken, {
      profile: client.profile,
      expiresAt: this.#clock.now() + accessTokenLifetimeSeconds * 1000,
    });
    return { accessToken, expiresIn: accessTokenLifetimeSeconds };
  }

  reset(): void {
    this.#tokens.clear();
  }
}
