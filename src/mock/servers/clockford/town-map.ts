/**
 * The town's fixed places and people: 17 districts with their houses, the residents the
 * Directory knows (a trade anyone may ask about, a telephone that is private), and the lots.
 */
import { clockfordConfig } from './config.ts';

/** A district and the houses in it. */
export interface District {
  name: string;
  houses: string[];
}

/** A resident as the Directory knows them; `telephone` is a private detail. */
export interface Resident {
  name: string;
  trade: string;
  district: string;
  telephone: string;
}

export const districts: readonly District[] = [
  { name: 'Quay', houses: ['Net Loft', 'Tide House'] },
  { name: 'Market Square', houses: ['Corn Exchange', 'Fish Hall'] },
  { name: 'Clockwork Row', houses: ['Escapement House', 'Mainspring Works'] },
  { name: 'Switchboard', houses: ['Notice Board', 'Channel Room'] },
  { name: 'Post Office', houses: ['Sorting Room', 'Box Hall'] },
  { name: 'Archive', houses: ['Footstep Vault'] },
  { name: 'Hall', houses: ['Gallery'] },
  { name: 'Harbour', houses: ['Safe Harbour', 'Boat Shed'] },
  { name: 'Directory', houses: ['Reading Room'] },
  { name: "Lamplighters' Lane", houses: ['Oil Store', 'Wick House'] },
  { name: 'Mill Race', houses: ['Flour Mill', 'Sluice Cottage'] },
  { name: 'Orchard End', houses: ['Cider Barn', 'Pear Cottage'] },
  { name: 'Bell Tower', houses: ['Ringing Chamber'] },
  { name: 'Guildhall', houses: ['Weights Office', 'Ledger Room'] },
  { name: 'Parcel Yard', houses: ['Depot', 'Weighbridge'] },
  { name: 'Beacon Hill', houses: ['Fire Stand', 'Watch Hut'] },
  { name: 'Ward', houses: ['Quiet Room'] },
];

const trades = [
  ['Ada Finch', 'clockmaker', 'Clockwork Row'],
  ['Barnaby Cole', 'clockmaker', 'Clockwork Row'],
  ['Cressida Moor', 'watch repairer', 'Clockwork Row'],
  ['Dunstan Reed', 'fishmonger', 'Market Square'],
  ['Edith Parry', 'baker', 'Market Square'],
  ['Fennel Ash', 'greengrocer', 'Market Square'],
  ['Gideon Hale', 'boatwright', 'Harbour'],
  ['Hester Wren', 'net mender', 'Quay'],
  ['Ivo Marsh', 'ferryman', 'Quay'],
  ['Juniper Lark', 'lamplighter', "Lamplighters' Lane"],
  ['Kit Tallow', 'chandler', "Lamplighters' Lane"],
  ['Linnet Gray', 'miller', 'Mill Race'],
  ['Mabel Sluice', 'millwright', 'Mill Race'],
  ['Nye Pippin', 'cider maker', 'Orchard End'],
  ['Orla Quince', 'orchard keeper', 'Orchard End'],
  ['Piers Ringer', 'bell ringer', 'Bell Tower'],
  ['Quentin Ledger', 'weights inspector', 'Guildhall'],
  ['Rosalind Cope', 'scrivener', 'Guildhall'],
  ['Silas Carter', 'carrier', 'Parcel Yard'],
  ['Tamsin Dray', 'carrier', 'Parcel Yard'],
  ['Ulric Watch', 'beacon keeper', 'Beacon Hill'],
  ['Vesper Nightingale', 'sorter', 'Post Office'],
  ['Wilfred Stamp', 'sorter', 'Post Office'],
  ['Yarrow Page', 'reading room keeper', 'Directory'],
] as const;

export const residents: readonly Resident[] = trades.map(([name, trade, district], index) => ({
  name,
  trade,
  district,
  telephone: `0147 ${String(210 + index * 7).padStart(3, '0')} ${String(100 + index * 13).slice(-3)}`,
}));

const normal = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** The district a name means: the district itself, or the district of a house by that name. */
export function findPlace(name: string): { district: District; house?: string } | undefined {
  const wanted = normal(name);
  for (const district of districts) {
    if (normal(district.name) === wanted || normal(`the ${district.name}`) === wanted) return { district };
    const house = district.houses.find((candidate) => normal(candidate) === wanted);
    if (house) return { district, house };
  }
  return undefined;
}

/** Named lots; every number from 1 to `clockfordConfig.lots` is a lot. */
const namedLots: Record<string, number> = {
  'clock house': 1,
  'the old forge': 7,
  'lamp yard': 12,
  'mill plot': 40,
  'orchard strip': 77,
};

/** The lot a number or name means, or `undefined`. */
export function findLot(lot: number | string): { number: number; name?: string } | undefined {
  if (typeof lot === 'string' && !/^\d+$/.test(lot.trim())) {
    const named = namedLots[normal(lot)];
    return named === undefined ? undefined : { number: named, name: normal(lot) };
  }
  const number = Number(lot);
  if (!Number.isInteger(number) || number < 1 || number > clockfordConfig.lots) return undefined;
  const name = Object.entries(namedLots).find(([, candidate]) => candidate === number)?.[0];
  return name === undefined ? { number } : { number, name };
}
