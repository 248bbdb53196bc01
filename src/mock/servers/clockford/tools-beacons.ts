/**
 * Beacons: a question lit for the town to answer. A beacon burns for an hour or until it has
 * its answers; an account keeps 2 lit at once; its owner may put it out.
 */
import * as z from 'zod';
import { clockfordLimit } from './config.ts';
import { defineTool, type TownTool } from './errand.ts';
import { answer, reply } from './replies.ts';
import type { Beacon } from './town-state.ts';
import { checkPublicWords } from './words.ts';

const isLit = (beacon: Beacon, now: number): boolean =>
  !beacon.out &&
  now - beacon.litAt < clockfordLimit('beacon-lifetime') * 1000 &&
  beacon.answers.length < clockfordLimit('beacon-answers');

const lightBeacon = defineTool({
  name: 'light_beacon',
  description: `Light a beacon: a question for the town (${clockfordLimit('beacon-question')} characters), lit for an hour; ${clockfordLimit('beacons-lit')} lit per account.`,
  input: z.object({ question: z.string().min(1).max(clockfordLimit('beacon-question')) }),
  writes: true,
  consequential: true,
  run: ({ question }, { town, passport, now }) => {
    checkPublicWords(question);
    const owner = passport.account ?? passport.id;
    const lit = [...town.beacons.values()].filter(
      (beacon) => (beacon.account ?? beacon.litBy) === owner && isLit(beacon, now),
    );
    if (lit.length >= clockfordLimit('beacons-lit')) throw reply('clockford.tool.beacons-lit');
    const beacon: Beacon = {
      tracking: town.nextId('B-'),
      litBy: passport.id,
      account: passport.account,
      question,
      litAt: now,
      answers: [],
      out: false,
    };
    town.beacons.set(beacon.tracking, beacon);
    return answer(`Beacon ${beacon.tracking} is lit for an hour.`, { beacon: beacon.tracking });
  },
});

const answerBeacon = defineTool({
  name: 'answer_beacon',
  description: `Answer a lit beacon (${clockfordLimit('beacon-answer')} characters; a beacon takes ${clockfordLimit('beacon-answers')} answers).`,
  input: z.object({
    tracking: z.string().min(1).max(40),
    answer: z.string().min(1).max(clockfordLimit('beacon-answer')),
  }),
  writes: true,
  consequential: true,
  run: ({ tracking, answer: text }, { town, passport, now }) => {
    const beacon = town.beacons.get(tracking);
    if (!beacon) throw reply('clockford.tool.not-found-tracking');
    if (!isLit(beacon, now)) throw reply('clockford.tool.beacon-not-lit');
    checkPublicWords(text);
    beacon.answers.push({ passport: passport.id, answer: text });
    return answer(`Your answer is on ${beacon.tracking}.`, { beacon: beacon.tracking, answers: beacon.answers.length });
  },
});

const dismissBeacon = defineTool({
  name: 'dismiss_beacon',
  description: 'Put out one of your own beacons.',
  input: z.object({ tracking: z.string().min(1).max(40) }),
  writes: true,
  run: ({ tracking }, { town, passport }) => {
    const beacon = town.beacons.get(tracking);
    const owner = passport.account ?? passport.id;
    // Another's beacon and no beacon at all get the same reply on purpose.
    if (!beacon || (beacon.account ?? beacon.litBy) !== owner) throw reply('clockford.tool.not-found-yours');
    beacon.out = true;
    return answer(`Beacon ${beacon.tracking} is out.`, { beacon: beacon.tracking });
  },
});

/** The beacon tools. */
export const beaconTools: TownTool[] = [lightBeacon, answerBeacon, dismissBeacon];
