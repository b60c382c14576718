import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { kampagne, kampagneObjekt } from '../schema';
import { renderSeedImage, type SeedImageKind, writeImageDerivatives } from './images';
import { hashString } from './random';

/**
 * Know-how articles (kampagne rows) of the demo data. Content is German only (spec 1). Image and PDF
 * file names are stored whether or not `images` is set, so the data is the same either way; with
 * `images` the files are also written to DATA_DIR (bilder/{size}/… and dokumente/…).
 */

type ModulTyp = 'bild' | 'bildtext' | 'textbild' | 'text';

interface Modul {
  typ: ModulTyp;
  /** HTML; empty for a pure image module. */
  text?: string;
  /** Caption rendered into the illustration (only for types with an image). */
  bildtitel?: string;
  bildbreite?: 1 | 2;
}

interface Artikel {
  routerurl: string;
  header: string;
  headersub: string;
  textdetail: string;
  metatitle: string;
  metadescription: string;
  /** What the illustrations show. */
  bildart: SeedImageKind;
  module: readonly Modul[];
  modulsort?: string;
  modul0textposition?: 'oben' | 'unten' | 'links' | 'rechts';
  modul0bildbreite?: 1 | 2;
  veranstaltungen?: string;
  news?: string;
  /** Downloads: readable file name (stored as `<datei>-<32 hex>.pdf`) and the title printed in the PDF. */
  downloads?: readonly { datei: string; titel: string }[];
  /** Position in the home carousel (titelseite), 1 = first. */
  titelseite?: number;
  aktiv?: false;
  /** How many properties to link (2–5), taken deterministically from opts.objektIds. */
  objekte?: number;
}

const OBJEKTICON = '/img/icons/marker-kampagne.png';

