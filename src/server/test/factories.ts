import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { isAdminLevel } from '../../shared/domain/account';
import { STATUS, type Status } from '../../shared/domain/objekt';
import type { FmMatrixInputForm } from '../../shared/schemas/admin-foerderung';
import type { GlossarInputForm } from '../../shared/schemas/admin-glossar';
import type { KampagneInputValues } from '../../shared/schemas/admin-kampagne';
import { objektInputSchema } from '../../shared/schemas/objekt-input';
import type { Db } from '../db/client';
import { objekt, objektbild, users } from '../db/schema';
import { objektColumns, replaceObjektLists } from '../objekt/write-queries';
import { cleanOwnerTexts } from '../objekt/write-service';
import { createSession, SESSION_COOKIE } from '../plugins/session';
import { enrolTwoFactor } from './two-factor';

/**
 * Creates a verified user with the given level (1 = registered, 9 = administrator). Administrators come
 * with two-factor sign-in (TEST_ADMIN_TOTP_SECRET), as the admin guard requires; pass
 * `totp_enabled_at: null` for one who has not set it up.
 */
export async function createUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const email = overrides.email ?? `user-${randomBytes(4).toString('hex')}@example.test`;
  const [user] = await db
    .insert(users)
    .values({ username: email, email, password_hash: 'not-a-login', verified_at: new Date(), ...overrides })
    .returning();
  if (!user) throw new Error('user not created');
  if (isAdminLevel(user.userlevel) && overrides.totp_enabled_at === undefined) {
    await enrolTwoFactor(db, user.id);
    const [enrolled] = await db.select().from(users).where(eq(users.id, user.id));
    return enrolled ?? user;
  }
  return user;
}

/** A session cookie header for a user, as the browser would send it after login. */
export async function sessionCookie(db: Db, userId: number): Promise<string> {
  return `${SESSION_COOKIE}=${await createSession(db, userId)}`;
}

/** A session cookie for the seeded user with this username. */
export async function cookieFor(db: Db, username: string): Promise<string> {
  const [user] = await db.select().from(users).where(eq(users.username, username));
  if (!user) throw new Error(`no seeded user ${username}`);
  return sessionCookie(db, user.id);
}

/** A complete, valid editor input for a plot near St. Pölten; override fields to test single rules. */
export function objektInput(overrides: Record<string, unknown> = {}) {
  return {
    objektart: 180620000,
    objektname: 'Betriebsgrundstück am Wirtschaftspark',
    objektname2: null,
    strasse: 'Industriestraße 12',
    plz: '3100',
    ort: 'St. Pölten',
    bezirk: '302',
    lageerreichbarkeit: 'Direkt an der B1, 3 km zur A1.',
    detailbeschreibung: 'Ebenes Grundstück.\nVoll aufgeschlossen.',
    internebeschreibung: null,
    kontakte: 'Anna Berger, +43 2742 12345',
    flaechenbezeichnung: 'Baufeld A',
    flaecheinqm: 12000,
    istteilbar: true,
    kleinsteflaecheinqm: 4000,
    hallenhoehe: null,
    istkaufobjekt: true,
    istmietobjekt: false,
    kaufpreis: 720000,
    kaufpreisproqm: 60,
    mietpreis: null,
    mietpreisproqm: null,
    grundstuecke: ['123/4'],
    tags: [],
    standortbeschreibung: [31, 50],
    widmungen: ['BB'],
    technischeinfrastruktur: [1, 13],
    verkehrsinfrastruktur: [{ type: 1, connection: 'A1 West Autobahn', distance: 3 }],
    standort: 'POINT(15.63 48.2)',
    polygon: 'POLYGON((15.629 48.1995,15.631 48.1995,15.631 48.2005,15.629 48.2005,15.629 48.1995))',
    uebersetzung: {
      objektname_en: 'Business plot at the business park',
      detailbeschreibung_en: 'Level plot, fully serviced.',
      lageerreichbarkeit_en: 'Right on the B1, 3 km to the A1.',
    },
    ...overrides,
  };
}

/**
 * Inserts a property straight into the database (faster than the editor's PUT, and in any status) with
 * one image row, and marks the cached object lists stale as a write through the API would.
 */
/** The object number createObjekt gives an object. */
export const objektnummerOf = (id: string) => `TEST-${id.slice(0, 8)}`;

export async function createObjekt(
  db: Db,
  options: { owner: number | null; status?: Status; istabgelaufen?: boolean; overrides?: Record<string, unknown> },
) {
  const id = randomUUID();
  const msid = `test-${id}`;
  // Stored as the API stores an owner's input: texts cleaned, line breaks as <br>.
  const input = cleanOwnerTexts(objektInputSchema.parse(objektInput(options.overrides)));
  await db.transaction(async (tx) => {
    await tx.insert(objekt).values({
      id,
      msid,
      status: options.status ?? STATUS.OHNE_LOGIN,
      istabgelaufen: options.istabgelaufen ?? false,
      objektnummer: objektnummerOf(id),
      owner: options.owner,
      ...objektColumns(input),
    });
    await replaceObjektLists(tx, id, msid, input);
    await tx.insert(objektbild).values({
      msid: `test-bild-${id}`,
      objekt: id,
      mimetype: 'image/webp',
      crmfilename: 'foto.png',
      s3filename: `${randomUUID()}.webp`,
      width: 800,
      height: 500,
    });
  });
  return { id, bild: `test-bild-${id}` };
}

