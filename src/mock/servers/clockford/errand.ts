/**
 * One tool call through the town: what every call meets before and after its tool runs —
 * injected faults, the read-only town, a freeze after a report, the held-call table, the
 * declared plan — and the footstep the Archive records for it.
 */
import type { CallToolResult } from '@modelcontextprotocol/server';
import type * as z from 'zod';
import { clockfordConfig } from './config.ts';
import { heldReasonOf, heldReply, refusedReply, type HoldReason } from './holds.ts';
import { isTownReply, reply, replyAfter, structuredOf } from './replies.ts';
import type { Caller, Passport, Town } from './town-state.ts';

/** What a tool sees of its call. */
export interface Errand {
  readonly town: Town;
  readonly caller: Caller;
  readonly passport: Passport;
  readonly now: number;
  readonly tool: string;
  /** This exact call was held and the person allowed it: it goes through once, past every hold. */
  readonly allowed: boolean;
  /** Holds the call for the person (or refuses it when the held-call tables are full). Never returns. */
  hold(reason: HoldReason, values?: Record<string, string>, extra?: Record<string, unknown>): never;
}

/** A tool of the town, its arguments checked by the SDK against `input` before `run`. */
export interface TownTool {
  name: string;
  description: string;
  input: z.ZodObject;
  /** Changes the town: refused while the town is read-only. */
  writes: boolean;
  /** Reaches others: held while the agent's report is unreviewed. */
  consequential: (args: Record<string, unknown>) => boolean;
  /** Not a step of an errand, so a declared plan does not count it. */
  outsidePlan: boolean;
  run(args: Record<string, unknown>, errand: Errand): CallToolResult;
}

/** Declares a tool with its argument types inferred from its schema. */
export function defineTool<Shape extends z.ZodRawShape>(tool: {
  name: string;
  description: string;
  input: z.ZodObject<Shape>;
  writes?: boolean;
  consequential?: boolean | ((args: z.output<z.ZodObject<Shape>>) => boolean);
  outsidePlan?: boolean;
  run(args: z.output<z.ZodObject<Shape>>, errand: Errand): CallToolResult;
}): TownTool {
  const { consequential = false } = tool;
  return {
    name: tool.name,
    description: tool.description,
    input: tool.input,
    writes: tool.writes ?? false,
    // The SDK validated the arguments against `input` before the town sees them.
    consequential: (args) =>
      typeof consequential === 'function' ? consequential(args as z.output<z.ZodObject<Shape>>) : consequential,
    outsidePlan: tool.outsidePlan ?? false,
    run: (args, errand) => tool.run(args as z.output<z.ZodObject<Shape>>, errand),
  };
}

/** Arguments as a key: the same call gives the same key whatever the order of its fields. */
export function callKey(args: unknown): string {
  if (Array.isArray(args)) return `[${args.map(callKey).join(',')}]`;
  if (args !== null && typeof args === 'object') {
    const entries = Object.entries(args).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${callKey(value)}`).join(',')}}`;
  }
  return JSON.stringify(args) ?? 'null';
}

/** The report that freezes this passport's consequential calls, if one is unreviewed and recent. */
export function activeReport(passport: Passport, now: number) {
  return passport.reports.find((report) => !report.reviewed && now - report.at < clockfordConfig.freezeSeconds * 1000);
}

function planAllows(passport: Passport, tool: string): boolean {
  const plan = passport.plan;
  if (plan?.status !== 'approved') return true;
  const times = plan.steps.filter((step) => step === tool).length;
  return (plan.used[tool] ?? 0) < times;
}

function pass(town: Town, caller: Caller, tool: TownTool, args: Record<string, unknown>): CallToolResult {
  const passport = town.passportOf(caller);
  const now = town.clock.now();
  if (tool.writes && town.settings.mode === 'read-only') {
    throw replyAfter('clockford.tool.clerk-busy', clockfordConfig.readOnlyRetryAfterSeconds);
  }
  const report = activeReport(passport, now);
  if (report && tool.consequential(args)) throw reply('clockford.tool.frozen', { '...': report.id.slice(2) });

  const key = callKey(args);
  const standing = town.holds.forCall(passport.id, tool.name, key);
  if (standing?.status === 'waiting') throw heldReply(standing);
  if (standing?.status === 'refused') throw refusedReply(standing);
  const allowed = standing?.status === 'allowed';

  const hold: Errand['hold'] = (reason, values = {}, extra = {}) => {
    const { heldTable } = clockfordConfig;
    const mine = town.holds.waiting({ passport: passport.id });
    if (mine >= heldTable.agent) throw reply('clockford.tool.held-table-full', { N: String(mine) });
    if (passport.account !== undefined) {
      const account = town.holds.waiting({ account: passport.account });
      if (account >= heldTable.account) throw reply('clockford.tool.held-table-full-account', { N: String(account) });
    }
    const everyone = town.holds.waiting();
    if (everyone >= heldTable.town) throw reply('clockford.tool.held-table-full-town', { N: String(everyone) });
    throw heldReply(
      town.holds.create({
        passport: passport.id,
        account: passport.account,
        tool: tool.name,
        callKey: key,
        reason,
        values,
        extra,
      }),
    );
  };

  const injected = town.faults.take('clockford', 'tool-call');
  if (injected?.fault.lasts.kind === 'until-decided') {
    // Held for a person: the town's own held call carries the condition from here (a repeat returns the same hold,
    // the hall's decision stands).
    town.faults.clear('clockford', injected.entry.id);
    hold(heldReasonOf(injected.entry.id));
  }
  if (injected) throw reply(injected.entry.id, injected.values);
  if (!allowed && !tool.outsidePlan && !planAllows(passport, tool.name)) {
    const plan = passport.plan!;
    hold('off-plan', {}, { plan: { id: plan.id, steps: plan.steps } });
  }
  const result = tool.run(args, { town, caller, passport, now, tool: tool.name, allowed, hold });
  if (standing && allowed) town.holds.use(standing);
  const plan = passport.plan;
  // An allowed off-plan call goes through once and adds nothing to the plan.
  if (plan?.status === 'approved' && !tool.outsidePlan && !allowed)
    plan.used[tool.name] = (plan.used[tool.name] ?? 0) + 1;
  return result;
}

/**
 * Runs one call of `tool` for `caller`: the town's rules, then the tool, and a footstep in the
 * Archive whatever the answer (its id in `structuredContent.footstep`).
 */
export function runErrand(town: Town, caller: Caller, tool: TownTool, args: Record<string, unknown>): CallToolResult {
  let result: CallToolResult;
  let outcome = 'ok';
  try {
    result = pass(town, caller, tool, args);
  } catch (error) {
    if (!isTownReply(error)) throw error;
    result = error.result;
    outcome = error.outcome;
  }
  // The Archive could not take this footstep, so none is recorded.
  if (outcome === 'archive-failed') return result;
  const footstep = town.nextId('F-');
  town.footsteps.set(footstep, {
    id: footstep,
    passport: caller.passport,
    tool: tool.name,
    outcome,
    at: town.clock.now(),
  });
  result.structuredContent = { ...structuredOf(result), footstep };
  return result;
}