const ARTIKEL: readonly Artikel[] = [
  {
    routerurl: 'RE-USE_Brachflaechenrecycling',
    header: 'RE-USE: Brachflächen neu nutzen',
    headersub: 'Wie aus alten Betriebsarealen wieder gefragte Standorte werden',
    textdetail:
      '<p>In vielen Gemeinden Niederösterreichs stehen ehemalige Fabriken, Lagerhallen oder Kasernen leer. Diese Brachflächen sind bereits erschlossen, liegen oft zentral und haben meist eine Bahn- oder Straßenanbindung. Ihre Wiedernutzung spart wertvollen Boden und kann für Betriebe schneller und günstiger sein als ein Neubau auf der grünen Wiese.</p><p>Mit der Initiative RE-USE unterstützt ecoplus Eigentümerinnen, Gemeinden und Investoren dabei, solche Flächen zu erfassen, zu bewerten und wieder in Nutzung zu bringen.</p>',
    metatitle: 'RE-USE Brachflächenrecycling in Niederösterreich',
    metadescription:
      'Brachflächen und leerstehende Betriebsareale in Niederösterreich neu nutzen: Schritte, Altlastenprüfung, Widmung, Förderungen und Unterstützung durch ecoplus.',
    bildart: 'gewerbe',
    modulsort: 'K,1,2,3,D,4,V,N,5,6',
    module: [
      {
        typ: 'textbild',
        bildtitel: 'Vom Altstandort zum Betriebsgebiet',
        text: '<h3>Warum Brachflächenrecycling?</h3><p>Jeder Hektar, der auf einer Brachfläche genutzt wird, muss nicht auf Acker oder Wiese neu versiegelt werden. Dazu kommen handfeste Vorteile für Unternehmen:</p><ul><li>Straße, Kanal, Wasser und Strom sind meist schon vorhanden.</li><li>Die Widmung als Bauland-Betriebs- oder Industriegebiet besteht häufig weiterhin.</li><li>Bestehende Hallen lassen sich oft mit überschaubarem Aufwand sanieren.</li><li>Zentrale Lagen erleichtern Mitarbeitenden die Anreise mit öffentlichen Verkehrsmitteln.</li></ul>',
      },
      {
        typ: 'text',
        text: '<h3>Schritt für Schritt zur Nachnutzung</h3><ul><li><strong>Erfassen:</strong> Lage, Größe, Eigentumsverhältnisse und Widmung klären; der Grundbuchsauszug zeigt Lasten und Dienstbarkeiten.</li><li><strong>Altlasten prüfen:</strong> Im Verdachtsflächenkataster und im Altlastenatlas des Umweltbundesamts nachsehen; bei Verdacht eine orientierende Untersuchung beauftragen.</li><li><strong>Bausubstanz bewerten:</strong> Statik, Dach, Brandschutz und Haustechnik durch Fachleute begutachten lassen.</li><li><strong>Nutzung festlegen:</strong> Passt die Widmung? Sind eine Nutzungsänderung oder eine Betriebsanlagengenehmigung nötig?</li><li><strong>Finanzieren:</strong> Förderungen für Sanierung, Energieeffizienz und Investitionen kombinieren.</li></ul>',
      },
      {
        typ: 'bildtext',
        bildtitel: 'Zwischennutzung',
        text: '<h3>Zwischennutzung als Türöffner</h3><p>Nicht jede Brachfläche findet sofort einen langfristigen Nutzer. Zwischennutzungen durch Start-ups, Handwerksbetriebe, Lager oder Kulturinitiativen halten Gebäude in Schuss, machen den Standort bekannt und bringen Einnahmen. Wichtig sind klare Verträge über Dauer, Haftung und Betriebskosten.</p>',
      },
      {
        typ: 'text',
        text: '<h3>Unterstützung durch ecoplus</h3><p>Das Investorenservice von ecoplus nimmt geeignete Brachflächen in die Standortdatenbank auf, vermittelt Interessenten und bringt Gemeinde, Eigentümer und Behörden an einen Tisch. Auf der Karte in der Standortsuche sind Objekte mit dem Merkmal »Brachfläche« gekennzeichnet.</p>',
      },
    ],
    veranstaltungen:
      '<p>Das Investorenservice stellt RE-USE regelmäßig bei Gemeindeveranstaltungen und Regionalforen vor. Gemeinden mit leerstehenden Betriebsarealen können einen Beratungstermin vereinbaren.</p>',
    news: '<p>Neu in der Standortsuche: Objekte auf Brachflächen lassen sich über das Merkmal »Brachfläche« und »Keine zusätzliche Bodenversiegelung« gezielt finden.</p>',
    downloads: [
      { datei: 'Leitfaden_Brachflaechenrecycling', titel: 'Leitfaden Brachflächenrecycling' },
      { datei: 'Checkliste_Altlasten_und_Bausubstanz', titel: 'Checkliste Altlasten und Bausubstanz' },
    ],
    titelseite: 1,
    objekte: 4,
  },
  {
    routerurl: 'Flaechenwidmung_verstehen',
    header: 'Flächenwidmung verstehen',
    headersub: 'Was BB, BI und BK bedeuten und warum die Widmung über Ihr Projekt entscheidet',
    textdetail:
      '<p>Bevor ein Betrieb ein Grundstück kauft oder eine Halle mietet, sollte eine Frage geklärt sein: Ist die geplante Nutzung dort überhaupt zulässig? Die Antwort steht im Flächenwidmungsplan der Gemeinde. Dieser Beitrag erklärt die wichtigsten Widmungsarten für Betriebe und zeigt, wo Sie die Widmung nachsehen können.</p>',
    metatitle: 'Flächenwidmung verstehen – Widmungsarten für Betriebe in Niederösterreich',
    metadescription:
      'Bauland-Betriebsgebiet, Industriegebiet, Kerngebiet: Welche Widmung passt zu welchem Betrieb, wo finde ich den Flächenwidmungsplan und wie läuft eine Umwidmung?',
    bildart: 'grundstueck',
    modul0textposition: 'links',
    module: [
      {
        typ: 'text',
        text: '<h3>Die wichtigsten Widmungen für Betriebe</h3><ul><li><strong>Bauland-Betriebsgebiet (BB):</strong> Gewerbe, Handwerk, Lager und Büros ohne übermäßige Emissionen.</li><li><strong>Bauland-Industriegebiet (BI):</strong> Betriebe mit höherem Lärm-, Geruchs- oder Verkehrsaufkommen.</li><li><strong>Bauland-Kerngebiet (BK):</strong> Ortszentren mit Handel, Dienstleistung, Gastronomie und Wohnen.</li><li><strong>Bauland-Agrargebiet (BA):</strong> Landwirtschaft und dazu passende Kleinbetriebe.</li><li><strong>Bauland-Sondergebiet (BS):</strong> genau festgelegte Zwecke wie Einkaufszentrum oder Forschung.</li></ul>',
      },
      {
        typ: 'bildtext',
        bildtitel: 'Flächenwidmungsplan',
        text: '<h3>Wo finde ich die Widmung?</h3><p>Der NÖ Atlas des Landes zeigt die Flächenwidmung aller Gemeinden als Kartenebene. Verbindlich ist der bei der Gemeinde aufliegende Plan. Achten Sie auch auf Zusätze wie Aufschließungszonen, Befristungen oder Hinweise auf Hochwasserabflussbereiche. In der Standortsuche dieses Portals können Sie die Widmungsebene direkt einblenden.</p>',
      },
      {
        typ: 'textbild',
        bildtitel: 'Umwidmung',
        bildbreite: 1,
        text: '<h3>Wenn die Widmung nicht passt</h3><p>Eine Umwidmung ist möglich, braucht aber Zeit: Die Gemeinde ändert ihr örtliches Raumordnungsprogramm, legt den Entwurf öffentlich auf, holt Stellungnahmen ein und lässt die Änderung vom Land genehmigen. Rechnen Sie mit mehreren Monaten. Sprechen Sie frühzeitig mit der Gemeinde und prüfen Sie, ob ein bereits passend gewidmetes Grundstück schneller zum Ziel führt.</p>',
      },
      {
        typ: 'text',
        text: '<h3>Bebauungsplan nicht vergessen</h3><p>Neben der Widmung regelt der Bebauungsplan, wie hoch, wie dicht und in welcher Anordnung gebaut werden darf. Für Hallen sind Bauklasse beziehungsweise maximale Gebäudehöhe, Bebauungsdichte und Baufluchtlinien entscheidend. Das Glossar erklärt die Begriffe im Detail.</p>',
      },
    ],
    downloads: [{ datei: 'Uebersicht_Widmungsarten_NOE', titel: 'Übersicht Widmungsarten in Niederösterreich' }],
    titelseite: 2,
  },
  {
    routerurl: 'Betriebsanlagengenehmigung',
    header: 'Betriebsanlagengenehmigung',
    headersub: 'Gut vorbereitet zum Bescheid',
    textdetail:
      '<p>Wer eine gewerbliche Betriebsanlage errichtet, erweitert oder wesentlich ändert, braucht in vielen Fällen eine Genehmigung nach der Gewerbeordnung. Zuständig ist in Niederösterreich meist die Bezirkshauptmannschaft, in Statutarstädten der Magistrat. Mit vollständigen Unterlagen und einem frühen Gespräch mit der Behörde lässt sich das Verfahren deutlich beschleunigen.</p>',
    metatitle: 'Betriebsanlagengenehmigung in Niederösterreich – Ablauf und Unterlagen',
    metadescription:
      'Wann eine Betriebsanlagengenehmigung nötig ist, welche Unterlagen die Behörde braucht und wie Projektsprechtage das Verfahren beschleunigen.',
    bildart: 'gewerbe',
    module: [
      {
        typ: 'text',
        text: '<h3>Wann brauche ich eine Genehmigung?</h3><p>Genehmigungspflichtig sind Anlagen, die Leben oder Gesundheit gefährden, Nachbarn durch Lärm, Geruch, Staub oder Erschütterung belästigen oder den Verkehr wesentlich beeinträchtigen könnten. Für Anlagen mit geringem Gefährdungspotenzial gibt es ein vereinfachtes Verfahren; manche Kleinanlagen sind ganz genehmigungsfrei. Zusätzlich kann eine Baubewilligung der Gemeinde erforderlich sein.</p>',
      },
      {
        typ: 'textbild',
        bildtitel: 'Einreichunterlagen',
        text: '<h3>Typische Einreichunterlagen</h3><ul><li>Betriebsbeschreibung mit Betriebszeiten, Tätigkeiten und Mitarbeitendenzahl</li><li>Pläne und Lageplan mit Nachbargrundstücken</li><li>Maschinen- und Anlagenliste</li><li>Angaben zu Emissionen, Lüftung, Abwasser und Abfall</li><li>Brandschutz- und Fluchtwegkonzept</li><li>bei Bedarf Lärm- oder Luftgutachten</li></ul>',
      },
      {
        typ: 'text',
        text: '<h3>Tipps für ein zügiges Verfahren</h3><ul><li>Nutzen Sie die Projektsprechtage der Bezirkshauptmannschaft, bevor Sie einreichen.</li><li>Informieren Sie die Nachbarschaft früh; das vermeidet Einwendungen.</li><li>Planen Sie Auflagen wie Lärmschutz oder Löschwasser von Anfang an ein.</li><li>Das Investorenservice von ecoplus koordiniert bei Ansiedlungen die Abstimmung mit Gemeinde und Behörde.</li></ul>',
      },
    ],
    downloads: [{ datei: 'Checkliste_Betriebsanlagengenehmigung', titel: 'Checkliste Betriebsanlagengenehmigung' }],
  },
  {
    routerurl: 'Wirtschaftsparks',
    header: 'Wirtschaftsparks in Niederösterreich',
    headersub: 'Erschlossene Flächen und Service aus einer Hand',
    textdetail:
      '<p>ecoplus entwickelt und betreibt Wirtschaftsparks in allen Regionen Niederösterreichs, vom Industriezentrum NÖ-Süd bei Wiener Neudorf bis zu spezialisierten Parks an den Technopolen. Unternehmen finden dort gewidmete, erschlossene Grundstücke und Hallen und werden von der ersten Anfrage bis nach der Ansiedlung begleitet.</p>',
    metatitle: 'ecoplus Wirtschaftsparks – Betriebsflächen in Niederösterreich',
    metadescription:
      'Gewidmete und erschlossene Betriebsgrundstücke in den ecoplus Wirtschaftsparks: Vorteile, Infrastruktur, Parkmanagement und Ansprechpartner.',
    bildart: 'gewerbe',
    module: [
      {
        typ: 'bildtext',
        bildtitel: 'Wirtschaftspark',
        text: '<h3>Was ein Wirtschaftspark bietet</h3><ul><li>Gewidmete und voll erschlossene Flächen, oft sofort bebaubar</li><li>Anbindung an Autobahn, Schnellstraße und vielfach an die Bahn</li><li>Glasfaser und leistungsfähige Energieversorgung</li><li>Kauf, Baurecht oder Miete von Hallen und Büros</li><li>Parkmanagement als Ansprechpartner vor Ort</li></ul>',
      },
      {
        typ: 'text',
        text: '<h3>Ansiedeln mit Begleitung</h3><p>Das Team von ecoplus klärt mit Ihnen den Flächenbedarf, zeigt passende Grundstücke, stellt den Kontakt zur Gemeinde her und unterstützt bei Behördenverfahren und Förderanträgen. Nach der Ansiedlung vernetzt das Parkmanagement die Betriebe untereinander, etwa bei Kinderbetreuung, Mobilität oder gemeinsamer Energieversorgung.</p>',
      },
      {
        typ: 'bild',
        bildtitel: 'Betriebsflächen mit Zukunft',
      },
    ],
    modul0textposition: 'rechts',
    titelseite: 3,
    objekte: 5,
  },
  {
    routerurl: 'Breitband_Glasfaser',
    header: 'Breitband und Glasfaser',
    headersub: 'Schnelles Internet als Standortfaktor',
    textdetail:
      '<p>Cloud-Anwendungen, vernetzte Maschinen und Videokonferenzen brauchen stabile und symmetrische Bandbreiten. Für viele Betriebe ist ein Glasfaseranschluss deshalb genauso wichtig wie die Straßenanbindung. Niederösterreich baut offene Glasfasernetze aus und bindet Betriebsgebiete bevorzugt an.</p>',
    metatitle: 'Breitband und Glasfaser für Betriebe in Niederösterreich',
    metadescription:
      'Warum Glasfaser für Betriebe zählt, wie offene Netze funktionieren und worauf Sie bei der Standortsuche achten sollten.',
    bildart: 'buero',
    module: [
      {
        typ: 'text',
        text: '<h3>Worauf Sie achten sollten</h3><ul><li><strong>Glasfaser bis ins Gebäude</strong> (FTTB/FTTH) statt Kupfer auf der letzten Meile</li><li><strong>Symmetrische Bandbreiten</strong> für Uploads, Backups und Videokonferenzen</li><li><strong>Service-Level-Vereinbarungen</strong> mit garantierten Entstörzeiten</li><li><strong>Redundanz</strong> durch einen zweiten Anschluss oder Mobilfunk-Backup</li></ul>',
      },
      {
        typ: 'textbild',
        bildtitel: 'Glasfaser im Betriebsgebiet',
        text: '<h3>Offene Netze in Niederösterreich</h3><p>Die landeseigene Infrastrukturgesellschaft nöGIG errichtet passive Glasfasernetze, auf denen verschiedene Anbieter ihre Dienste anbieten. Betriebe können so zwischen mehreren Internetanbietern wählen. Ergänzend fördert der Bund den Ausbau in unterversorgten Gebieten über das Programm Breitband Austria.</p>',
      },
      {
        typ: 'text',
        text: '<h3>In der Standortsuche filtern</h3><p>Objekte mit Glasfaseranschluss sind in der Standortsuche mit dem Merkmal »Glasfaser« gekennzeichnet. Fragen Sie bei der Besichtigung trotzdem nach dem konkreten Anschluss und den verfügbaren Anbietern.</p>',
      },
    ],
  },
  {
    routerurl: 'Foerderungen_Betriebsansiedlung',
    header: 'Förderungen für Ihre Betriebsansiedlung',
    headersub: 'Welche Programme zusammenpassen und worauf es ankommt',
    textdetail:
      '<p>Wer in Niederösterreich einen neuen Standort errichtet oder erweitert, kann auf Förderungen von Land, Bund und EU zurückgreifen. Die Kunst liegt darin, die passenden Programme zu kombinieren und die Anträge rechtzeitig zu stellen. Der Förderkompass dieses Portals gibt einen Überblick über die Programme und lässt sich nach Vorhaben, Unternehmensgröße und Förderart filtern.</p>',
    metatitle: 'Förderungen für Betriebsansiedlung in Niederösterreich',
    metadescription:
      'Investitionsförderung, Kredite, Haftungen, Umwelt- und Arbeitsmarktförderungen: So kombinieren Sie Förderungen für Ihre Betriebsansiedlung in Niederösterreich.',
    bildart: 'kampagne',
    modulsort: 'K,1,2,3,D,V,N,4,5,6',
    module: [
      {
        typ: 'text',
        text: '<h3>Die wichtigsten Bausteine</h3><ul><li><strong>Investitionszuschüsse</strong> des Landes Niederösterreich für Erweiterungen und Ansiedlungen</li><li><strong>Geförderte Kredite und Garantien</strong> von aws, ÖHT und NÖBEG</li><li><strong>Umweltförderung</strong> der KPC für Energieeffizienz, Heizung und Gebäudesanierung</li><li><strong>Forschungsförderung</strong> von FFG und Land, wenn mit der Ansiedlung Entwicklung verbunden ist</li><li><strong>Arbeitsmarktförderung</strong> des AMS für Einstellung und Qualifizierung</li></ul>',
      },
      {
        typ: 'bildtext',
        bildtitel: 'Förderfahrplan',
        text: '<h3>Die goldene Regel: erst beantragen, dann beginnen</h3><p>Fast alle Förderungen setzen voraus, dass der Antrag vor Projektbeginn gestellt wird. Als Beginn gilt oft schon die erste verbindliche Bestellung. Planen Sie deshalb einen Förderfahrplan, bevor Sie Aufträge vergeben, und klären Sie, welche Kosten in welchem Programm anerkannt werden.</p>',
      },
      {
        typ: 'text',
        text: '<h3>Beratung nutzen</h3><p>Das Investorenservice von ecoplus prüft kostenlos, welche Förderungen für Ihr Ansiedlungsprojekt in Frage kommen, und stellt den Kontakt zu den Förderstellen her. Im Förderkompass können Sie selbst nach Unternehmensgröße, Vorhaben, Förderart und Projektgröße filtern.</p>',
      },
    ],
    downloads: [{ datei: 'Foerderfahrplan_Betriebsansiedlung', titel: 'Förderfahrplan Betriebsansiedlung' }],
    news: '<p>Der Förderkompass wurde um Programme zu Kreislaufwirtschaft und Transformation der Industrie erweitert.</p>',
    titelseite: 4,
  },
  {
    routerurl: 'Photovoltaik_Gewerbedaecher',
    header: 'Photovoltaik auf Gewerbedächern',
    headersub: 'Eigenen Strom erzeugen, Kosten senken, Klima schützen',
    textdetail:
      '<p>Die großen, meist flachen Dächer von Hallen und Betriebsgebäuden eignen sich ideal für Photovoltaik. Der erzeugte Strom wird tagsüber oft direkt im Betrieb verbraucht, genau dann, wenn Maschinen, Kühlung und Lüftung laufen. Das macht Photovoltaik für viele Unternehmen wirtschaftlich besonders attraktiv.</p>',
    metatitle: 'Photovoltaik auf Gewerbedächern in Niederösterreich',
    metadescription:
      'Photovoltaik für Betriebe: Dachstatik, Netzanschluss, Eigenverbrauch, Förderungen und Energiegemeinschaften – ein Leitfaden für Unternehmen in Niederösterreich.',
    bildart: 'gewerbe',
    module: [
      {
        typ: 'textbild',
        bildtitel: 'Sonnenstrom vom Hallendach',
        text: '<h3>Vor der Planung klären</h3><ul><li><strong>Statik:</strong> Trägt das Dach das zusätzliche Gewicht, auch bei Schnee?</li><li><strong>Dachzustand:</strong> Eine Sanierung sollte vor der Montage erfolgen, nicht danach.</li><li><strong>Netzanschluss:</strong> Beim Netzbetreiber frühzeitig die Einspeisekapazität anfragen.</li><li><strong>Lastprofil:</strong> Wann verbraucht der Betrieb wie viel Strom?</li></ul>',
      },
      {
        typ: 'text',
        text: '<h3>Eigenverbrauch, Speicher und Energiegemeinschaft</h3><p>Je höher der Anteil des selbst verbrauchten Stroms, desto schneller rechnet sich die Anlage. Ein Speicher kann Spitzen abfedern. Überschüsse lassen sich einspeisen oder in einer Energiegemeinschaft mit Nachbarbetrieben, der Gemeinde oder Mitarbeitenden teilen, was in Betriebsgebieten besonders gut funktioniert.</p>',
      },
      {
        typ: 'bildtext',
        bildtitel: 'Förderungen',
        bildbreite: 1,
        text: '<h3>Förderungen und Genehmigung</h3><p>Für neue Anlagen und Speicher gibt es den Investitionszuschuss nach dem Erneuerbaren-Ausbau-Gesetz, der in mehreren Calls pro Jahr vergeben wird. Ob eine Bauanzeige oder Bewilligung nötig ist, hängt von Größe und Lage der Anlage ab; fragen Sie bei der Baubehörde der Gemeinde nach.</p>',
      },
    ],
    downloads: [{ datei: 'Checkliste_Photovoltaik_Betrieb', titel: 'Checkliste Photovoltaik im Betrieb' }],
    titelseite: 5,
    objekte: 3,
  },
  {
    routerurl: 'Fachkraefte',
    header: 'Fachkräfte finden und halten',
    headersub: 'Was der Standort Niederösterreich für Ihre Personalsuche bietet',
    textdetail:
      '<p>Gute Mitarbeiterinnen und Mitarbeiter sind für viele Betriebe der Engpass Nummer eins. Die Standortwahl beeinflusst, wie leicht Sie Fachkräfte gewinnen: Erreichbarkeit, Ausbildungseinrichtungen in der Nähe, Wohnraum und Kinderbetreuung spielen eine große Rolle.</p>',
    metatitle: 'Fachkräfte finden in Niederösterreich – Tipps für Betriebe',
    metadescription:
      'Ausbildung, Hochschulen, Lehre und Förderungen des AMS: Wie Betriebe in Niederösterreich Fachkräfte gewinnen und halten.',
    bildart: 'buero',
    module: [
      {
        typ: 'text',
        text: '<h3>Ausbildung in der Region</h3><p>Niederösterreich verfügt über Fachhochschulen in St. Pölten, Wiener Neustadt und Krems, Universitäten und Forschungseinrichtungen in Krems, Tulln und Klosterneuburg sowie ein dichtes Netz an berufsbildenden Schulen. Kooperationen bei Praktika, Abschlussarbeiten und dualen Studien sind ein guter Weg zu künftigen Fachkräften.</p>',
      },
      {
        typ: 'bildtext',
        bildtitel: 'Lehre mit Zukunft',
        text: '<h3>Selbst ausbilden</h3><p>Die Lehre bleibt eine der verlässlichsten Quellen für Fachkräfte. Ausbildungsbetriebe erhalten Förderungen je Lehrjahr und für Zusatzausbildungen. Das AMS unterstützt außerdem bei der Einstellung und Qualifizierung von Arbeitsuchenden, etwa mit der Eingliederungsbeihilfe oder der arbeitsplatznahen Qualifizierung.</p>',
      },
      {
        typ: 'text',
        text: '<h3>Standortfaktoren, die Bewerbende überzeugen</h3><ul><li>Bahnhof oder Bushaltestelle in Gehweite</li><li>Radwege und E-Ladestationen</li><li>Kinderbetreuung in der Nähe</li><li>leistbarer Wohnraum in der Region</li><li>Kantine, Nahversorger und Gastronomie im Umfeld</li></ul><p>In der Standortsuche können Sie nach diesen Merkmalen filtern.</p>',
      },
    ],
    veranstaltungen:
      '<p>Das AMS Niederösterreich und die Wirtschaftskammer bieten laufend Informationsveranstaltungen für Betriebe zu Lehrlingsausbildung und Personalförderungen an.</p>',
  },
  {
    routerurl: 'Logistikstandort',
    header: 'Logistikstandort Niederösterreich',
    headersub: 'Im Schnittpunkt europäischer Verkehrsachsen',
    textdetail:
      '<p>Niederösterreich liegt dort, wo sich wichtige europäische Verkehrskorridore kreuzen: die Donauachse von West nach Ost und die Verbindung von der Ostsee an die Adria. Dazu kommen der Flughafen Wien in Schwechat, Donauhäfen und ein dichtes Autobahn- und Schienennetz. Für Logistik und Distribution in Mittel- und Osteuropa ist das ein starkes Argument.</p>',
    metatitle: 'Logistikstandort Niederösterreich – Straße, Schiene, Wasser, Luft',
    metadescription:
      'Autobahnen, Bahn, Donauhäfen und Flughafen: Warum Niederösterreich ein idealer Logistikstandort für Mittel- und Osteuropa ist.',
    bildart: 'gewerbe',
    module: [
      {
        typ: 'text',
        text: '<h3>Alle Verkehrsträger in Reichweite</h3><ul><li><strong>Straße:</strong> A1 West Autobahn, A2 Süd Autobahn, A4 Ost Autobahn, A5 Nord Autobahn und S1 Wiener Außenring Schnellstraße</li><li><strong>Schiene:</strong> West-, Süd- und Nordbahn mit Anschlussbahnen in vielen Betriebsgebieten</li><li><strong>Wasser:</strong> Donauhäfen, etwa in Krems und im Ennshafen</li><li><strong>Luft:</strong> Flughafen Wien mit Cargo-Zentrum</li></ul>',
      },
      {
        typ: 'textbild',
        bildtitel: 'Umschlag und Lager',
        text: '<h3>Was Logistikimmobilien brauchen</h3><p>Moderne Logistikhallen haben eine lichte Höhe von zehn Metern und mehr, hohe Bodenbelastbarkeit, ausreichend Verladerampen und großzügige Lkw-Rangierflächen. Achten Sie außerdem auf Betriebszeiten ohne Einschränkungen, die Widmung als Betriebs- oder Industriegebiet und Abstand zu Wohngebieten.</p>',
      },
      {
        typ: 'text',
        text: '<h3>Nachhaltige Logistik</h3><p>Gleisanschluss, Photovoltaik auf dem Hallendach, E-Ladeinfrastruktur für Lieferfahrzeuge und eine flächensparende, mehrgeschoßige Bauweise senken Kosten und Emissionen. Für Anschlussbahnen, E-Mobilität und Photovoltaik gibt es eigene Förderungen.</p>',
      },
    ],
    objekte: 3,
  },
  {
    routerurl: 'Technopole',
    header: 'Die Technopole Niederösterreichs',
    headersub: 'Krems, Tulln, Wiener Neustadt und Wieselburg',
    textdetail:
      '<p>An vier Technopolen bündelt Niederösterreich Forschung, Ausbildung und Unternehmen. Jeder Standort hat einen klaren Themenschwerpunkt. Für technologieorientierte Betriebe bedeutet das kurze Wege zu Forschungspartnern, gut ausgebildeten Fachkräften und spezialisierter Infrastruktur.</p>',
    metatitle: 'Technopole Krems, Tulln, Wiener Neustadt und Wieselburg',
    metadescription:
      'Die vier Technopole Niederösterreichs: Schwerpunkte, Forschungseinrichtungen und Chancen für technologieorientierte Unternehmen.',
    bildart: 'buero',
    modul0textposition: 'oben',
    module: [
      {
        typ: 'textbild',
        bildtitel: 'Technopol Krems',
        bildbreite: 1,
        text: '<h3>Krems: Gesundheitstechnologien</h3><p>Am Campus Krems arbeiten Universität für Weiterbildung, IMC Fachhochschule und Karl Landsteiner Privatuniversität an Themen wie Biomedizin, Regenerative Medizin und Gesundheitsversorgung.</p>',
      },
      {
        typ: 'textbild',
        bildtitel: 'Technopol Tulln',
        bildbreite: 1,
        text: '<h3>Tulln: Agrar- und Umweltbiotechnologie</h3><p>Der Universitäts- und Forschungsstandort Tulln mit Einrichtungen der Universität für Bodenkultur und des Austrian Institute of Technology forscht zu Pflanzen, Lebensmitteln, Böden und nachhaltigen Materialien.</p>',
      },
      {
        typ: 'textbild',
        bildtitel: 'Technopol Wiener Neustadt',
        bildbreite: 1,
        text: '<h3>Wiener Neustadt: Medizin- und Materialtechnologien</h3><p>Rund um die Fachhochschule und das Ionentherapiezentrum MedAustron sind Unternehmen und Forschungszentren zu Oberflächentechnik, Tribologie, Sensorik und Medizintechnik angesiedelt.</p>',
      },
      {
        typ: 'textbild',
        bildtitel: 'Technopol Wieselburg',
        bildbreite: 1,
        text: '<h3>Wieselburg: Lebensmittel und Bioenergie</h3><p>Im Mostviertel stehen Lebensmitteltechnologie, Bioenergie und Agrartechnik im Mittelpunkt, getragen von Fachhochschul-Campus, Forschungseinrichtungen und der Landtechnik-Ausbildung.</p>',
      },
      {
        typ: 'text',
        text: '<h3>Ansiedeln am Technopol</h3><p>Das Technopolmanagement von ecoplus vermittelt Labor- und Büroflächen, Kontakte zu Forschungsgruppen und passende Förderprogramme, etwa für Kooperationsprojekte mit der Wissenschaft.</p>',
      },
    ],
    veranstaltungen:
      '<p>An allen vier Technopolen finden regelmäßig Technologieabende und Matchmaking-Formate zwischen Forschung und Wirtschaft statt.</p>',
  },
  {
    routerurl: 'Coworking',
    header: 'Coworking in den Regionen',
    headersub: 'Flexibel arbeiten, wo Ihre Mitarbeitenden wohnen',
    textdetail:
      '<p>Nicht jeder Arbeitsplatz muss in der Firmenzentrale sein. Coworking-Spaces in Bezirkshauptstädten und Ortskernen bieten professionelle Arbeitsplätze nahe am Wohnort. Für Unternehmen sind sie eine flexible Ergänzung zum Büro, für Gemeinden ein Mittel gegen Leerstand und für Gründerinnen und Gründer ein günstiger Start.</p>',
    metatitle: 'Coworking in Niederösterreich – flexible Arbeitsplätze in den Regionen',
    metadescription:
      'Coworking-Spaces in Niederösterreich: Vorteile für Betriebe, Gründerinnen und Gemeinden und worauf es bei der Auswahl ankommt.',
    bildart: 'buero',
    module: [
      {
        typ: 'bildtext',
        bildtitel: 'Arbeiten im Ortskern',
        text: '<h3>Vorteile für Betriebe</h3><ul><li>Weniger Pendelzeit für Mitarbeitende</li><li>Flexible Laufzeiten statt langfristiger Mietverträge</li><li>Besprechungsräume und Infrastruktur bei Bedarf</li><li>Kontakt zu anderen Unternehmen aus der Region</li></ul>',
      },
      {
        typ: 'text',
        text: '<h3>Worauf Sie achten sollten</h3><p>Prüfen Sie Internetanbindung, Zugangszeiten, Datenschutz bei gemeinsamer Nutzung, ruhige Zonen für Telefonate und die Erreichbarkeit mit öffentlichen Verkehrsmitteln. In der Standortsuche sind Objekte mit Coworking-Angebot über das Merkmal »Coworking« auffindbar.</p>',
      },
      {
        typ: 'text',
        text: '<h3>Für Gemeinden</h3><p>Ein Coworking-Space kann leerstehende Geschäftslokale im Ortskern beleben. Wichtig sind ein tragfähiges Betreibermodell, eine Community-Betreuung und die Abstimmung mit Nahversorgung und Gastronomie im Ort.</p>',
      },
    ],
    objekte: 2,
  },
  {
    routerurl: 'Nachnutzung_Leerstand',
    header: 'Nachnutzung leerstehender Gebäude',
    headersub: 'Bestehende Hallen, Geschäfte und Büros neu denken',
    textdetail:
      '<p>Leerstehende Gebäude sind oft schneller bezugsbereit als ein Neubau und schonen Boden und Budget. Ob ehemaliges Geschäftslokal im Ortszentrum, alte Tischlerei am Ortsrand oder nicht mehr genutzter Bürotrakt: Mit einer guten Prüfung vorab lassen sich viele Objekte für neue Nutzungen fit machen.</p>',
    metatitle: 'Nachnutzung von Leerstand – Gebäude neu nutzen in Niederösterreich',
    metadescription:
      'Leerstehende Hallen, Geschäfte und Büros nachnutzen: Prüfschritte, Nutzungsänderung, Brandschutz und Förderungen.',
    bildart: 'gewerbe',
    module: [
      {
        typ: 'text',
        text: '<h3>Die wichtigsten Prüfschritte</h3><ul><li>Passt die neue Nutzung zur Widmung und zum Bebauungsplan?</li><li>Ist eine Nutzungsänderung baurechtlich bewilligungspflichtig?</li><li>Erfüllt das Gebäude Brandschutz, Fluchtwege und Barrierefreiheit für die neue Nutzung?</li><li>Reichen Stellplätze, Stromanschluss und Tragfähigkeit?</li><li>Wie ist der energetische Zustand laut Energieausweis?</li></ul>',
      },
      {
        typ: 'bildtext',
        bildtitel: 'Umbau statt Neubau',
        text: '<h3>Sanieren mit Förderung</h3><p>Für thermische Sanierung, Heizungstausch und Energieeffizienz gibt es Zuschüsse der Umweltförderung. Nahversorger im Ortskern können zusätzlich die Nahversorgungsförderung des Landes nutzen. Bei größeren Umbauten lohnt sich eine Kombination mit Investitionsförderungen.</p>',
      },
      {
        typ: 'text',
        text: '<h3>Leerstand melden</h3><p>Gemeinden und Eigentümer können leerstehende Betriebsobjekte über das Portal inserieren. Das Investorenservice von ecoplus bringt sie mit Unternehmen zusammen, die einen Standort suchen.</p>',
      },
    ],
    objekte: 3,
  },
  {
    routerurl: 'Klimafitte_Betriebsgebiete',
    header: 'Klimafitte Betriebsgebiete',
    headersub: 'Hitze, Starkregen und Energiewende mitdenken',
    textdetail:
      '<p>Hitzesommer und Starkregen treffen Betriebsgebiete besonders, weil dort viel Fläche versiegelt ist. Gleichzeitig bieten große Dächer und Freiflächen Platz für Photovoltaik, Begrünung und Regenwassermanagement. Klimafitte Betriebsgebiete verbinden Anpassung an den Klimawandel mit Klimaschutz und senken langfristig die Betriebskosten.</p>',
    metatitle: 'Klimafitte Betriebsgebiete in Niederösterreich',
    metadescription:
      'Begrünung, Versickerung, Photovoltaik, Energiegemeinschaften und flächensparendes Bauen: Bausteine für klimafitte Betriebsgebiete.',
    bildart: 'grundstueck',
    modulsort: 'K,1,2,3,4,V,N,D,5,6',
    module: [
      {
        typ: 'textbild',
        bildtitel: 'Grün statt Grau',
        text: '<h3>Bausteine eines klimafitten Betriebsgebiets</h3><ul><li><strong>Entsiegelung und Versickerung:</strong> Regenwasser vor Ort halten statt ableiten</li><li><strong>Begrünung:</strong> Bäume, Grünstreifen, Dach- und Fassadenbegrünung gegen Hitze</li><li><strong>Erneuerbare Energie:</strong> Photovoltaik auf Dächern und Parkplätzen</li><li><strong>Gemeinsame Versorgung:</strong> Abwärmenutzung und Energiegemeinschaften</li><li><strong>Mobilität:</strong> Anbindung an Bahn, Bus und Radwegenetz</li></ul>',
      },
      {
        typ: 'text',
        text: '<h3>Flächensparend bauen</h3><p>Mehrgeschoßige Bauweise, gemeinsam genutzte Parkdecks und die Wiedernutzung von Brachflächen reduzieren den Bodenverbrauch. Viele Gemeinden legen dafür im Bebauungsplan Mindestdichten oder Begrünungsvorgaben fest.</p>',
      },
      {
        typ: 'bildtext',
        bildtitel: 'Regenwasser vor Ort halten',
        text: '<h3>Vorteile für Betriebe</h3><p>Begrünte Flächen kühlen Hallen und Arbeitsplätze, Photovoltaik senkt Energiekosten und Versickerung reduziert Kanalgebühren und Überflutungsrisiken. Zudem achten immer mehr Kunden, Investoren und Bewerbende auf die Klimabilanz eines Standorts.</p>',
      },
      {
        typ: 'text',
        text: '<h3>Unterstützung</h3><p>ecoplus berät Gemeinden bei der Entwicklung klimafitter Betriebsgebiete, die Cluster bringen Fachwissen zu Bau und Energie ein, und die Umweltförderung unterstützt Investitionen in Energieeffizienz und erneuerbare Wärme.</p>',
      },
    ],
    downloads: [{ datei: 'Leitfaden_Klimafitte_Betriebsgebiete', titel: 'Leitfaden Klimafitte Betriebsgebiete' }],
  },
  {
    routerurl: 'Standortsuche_in_5_Schritten',
    header: 'Standortsuche in fünf Schritten',
    headersub: 'Vom Anforderungsprofil zum Mietvertrag oder Grundstückskauf',
    textdetail:
      '<p>Eine Standortentscheidung bindet ein Unternehmen für viele Jahre. Mit einem klaren Anforderungsprofil und einer strukturierten Suche finden Sie schneller den passenden Standort und vermeiden teure Überraschungen.</p>',
    metatitle: 'Standortsuche in fünf Schritten – Leitfaden für Betriebe',
    metadescription:
      'Anforderungsprofil, Vorauswahl, Besichtigung, Prüfung und Vertrag: So finden Betriebe in Niederösterreich den passenden Standort.',
    bildart: 'grundstueck',
    module: [
      {
        typ: 'text',
        text: '<h3>1. Anforderungsprofil erstellen</h3><p>Flächenbedarf heute und in fünf bis zehn Jahren, Hallenhöhe, Bodenbelastbarkeit, Verkehrsanbindung, Stromleistung, Glasfaser, Betriebszeiten und Budget festhalten.</p><h3>2. Vorauswahl treffen</h3><p>In der Standortsuche nach Objektart, Fläche, Preis und Merkmalen filtern und Favoriten speichern. Die Kartenebenen zu Widmung, Hochwasser und Erreichbarkeit helfen bei der ersten Einschätzung.</p>',
      },
      {
        typ: 'bildtext',
        bildtitel: 'Besichtigung',
        text: '<h3>3. Besichtigen</h3><p>Vor Ort auf Zufahrt, Nachbarschaft, Zustand und Ausbaumöglichkeiten achten. Eine Standortsammlung aus dem Portal lässt sich als Exposé exportieren und im Team besprechen.</p>',
      },
      {
        typ: 'text',
        text: '<h3>4. Prüfen</h3><p>Grundbuchsauszug, Flächenwidmung, Bebauungsplan, Altlasten, Energieausweis und notwendige Genehmigungen klären.</p><h3>5. Verhandeln und abschließen</h3><p>Kauf- oder Mietvertrag rechtlich prüfen lassen, Förderanträge vor Vertragsabschluss beziehungsweise Projektbeginn stellen und die Übergabe planen.</p>',
      },
    ],
    objekte: 2,
  },
  {
    routerurl: 'Unternehmensnachfolge',
    header: 'Betrieb übernehmen statt neu gründen',
    headersub: 'Unternehmensnachfolge als Weg zum eigenen Standort',
    textdetail:
      '<p>In den kommenden Jahren suchen viele Betriebe in Niederösterreich eine Nachfolge. Wer einen bestehenden Betrieb übernimmt, startet mit Kundschaft, Mitarbeitenden und einem eingeführten Standort. Dieser Beitrag wird derzeit überarbeitet.</p>',
    metatitle: 'Unternehmensnachfolge in Niederösterreich',
    metadescription:
      'Betrieb übernehmen statt neu gründen: Nachfolgebörse, Beratung und Finanzierung in Niederösterreich.',
    bildart: 'kampagne',
    module: [
      {
        typ: 'text',
        text: '<h3>Nachfolge finden</h3><p>Die Nachfolgebörse der Wirtschaftskammer listet Betriebe, die eine Übernehmerin oder einen Übernehmer suchen. riz up und das Gründerservice beraten zu Bewertung, Finanzierung und Ablauf einer Übergabe.</p>',
      },
      {
        typ: 'text',
        text: '<h3>Finanzierung</h3><p>Für Übernahmen gibt es Garantien von aws und NÖBEG sowie geförderte Kredite. Planen Sie ausreichend Zeit für Übergabe und Einarbeitung ein.</p>',
      },
    ],
    aktiv: false,
  },
];

