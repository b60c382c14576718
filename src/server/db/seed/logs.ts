import type { Db } from '../client';
import { log, suchlog } from '../schema';
import { createRandom, type Random } from './random';

/** Days of history written: the 365 days the statistics show, and a month more that they must leave out. */
const HISTORY_DAYS = 395;
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 2000;

/** What visitors plausibly type into the search boxes: places of Lower Austria and kinds of property. */
const SUCHTEXTE = [
  'St. Pölten',
  'Wiener Neustadt',
  'Tulln',
  'Krems',
  'Mödling',
  'Amstetten',
  'Baden',
  'Korneuburg',
  'Gänserndorf',
  'Melk',
  'Zwettl',
  'Hollabrunn',
  'Lagerhalle',
  'Büro Tulln',
  'Gewerbegrundstück',
  'Produktionshalle',
  'Halle mit Kran',
  'Betriebsbaugebiet',
  'Grundstück 5000 m²',
  'Büro St. Pölten',
  'Logistik A1',
  'Coworking',
  'ecoplus Wirtschaftspark',
  'Werkstatt Mödling',
] as const;
const SUCHTEXT_WEIGHTS = SUCHTEXTE.map((_, i) => 1 / (i + 2));

/** Accesses per weekday, Monday first: a business portal is used on working days. */
const WEEKDAY = [1, 1.05, 1, 0.95, 0.8, 0.3, 0.25];

export interface LogSeedInput {
  /** The end of the history: rows are written for the days before this instant's calendar day. */
  now: Date;
  adminId: number;
  ownerId: number;
  /** Properties visitors can open (public or with login), most popular first after shuffling. */
  objektIds: readonly string[];
  /** The owner's favourites: added (and now and then removed again) in the history. */
  favoriten: readonly string[];
}

type LogRow = typeof log.$inferInsert;
type SuchlogRow = typeof suchlog.$inferInsert;

/** A time on the given day, weighted to office hours (UTC; Vienna is one or two hours ahead). */
function timeOn(random: Random, dayStart: number): Date {
  const hour = random.weighted(
    [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19],
    [1, 3, 6, 8, 8, 7, 5, 7, 8, 7, 5, 3, 2, 1],
  );
  return new Date(dayStart + hour * 3_600_000 + random.int(0, 3_599) * 1000);
}

/** A documentation address (RFC 5737): plausible in the table, but no one's real IP. */
const demoIp = (random: Random) => `${random.pick(['192.0.2', '198.51.100', '203.0.113'])}.${random.int(1, 254)}`;

/**
 * Builds a year of plausible accesses before `now`: property views (a few properties far more popular
 * than the rest), searches, logins of the demo users, registrations, verifications and favourites,
 * with fewer accesses at weekends and slow growth over the year. Deterministic for a given input.
 */
export function buildDemoLogs(input: LogSeedInput): { logs: LogRow[]; suchlogs: SuchlogRow[] } {
  const random = createRandom(20261001);
  const popular = random.shuffle(input.objektIds);
  const popularity = popular.map((_, i) => 1 / (i + 4));
  const today = Math.floor(input.now.getTime() / DAY_MS) * DAY_MS;
  const logs: LogRow[] = [];
  const suchlogs: SuchlogRow[] = [];
  const add = (row: Omit<LogRow, 'ip'>) => logs.push({ ...row, ip: demoIp(random) });

  for (let back = HISTORY_DAYS; back >= 1; back--) {
    const dayStart = today - back * DAY_MS;
    const weekday = (new Date(dayStart).getUTCDay() + 6) % 7;
    // Grows from about 60 % to 100 % over the year, the way a portal gains visitors.
    const level = (WEEKDAY[weekday] ?? 1) * (1 - (0.4 * back) / HISTORY_DAYS);
    const times = (mean: number) => Math.round(mean * level * random.float(0.6, 1.4));

    for (let i = times(38); i > 0; i--) {
      const objekt = random.weighted(popular, popularity);
      const userid = random.chance(0.15) ? input.ownerId : null;
      add({ logtime: timeOn(random, dayStart), action: 'objektViewed', userid, data1: objekt });
    }
    for (let i = times(13); i > 0; i--) {
      const suchtext = random.weighted(SUCHTEXTE, SUCHTEXT_WEIGHTS);
      suchlogs.push({
        logtime: timeOn(random, dayStart),
        suchtext,
        logtype: random.chance(0.4) ? 'start' : 'standortsuche',
      });
    }
    for (let i = times(3); i > 0; i--) {
      const userid = random.chance(0.4) ? input.adminId : input.ownerId;
      const at = timeOn(random, dayStart);
      add({ logtime: at, action: 'login', userid });
      if (random.chance(0.5))
        add({ logtime: new Date(at.getTime() + random.int(5, 90) * 60_000), action: 'logout', userid });
    }
    if (random.chance(0.08 * level)) {
      add({
        logtime: timeOn(random, dayStart),
        action: 'loginFailed',
        userid: null,
        data1: 'eigentuemer@standortportal.at',
        data2: 'incorrectEmailOrPassword',
      });
    }
    // The demo holds three accounts only; the others who registered are not part of it, so no user id.
    for (let i = times(0.9); i > 0; i--) {
      const at = timeOn(random, dayStart);
      add({ logtime: at, action: 'register', userid: null });
      if (random.chance(0.75))
        add({ logtime: new Date(at.getTime() + random.int(2, 60) * 60_000), action: 'verify', userid: null });
    }
    for (let i = times(1.2); i > 0; i--) {
      const objekt =
        random.chance(0.5) && input.favoriten.length
          ? random.pick(input.favoriten)
          : random.weighted(popular, popularity);
      const at = timeOn(random, dayStart);
      add({ logtime: at, action: 'favoriteAdded', userid: input.ownerId, data1: objekt });
      if (random.chance(0.2))
        add({
          logtime: new Date(at.getTime() + 86_400_000 * random.int(1, 20)),
          action: 'favoriteRemoved',
          userid: input.ownerId,
          data1: objekt,
        });
    }
  }
  // Removals scheduled after the last day would lie in the future.
  return { logs: logs.filter((l) => (l.logtime as Date).getTime() < today), suchlogs };
}

/** Inserts {@link buildDemoLogs} in short batches (PGlite has one connection; no long transaction). */
export async function seedLogs(db: Db, input: LogSeedInput): Promise<{ logs: number; suchlogs: number }> {
  const { logs, suchlogs } = buildDemoLogs(input);
  for (let i = 0; i < logs.length; i += BATCH) await db.insert(log).values(logs.slice(i, i + BATCH));
  for (let i = 0; i < suchlogs.length; i += BATCH) await db.insert(suchlog).values(suchlogs.slice(i, i + BATCH));
  return { logs: logs.length, suchlogs: suchlogs.length };
}
