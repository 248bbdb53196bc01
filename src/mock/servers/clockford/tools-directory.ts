/**
 * The Directory and the map: `districts`, `ask_directory` (answers about residents; a telephone
 * is private, and a reply that would carry more private details than an agent gets in a day waits
 * for its person) and `show_lot`.
 */
import * as z from 'zod';
import { clockfordConfig } from './config.ts';
import { callKey, defineTool, type TownTool } from './errand.ts';
import { answer, reply, structuredOf } from './replies.ts';
import { districts, findLot, findPlace, residents } from './town-map.ts';

const privateQuestion = /\b(?:phone|telephone|number|numbers|private|contact)\b/i;
const privateWindowMs = clockfordConfig.directory.privateDetailsWindowSeconds * 1000;

const listDistricts = defineTool({
  name: 'districts',
  description: 'List the 17 districts of Clockford and the houses in each.',
  input: z.object({}),
  outsidePlan: true,
  run: () =>
    answer(`Clockford has ${districts.length} districts.`, {
      districts: districts.map((district) => ({ name: district.name, houses: district.houses })),
    }),
});

const askDirectory = defineTool({
  name: 'ask_directory',
  description:
    'Ask the Directory about the residents of Clockford, optionally in one district or house. Telephones are private: the town gives one agent only so many a day.',
  input: z.object({
    question: z.string().min(1).max(280),
    district: z.string().max(80).optional(),
    limit: z.number().int().min(1).max(clockfordConfig.directory.limitMax).optional(),
  }),
  run: ({ question, district, limit }, errand) => {
    const place = district === undefined ? undefined : findPlace(district);
    if (district !== undefined && !place) throw reply('clockford.tool.no-district');
    const memoryKey = callKey({ question: question.trim().toLowerCase(), district: place?.district.name, limit });
    const remembered = errand.passport.directoryMemory.get(memoryKey);
    if (remembered)
      return { ...structuredClone(remembered), structuredContent: { ...structuredOf(remembered), fromMemory: true } };

    const inPlace = residents.filter((resident) => !place || resident.district === place.district.name);
    const words = question.toLowerCase().match(/[a-z]{4,}/g) ?? [];
    const matching = inPlace.filter((resident) =>
      words.some((word) => `${resident.name} ${resident.trade}`.toLowerCase().includes(word)),
    );
    const found = (matching.length > 0 ? matching : inPlace).slice(0, limit ?? clockfordConfig.directory.limitDefault);
    const wantsPrivate = privateQuestion.test(question);
    if (wantsPrivate) {
      const { passport, now } = errand;
      passport.privateDetails = passport.privateDetails.filter((at) => now - at < privateWindowMs);
      const over = passport.privateDetails.length + found.length > clockfordConfig.directory.privateDetailsPerDay;
      if (over && !errand.allowed) errand.hold('reply-gate');
      passport.privateDetails.push(...found.map(() => now));
    }
    const result = answer(`The Directory lists ${found.length} of ${inPlace.length} residents for that question.`, {
      residents: found.map((resident) => ({
        name: resident.name,
        trade: resident.trade,
        district: resident.district,
        ...(wantsPrivate ? { telephone: resident.telephone } : {}),
      })),
    });
    errand.passport.directoryMemory.set(memoryKey, structuredClone(result));
    return result;
  },
});

const showLot = defineTool({
  name: 'show_lot',
  description: `Show one lot of the town map, by number (1 to ${clockfordConfig.lots}) or by name.`,
  input: z.object({ lot: z.union([z.number().int(), z.string().min(1).max(80)]) }),
  run: ({ lot }) => {
    const found = findLot(lot);
    if (!found) throw reply('clockford.tool.no-lot', { '...': `Lots run from 1 to ${clockfordConfig.lots}.` });
    return answer(found.name ? `Lot ${found.number} is ${found.name}.` : `Lot ${found.number} is open ground.`, {
      lot: found,
    });
  },
});

/** The Directory's tools. */
export const directoryTools: TownTool[] = [listDistricts, askDirectory, showLot];