// --- PDF -------------------------------------------------------------------------------------------------

/** Windows-1252 code points of the few non-Latin-1 characters the seed titles may contain. */
const WIN_ANSI: Record<string, number> = {
  '–': 0x96,
  '—': 0x97,
  '„': 0x84,
  '“': 0x93,
  '”': 0x94,
  '€': 0x80,
  '’': 0x92,
};

/** Encodes text as a PDF literal string in WinAnsiEncoding (one byte per character). */
function pdfString(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = WIN_ANSI[ch] ?? ch.codePointAt(0) ?? 0x3f;
    const byte = code <= 0xff ? code : 0x3f;
    const c = String.fromCharCode(byte);
    out += c === '(' || c === ')' || c === '\\' ? `\\${c}` : c;
  }
  return `(${out})`;
}

/**
 * Builds a small, valid one-page PDF (A4, Helvetica) with a bold title and a few lines of text.
 * The byte offsets in the cross-reference table are computed from the latin1 body.
 */
export function buildSeedPdf(title: string, lines: readonly string[] = []): Buffer {
  const content = [
    'BT',
    '/F2 18 Tf',
    '56 770 Td',
    `${pdfString(title)} Tj`,
    '/F1 11 Tf',
    '0 -28 Td',
    '14 TL',
    ...lines.map((l) => `${pdfString(l)} '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * The stored file name of a download: the readable name, '-', 32 hex characters and '.pdf'. The suffix is
 * exactly 37 characters, so the client's display name (file name minus its last 37 characters, spec 9)
 * is the readable name again. The hex part is derived from the name, so seeding stays deterministic.
 */
export function downloadFileName(name: string): string {
  return `${name}-${createHash('md5').update(name).digest('hex')}.pdf`;
}

// --- Seeding -----------------------------------------------------------------------------------------------

function pickObjekte(routerurl: string, count: number, objektIds: readonly string[]): string[] {
  if (objektIds.length === 0) return [];
  const n = Math.min(count, objektIds.length);
  const start = hashString(routerurl) % objektIds.length;
  return Array.from({ length: n }, (_, k) => objektIds[(start + k) % objektIds.length] as string);
}

type ModulFelder = Partial<typeof kampagne.$inferInsert>;

function modulFelder(n: number, modul: Modul | undefined, bild: string | null): ModulFelder {
  if (!modul) return {};
  return {
    [`modul${n}typ`]: modul.typ,
    [`modul${n}text`]: modul.text ?? null,
    [`modul${n}bild`]: bild,
    [`modul${n}anzeige`]: true,
    [`modul${n}bildbreite`]: modul.bildbreite ?? 2,
  };
}

const hatBild = (m: Modul) => m.typ !== 'text';

async function writeImages(dataDir: string, a: Artikel, id: number): Promise<void> {
  const header = await renderSeedImage({
    seed: hashString(a.routerurl),
    title: a.header,
    subtitle: a.headersub,
    kind: 'kampagne',
    width: 1920,
    height: 640,
  });
  await writeImageDerivatives(dataDir, `kampagne-${id}-header.webp`, header);
  for (const [i, m] of a.module.entries()) {
    if (!hatBild(m)) continue;
    const bild = await renderSeedImage({
      seed: hashString(`${a.routerurl}#${i + 1}`),
      title: m.bildtitel ?? a.header,
      kind: a.bildart,
      width: 1200,
      height: 800,
    });
    await writeImageDerivatives(dataDir, `kampagne-${id}-modul${i + 1}.webp`, bild);
  }
}