/** A complete profile as the account page sends it. */
export const profileInput = () => ({
  title: 'Mag.',
  firstName: 'Maria',
  lastName: 'Muster',
  companyName: 'Muster GmbH',
  address: 'Hauptplatz 1',
  postalCode: '3100',
  city: 'St. Pölten',
  country: 'Österreich',
  phone: '+43 2742 1',
  mobile: null,
  contactPerson: null,
  newsletterConsent: false,
  informationConsent: false,
  interestLocationSearch: true,
  interestFunding: false,
  isPropertyOwner: true,
});

/** A small PNG, as a browser would upload a photo. */
export const pngImage = () =>
  sharp({ create: { width: 800, height: 500, channels: 3, background: '#1c7ed6' } })
    .png()
    .toBuffer();

/**
 * A 12-megapixel JPEG like a camera's (4000 × 3000, noise that resists compression: 6–9 MiB), the heaviest
 * photo an owner uploads.
 */
export const cameraPhoto = (quality: number) =>
  sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality })
    .toBuffer();

/** A complete, valid glossary entry; override fields to test single rules. */
export const glossarInput = (overrides: Partial<GlossarInputForm> = {}): GlossarInputForm => ({
  titel_de: 'Testbegriff',
  titel_en: 'Test term',
  beschreibung_de: '<p>Ein Begriff für Tests.</p>',
  beschreibung_en: '<p>A term for tests.</p>',
  link: 'https://www.example.at/begriff',
  keywords_de: ['Test', 'Prüfung', 'Test'],
  keywords_en: ['test'],
  generiert: false,
  sieheauch: [],
  ...overrides,
});

/** A complete, valid funding programme; override fields to test single rules. */
export const fmMatrixInput = (overrides: Partial<FmMatrixInputForm> = {}): FmMatrixInputForm => ({
  name_de: 'Testförderung',
  name_en: 'Test funding',
  foerderstelle: 'Austria Wirtschaftsservice (aws)',
  foerderstelleid: 'aws',
  zielgruppe_de: 'Kleine und mittlere Unternehmen',
  zielgruppe_en: 'Small and medium-sized enterprises',
  kurzbeschreibung_de: 'Zuschuss für Investitionen.',
  kurzbeschreibung_en: 'Grant for investments.',
  detailbeschreibung_de: '<p>Details zur Förderung.</p>',
  detailbeschreibung_en: '<p>Details of the programme.</p>',
  investitionenvon: 10_000,
  investitionenbis: 500_000,
  unternehmensgroessen: ['klein', 'mittel'],
  vorhaben: ['investition'],
  foerderarten: ['zuschuss', 'zuschuss'],
  schwerpunkte: ['wachstum'],
  sortierung: 5,
  url: 'https://www.aws.at',
  ...overrides,
});

/** The stylejson text of a WMS layer. */
export const wmsStyle = (layer: string) =>
  JSON.stringify({ type: 'wms', url: 'https://sdi.noe.gv.at/wms', params: { LAYERS: layer } });

/** A complete, valid map layer as the admin form sends it. */
export const karteInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Test-Ebene',
  gruppe: 'overlay',
  reihenfolge: 50,
  stylejson: wmsStyle('OGD:TEST'),
  legendUrl: '',
  adminsOnly: false,
  ...overrides,
});

/** A complete, valid URL-management entry. */
export const slugInput = (overrides: Record<string, unknown> = {}) => ({
  slug: 'testkurz',
  path: '/de/foerderkompass',
  title: 'Testtitel Förderkompass',
  description: 'Eine Test-Beschreibung.',
  ...overrides,
});

/** A complete campaign with every field away from its default; `bild` must be in its pool (or ''). */
export function kampagneInput(objekte: string[], bild: string): KampagneInputValues {
  const input: Record<string, unknown> = {
    aktiv: true,
    titelseite: true,
    reihenfolge: 7,
    seitenhintergrund: bild,
    header: 'Testkampagne Wirtschaftsparks',
    headersub: 'Alles über Parks',
    textdetail: '<p>Intro <strong>fett</strong></p>',
    objekte,
    objekticon: '/img/icons/marker-kampagne.png',
    modultitel: 0,
    modulwissen: 0,
    modulsort: '6,D,N,V,5,4,3,2,1,K',
    modul0anzeige: false,
    modul0textposition: 'links',
    modul0bildbreite: 1,
    veranstaltungentext: '<p>Termine</p>',
    veranstaltungenanzeige: true,
    newstext: '<p>Neuigkeiten</p>',
    newsanzeige: true,
    downloadsanzeige: true,
    routerurl: `Test_Kampagne_${randomBytes(4).toString('hex')}`,
    metatitle: 'Meta-Titel der Testkampagne',
    metadescription: 'Meta-Beschreibung der Testkampagne',
  };
  for (const n of [1, 2, 3, 4, 5, 6]) {
    input[`modul${n}text`] = `<p>Modul ${n}</p>`;
    input[`modul${n}bild`] = n % 2 ? bild : null;
    input[`modul${n}typ`] = n % 2 ? 'bildtext' : 'text';
    input[`modul${n}anzeige`] = n !== 6;
    input[`modul${n}bildbreite`] = n % 3;
  }
  return input as KampagneInputValues;
}
