/**
 * Ichabod's world: roles, seekers and who is interested in what, credits, and the hourly
 * rate-limit bucket, with the source's rules. A rule that refuses throws an `IchabodRefusal`.
 */
import { limitAmount, limitRate } from '../../../catalog/index.ts';
import type { Clock } from '../../clock.ts';
import { limiterFor, type RateLimiter } from '../../rate-limiter.ts';
import type { IchabodProfile } from './credentials.ts';
import { IchabodRefusal } from './refusal.ts';

/** A role a founder posted. */
export interface Role {
  id: string;
  founder: string;
  title: string;
  description: string;
  apply_url?: string | undefined;
  status: 'open' | 'closed';
}

/** A job seeker as founders see them; `email` only once unlocked. */
export interface Seeker {
  id: string;
  name: string;
  headline: string;
  email: string;
}

const hourly = limitRate('ichabod.limit.hourly-rate');
const windowWords: Record<number, string> = { 60: 'minute', 3600: 'hour', 86400: 'day' };
/** The bucket as its refusal names it: `100 per hour`. */
const bucketWords = `${hourly.count} per ${windowWords[hourly.windowSeconds] ?? `${hourly.windowSeconds} seconds`}`;

/** Credits a `post_role` or an `unlock_seeker` costs. */
export const creditsPerCall = limitAmount('ichabod.limit.credits');

/** Ichabod's state; `reset` brings back the demo world. */
export class IchabodState {
  readonly clock: Clock;
  readonly roles = new Map<string, Role>();
  readonly seekers = new Map<string, Seeker>();
  /** `seeker role` pairs: a seeker interested in an open role is a mutual match with its founder. */
  readonly interests = new Set<string>();
  /** `founder seeker` pairs already paid for. */
  readonly unlocked = new Set<string>();
  readonly credits = new Map<string, number>();
  readonly #bucket: RateLimiter;
  readonly #calls = new Map<string, number[]>();
  #serial = 0;

  constructor(clock: Clock) {
    this.clock = clock;
    this.#bucket = limiterFor(hourly, clock);
    this.reset();
  }

  reset(): void {
    this.roles.clear();
    this.seekers.clear();
    this.interests.clear();
    this.unlocked.clear();
    this.#bucket.reset();
    this.#calls.clear();
    this.#serial = 2;
    this.credits.set('f_1', 5).set('f_2', 0);
    this.roles.set('r_1', {
      id: 'r_1',
      founder: 'f_1',
      title: 'Founding engineer',
      description: 'Build the first product.',
      status: 'open',
    });
    this.roles.set('r_2', {
      id: 'r_2',
      founder: 'f_1',
      title: 'Head of sales',
      description: 'Sell it.',
      status: 'closed',
    });
    this.seekers.set('s_1', { id: 's_1', name: 'Grace', headline: 'Compiler engineer', email: 'grace@example.com' });
    this.seekers.set('s_2', { id: 's_2', name: 'Linus', headline: 'Kernel hacker', email: 'linus@example.com' });
    this.seekers.set('s_3', {
      id: 's_3',
      name: 'Margaret',
      headline: 'Flight software lead',
      email: 'margaret@example.com',
    });
    this.interests.add('s_2 r_1');
  }

  nextRoleId(): string {
    this.#serial += 1;
    return `r_${this.#serial}`;
  }

  /** Counts one tool call in the profile's hourly bucket, or throws `rate_limited` with its reset time. */
  spendCall(profile: IchabodProfile): void {
    const verdict = this.#bucket.take(profile.id);
    const now = this.clock.now();
    if (!verdict.allowed) {
      const resetsAt = new Date(now + verdict.retryAfterSeconds * 1000).toISOString();
      throw new IchabodRefusal('rate_limited', bucketWords, resetsAt);
    }
    this.#calls.set(profile.id, [...this.#recent(profile), now]);
  }

  /** The bucket as `get_rate_limits` reports it. */
  rateLimits(profile: IchabodProfile): { limit: number; window_seconds: number; remaining: number; resets_at: string } {
    const recent = this.#recent(profile);
    const windowMs = hourly.windowSeconds * 1000;
    return {
      limit: hourly.count,
      window_seconds: hourly.windowSeconds,
      remaining: Math.max(0, hourly.count - recent.length),
      resets_at: new Date((recent[0] ?? this.clock.now()) + windowMs).toISOString(),
    };
  }

  #recent(profile: IchabodProfile): number[] {
    const since = this.clock.now() - hourly.windowSeconds * 1000;
    return (this.#calls.get(profile.id) ?? []).filter((stamp) => stamp > since);
  }

  /** Takes the price of a `post_role` or `unlock_seeker`, or refuses without charging. */
  charge(profile: IchabodProfile, what: string): void {
    const balance = this.credits.get(profile.id) ?? 0;
    if (balance < creditsPerCall) {
      throw new IchabodRefusal(
        'insufficient_balance',
        `${what} costs ${creditsPerCall} credit; your balance is ${balance}. Nothing was charged.`,
      );
    }
    this.credits.set(profile.id, balance - creditsPerCall);
  }

  /** The founder's own role, open unless `anyStatus`. */
  ownRole(profile: IchabodProfile, roleId: string, anyStatus = false): Role {
    const role = this.roles.get(roleId);
    if (!role || role.founder !== profile.id) throw new IchabodRefusal('not_found', `No role ${roleId} of yours.`);
    if (!anyStatus && role.status !== 'open')
      throw new IchabodRefusal('not_found', `Role ${roleId} is ${role.status}.`);
    return role;
  }

  /** Seekers interested in one of the founder's open roles: the current mutual matches. */
  matchesOf(founder: IchabodProfile): Array<{ seeker: Seeker; role: Role }> {
    return [...this.interests].flatMap((pair) => {
      const [seekerId = '', roleId = ''] = pair.split(' ');
      const role = this.roles.get(roleId);
      const seeker = this.seekers.get(seekerId);
      return role && seeker && role.founder === founder.id && role.status === 'open' ? [{ seeker, role }] : [];
    });
  }
}
