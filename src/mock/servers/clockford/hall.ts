/**
 * The hall: where the people who run agents decide held calls, approve plans, review reports,
 * open letters, and keep the town open, read-only or closed. The playground calls these hooks
 * directly (`ClockfordHall`) or over HTTP under `/clockford/hall/…`; `GET /clockford/status`
 * says the town's mode to anyone.
 */
import * as z from 'zod';
import type { Hold } from './holds.ts';
import { holdView } from './holds.ts';
import { readBodyText } from '../../body-text.ts';
import { decodeSegment } from '../../json-rpc.ts';
import { clockfordLimit } from './config.ts';
import type { SessionTable } from './sessions.ts';
import { demoAccounts } from './tokens.ts';
import type { Plan, Report, Town, TownSettings } from './town-state.ts';

/** What a person can do in the hall. Each method throws an `Error` naming the problem. */
export interface ClockfordHall {
  /** Allows or refuses a waiting held call (`hold-1`). */
  decideHold(id: string, decision: 'allowed' | 'refused'): Hold;
  /** Approves or refuses a declared plan (`plan-1`). */
  decidePlan(id: string, decision: 'approved' | 'refused'): Plan;
  /** Reviews a report (`R-0001`): the freeze it caused lifts. */
  reviewReport(id: string): Report;
  /** The person opens every letter a passport sent them; returns how many. */
  openLetters(passport: string): number;
  /** Opens or closes the exchange between an account and the others. */
  setExchange(account: string, open: boolean): void;
  /** Changes the town's settings: mode, whether sign-in is required, the public address. */
  configure(settings: Partial<TownSettings>): TownSettings;
  /** Ends a legacy session, as a person closing it. */
  closeSession(id: string): boolean;
  /** Everything a person sees in the hall. */
  overview(): Record<string, unknown>;
}

/** Builds the hall over the town's state. */
export function createHall(town: Town, sessions: SessionTable): ClockfordHall {
  const passports = () => [...town.passports.values()];
  return {
    decideHold: (id, decision) => town.holds.decide(id, decision),
    decidePlan(id, decision) {
      const plan = passports().find((passport) => passport.plan?.id === id)?.plan;
      if (!plan) throw new Error(`No plan has the id "${id}".`);
      if (plan.status !== 'waiting') throw new Error(`The plan ${id} is ${plan.status}, not waiting.`);
      plan.status = decision;
      return plan;
    },
    reviewReport(id) {
      const report = passports()
        .flatMap((passport) => passport.reports)
        .find((candidate) => candidate.id === id);
      if (!report) throw new Error(`No report has the id "${id}".`);
      report.reviewed = true;
      return report;
    },
    openLetters(passportId) {
      const passport = town.passports.get(passportId);
      if (!passport) throw new Error(`No passport has the id "${passportId}".`);
      const unopened = passport.sent.filter((letter) => !letter.opened);
      unopened.forEach((letter) => (letter.opened = true));
      return unopened.length;
    },
    setExchange(account, open) {
      if (!demoAccounts.some((demo) => demo.account === account)) {
        const names = demoAccounts.map((demo) => demo.account).join(', ');
        throw new Error(`No account is called "${account}"; the accounts are ${names}.`);
      }
      town.accountOf(account).exchangeOpen = open;
    },
    configure(settings) {
      town.settings = { ...town.settings, ...settings };
      if (!town.settings.holdReplies) town.releaseReplies();
      return town.settings;
    },
    closeSession: (id) => sessions.close(id),
    overview: () => ({
      settings: town.settings,
      heldReplies: town.heldReplies,
      holds: town.holds.all().map((hold) => ({ ...holdView(hold), passport: hold.passport, reason: hold.reason })),
      plans: passports().flatMap((passport) => (passport.plan ? [{ passport: passport.id, ...passport.plan }] : [])),
      reports: passports().flatMap((passport) =>
        passport.reports.map((report) => ({ passport: passport.id, ...report })),
      ),
      letters: passports().map((passport) => ({
        passport: passport.id,
        unopened: passport.sent.filter((letter) => !letter.opened).length,
      })),
      sessions: sessions.list(),
    }),
  };
}