async function writePdfs(dataDir: string, a: Artikel): Promise<void> {
  const dir = path.join(dataDir, 'dokumente');
  await fs.mkdir(dir, { recursive: true });
  for (const { datei, titel } of a.downloads ?? []) {
    const pdf = buildSeedPdf(titel, [
      a.header,
      a.headersub,
      '',
      'Demo-Dokument des Standortportals Niederösterreich.',
      'Die Inhalte des Beitrags finden Sie im Bereich Wissen des Portals.',
    ]);
    await fs.writeFile(path.join(dir, downloadFileName(datei)), pdf);
  }
}

/**
 * Inserts the know-how articles, links 2–5 of `objektIds` to some of them (deterministically) and, with
 * `images`, renders the header and module illustrations and writes the download PDFs into `dataDir`.
 */
export async function seedKampagnen(
  db: Db,
  opts: { dataDir: string; images: boolean; objektIds: string[] },
): Promise<void> {
  for (const a of ARTIKEL) {
    const objekte = pickObjekte(a.routerurl, a.objekte ?? 0, opts.objektIds);
    const [row] = await db
      .insert(kampagne)
      .values({
        aktiv: a.aktiv ?? true,
        titelseite: a.titelseite !== undefined,
        reihenfolge: a.titelseite ?? 100,
        header: a.header,
        headersub: a.headersub,
        textdetail: a.textdetail,
        objekticon: OBJEKTICON,
        modulsort: a.modulsort ?? 'K,1,2,3,4,5,V,N,D,6',
        modul0anzeige: true,
        modul0textposition: objekte.length > 0 ? 'karte' : (a.modul0textposition ?? 'rechts'),
        modul0bildbreite: a.modul0bildbreite ?? 2,
        veranstaltungentext: a.veranstaltungen ?? null,
        veranstaltungenanzeige: a.veranstaltungen !== undefined,
        newstext: a.news ?? null,
        newsanzeige: a.news !== undefined,
        downloadsanzeige: (a.downloads?.length ?? 0) > 0,
        poolpdf: (a.downloads ?? []).map((d) => downloadFileName(d.datei)),
        routerurl: a.routerurl,
        metatitle: a.metatitle,
        metadescription: a.metadescription,
      })
      .returning({ id: kampagne.id });
    if (!row) throw new Error(`seedKampagnen: insert of '${a.routerurl}' returned no row`);
    const id = row.id;

    // File names contain the id, so they are set right after the insert.
    const headerBild = `kampagne-${id}-header.webp`;
    const modulBilder = a.module.map((m, i) => (hatBild(m) ? `kampagne-${id}-modul${i + 1}.webp` : null));
    const felder: ModulFelder = {
      seitenhintergrund: headerBild,
      poolbilder: [headerBild, ...modulBilder.filter((b): b is string => b !== null)],
    };
    for (let n = 1; n <= 6; n++) Object.assign(felder, modulFelder(n, a.module[n - 1], modulBilder[n - 1] ?? null));
    await db.update(kampagne).set(felder).where(eq(kampagne.id, id));

    if (objekte.length > 0) {
      await db
        .insert(kampagneObjekt)
        .values(objekte.map((objekt, reihenfolge) => ({ kampagne: id, objekt, reihenfolge })));
    }
    if (opts.images) {
      await writeImages(opts.dataDir, a, id);
      await writePdfs(opts.dataDir, a);
    }
  }
}