const Decision = z.object({ decision: z.enum(['allowed', 'refused']) });
const PlanDecision = z.object({ decision: z.enum(['approved', 'refused']) });
const Settings = z.strictObject({
  mode: z.enum(['open', 'read-only', 'closed']).optional(),
  signIn: z.enum(['optional', 'required']).optional(),
  publicAddress: z
    .url({ protocol: /^https?$/, error: 'publicAddress must be an http: or https: URL, such as https://town.example' })
    .nullable()
    .optional(),
  holdReplies: z.boolean().optional(),
});
const HeldReplies = z.strictObject({ held: z.number().int().min(1).max(1000) });
const Exchange = z.object({ account: z.string().min(1), open: z.boolean() });
const Letters = z.object({ passport: z.string().min(1) });

const problem = (message: string, status = 400): Response => Response.json({ error: message }, { status });

async function body<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
  const text = await readBodyText(request, clockfordLimit('body-size'));
  let json: unknown = {};
  try {
    if (text.trim() !== '') json = JSON.parse(text);
  } catch {
    throw new Error('The body must be JSON.');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid body'}`);
  }
  return parsed.data;
}

const hallRoutes =
  'GET /clockford/hall, POST /clockford/hall/holds/:id, POST /clockford/hall/plans/:id, POST /clockford/hall/reports/:id, ' +
  'POST /clockford/hall/letters, POST /clockford/hall/exchange, POST /clockford/hall/town, POST /clockford/hall/replies, ' +
  'DELETE /clockford/hall/sessions/:id';

/** Answers `GET /status` and the hall's routes (`path` below `/clockford`), or `undefined`. */
export async function handleHall(
  request: Request,
  path: string,
  town: Town,
  hall: ClockfordHall,
): Promise<Response | undefined> {
  if (path === '/status' && request.method === 'GET') return Response.json({ mode: town.settings.mode });
  const match = /^\/hall(?:\/([a-z]+)(?:\/([^/]+))?)?\/?$/.exec(path);
  if (!match) return undefined;
  const [, section = '', rawId] = match;
  const id = rawId === undefined ? '' : decodeSegment(rawId);
  if (id === undefined) return problem(`The id "${rawId}" is not valid percent-encoding; write a "%" as %25.`);
  const route = `${request.method} ${section}${rawId === undefined ? '' : '/:id'}`;
  try {
    switch (route) {
      case 'GET ':
        return Response.json(hall.overview());
      case 'POST holds/:id':
        return Response.json({ hold: holdView(hall.decideHold(id, (await body(request, Decision)).decision)) });
      case 'POST plans/:id':
        return Response.json({ plan: hall.decidePlan(id, (await body(request, PlanDecision)).decision) });
      case 'POST reports/:id':
        return Response.json({ report: hall.reviewReport(id) });
      case 'POST letters':
        return Response.json({ opened: hall.openLetters((await body(request, Letters)).passport) });
      case 'POST replies': {
        // Answers once the clerks hold this many replies (a scene waiting for its calls to arrive).
        const { held } = await body(request, HeldReplies);
        return Response.json({ held: await town.whenHeld(held) });
      }
      case 'POST exchange': {
        const { account, open } = await body(request, Exchange);
        hall.setExchange(account, open);
        return Response.json({ account, open });
      }
      case 'POST town': {
        const { mode, signIn, publicAddress, holdReplies } = await body(request, Settings);
        const changes: Partial<TownSettings> = {
          ...(mode === undefined ? {} : { mode }),
          ...(signIn === undefined ? {} : { signIn }),
          ...(publicAddress === undefined ? {} : { publicAddress: publicAddress ?? undefined }),
          ...(holdReplies === undefined ? {} : { holdReplies }),
        };
        return Response.json({ settings: hall.configure(changes) });
      }
      case 'DELETE sessions/:id':
        return Response.json({ closed: hall.closeSession(id) });
      default:
        return problem(`No hall route ${request.method} ${path}. Routes: ${hallRoutes}.`, 404);
    }
  } catch (error) {
    return problem(error instanceof Error ? error.message : String(error));
  }
}
