import type { Foerderart, Schwerpunkt, Unternehmensgroesse, Vorhaben } from '../../../shared/domain/foerderung';
import type { Db } from '../client';
import { fmMatrix } from '../schema';

/**
 * The funding programmes of the Förderkompass demo data, modelled on real Austrian and Lower Austrian
 * programmes. Names and bodies are public facts; the descriptions are written for this portal and stay
 * general on purpose (amounts and deadlines change every year, the body's guidelines decide).
 */

interface Stelle {
  name: string;
  id: string;
  url: string;
}

const AWS: Stelle = { name: 'Austria Wirtschaftsservice (aws)', id: 'aws', url: 'https://www.aws.at' };
const FFG: Stelle = {
  name: 'Österreichische Forschungsförderungsgesellschaft (FFG)',
  id: 'ffg',
  url: 'https://www.ffg.at',
};
const NOE: Stelle = {
  name: 'Land Niederösterreich, Abteilung Wirtschaft, Tourismus und Technologie (WST3)',
  id: 'noe',
  url: 'https://www.noe.gv.at',
};
const NOEBEG: Stelle = {
  name: 'NÖ Bürgschaften und Beteiligungen GmbH (NÖBEG)',
  id: 'noebeg',
  url: 'https://www.noebeg.at',
};
const TECNET: Stelle = {
  name: 'tecnet equity NÖ Technologiebeteiligungs-Invest GmbH',
  id: 'tecnet',
  url: 'https://www.tecnet.co.at',
};
const RIZUP: Stelle = { name: 'riz up – Niederösterreichs Gründeragentur', id: 'rizup', url: 'https://www.riz-up.at' };
const ECOPLUS: Stelle = {
  name: 'ecoplus. Niederösterreichs Wirtschaftsagentur',
  id: 'ecoplus',
  url: 'https://www.ecoplus.at',
};
const ACCENT: Stelle = { name: 'accent Gründerservice GmbH', id: 'accent', url: 'https://www.accent.at' };
const KPC: Stelle = {
  name: 'Kommunalkredit Public Consulting (KPC) – Umweltförderung im Inland',
  id: 'kpc',
  url: 'https://www.umweltfoerderung.at',
};
const OEMAG: Stelle = { name: 'OeMAG Abwicklungsstelle für Ökostrom AG', id: 'oemag', url: 'https://www.oem-ag.at' };
const KLIMAFONDS: Stelle = { name: 'Klima- und Energiefonds', id: 'klimafonds', url: 'https://www.klimafonds.gv.at' };
const ENU: Stelle = { name: 'Energie- und Umweltagentur des Landes NÖ (eNu)', id: 'enu', url: 'https://www.enu.at' };
const AMS: Stelle = { name: 'Arbeitsmarktservice Niederösterreich (AMS NÖ)', id: 'ams', url: 'https://www.ams.at' };
const WKNOE: Stelle = { name: 'Wirtschaftskammer Niederösterreich (WKNÖ)', id: 'wko', url: 'https://www.wko.at/noe' };
const OEHT: Stelle = { name: 'Österreichische Hotel- und Tourismusbank (ÖHT)', id: 'oeht', url: 'https://www.oeht.at' };
const BMF: Stelle = { name: 'Bundesministerium für Finanzen (Finanzamt)', id: 'bmf', url: 'https://www.bmf.gv.at' };
const OEKB: Stelle = { name: 'Oesterreichische Kontrollbank (OeKB)', id: 'oekb', url: 'https://www.oekb.at' };
const ADA: Stelle = { name: 'Austrian Development Agency (ADA)', id: 'ada', url: 'https://www.entwicklung.at' };
const CDG: Stelle = { name: 'Christian Doppler Forschungsgesellschaft (CDG)', id: 'cdg', url: 'https://www.cdg.ac.at' };
const EU: Stelle = { name: 'Europäische Union', id: 'eu', url: 'https://commission.europa.eu' };

type DeEn = readonly [de: string, en: string];

interface Programm {
  name: DeEn;
  stelle: Stelle;
  /** The programme's own page when it has a stable one; otherwise the body's homepage. */
  url?: string;
  /** Shown instead of the body's name, e.g. for jointly run programmes. */
  foerderstelle?: string;
  zielgruppe: DeEn;
  kurz: DeEn;
  /** Opening paragraph of the detail description. */
  text: DeEn;
  /** Bullet points of the detail description, German and English. */
  punkte: readonly [de: readonly string[], en: readonly string[]];
  von: number | null;
  bis: number | null;
  ug: readonly Unternehmensgroesse[];
  vh: readonly Vorhaben[];
  fa: readonly Foerderart[];
  sp: readonly Schwerpunkt[];
}

const PROGRAMME: readonly Programm[] = [
  // --- aws: Austria Wirtschaftsservice -------------------------------------------------------------
  {
    name: ['aws Preseed – Innovative Solutions', 'aws Preseed – Innovative Solutions'],
    stelle: AWS,
    zielgruppe: [
      'Gründerinnen und Gründer vor der Unternehmensgründung sowie sehr junge Technologieunternehmen',
      'Founders before incorporation and very young technology companies',
    ],
    kurz: [
      'Nicht rückzahlbarer Zuschuss für die Vorgründungsphase, um eine innovative Idee bis zum Prototyp oder Proof of Concept zu bringen.',
      'Non-repayable grant for the pre-founding phase to take an innovative idea to a prototype or proof of concept.',
    ],
    text: [
      'Die Preseed-Förderung der aws setzt ganz am Anfang an: Wer eine technologisch neuartige Lösung entwickeln will, aber noch keinen Markt- und Machbarkeitsnachweis hat, kann die ersten Entwicklungsschritte finanzieren lassen. Gefördert werden Vorhaben mit deutlichem Innovationsgehalt und realistischem Verwertungspotenzial.',
      'The aws Preseed programme starts at the very beginning: anyone who wants to develop a technologically new solution but has no proof of feasibility or market yet can have the first development steps financed. Projects with a clear innovative edge and realistic commercial potential are eligible.',
    ],
    punkte: [
      [
        'Entwicklung von Prototypen, Labormustern und Machbarkeitsstudien',
        'Schutzrechtsrecherchen und erste Markt- und Kundenanalysen',
        'Kosten für Personal, Material und Fremdleistungen in der Vorgründungsphase',
      ],
      [
        'Development of prototypes, lab samples and feasibility studies',
        'Intellectual property searches and first market and customer analyses',
        'Costs of staff, material and external services in the pre-founding phase',
      ],
    ],
    von: null,
    bis: 300_000,
    ug: ['gruendung', 'epu'],
    vh: ['gruendung', 'forschung'],
    fa: ['zuschuss'],
    sp: ['gruendung', 'innovation'],
  },
  {
    name: ['aws Seedfinancing – Innovative Solutions', 'aws Seedfinancing – Innovative Solutions'],
    stelle: AWS,
    zielgruppe: [
      'Junge, technologieorientierte Unternehmen in der Gründungs- und Markteintrittsphase',
      'Young, technology-oriented companies in the start-up and market-entry phase',
    ],
    kurz: [
      'Finanzierung für junge Technologieunternehmen auf dem Weg vom Prototyp zum marktfähigen Produkt.',
      'Financing for young technology companies on their way from prototype to a marketable product.',
    ],
    text: [
      'Seedfinancing unterstützt Start-ups, die ihr Produkt fertig entwickeln und in den Markt bringen wollen. Die Finanzierung wird als Zuschuss gewährt, der abhängig vom Unternehmenserfolg teilweise zurückzuzahlen sein kann, und wird häufig mit privatem Kapital kombiniert.',
      'Seedfinancing supports start-ups that want to finish their product and bring it to market. Funding is provided as a grant that may partly be repayable depending on the company’s success, and is often combined with private capital.',
    ],
    punkte: [
      [
        'Produktentwicklung bis zur Marktreife',
        'Aufbau von Vertrieb, Team und ersten Referenzkunden',
        'Begleitendes Coaching durch die aws',
      ],
      [
        'Product development up to market readiness',
        'Building sales, team and first reference customers',
        'Accompanying coaching by aws',
      ],
    ],
    von: 100_000,
    bis: 1_500_000,
    ug: ['gruendung', 'klein'],
    vh: ['gruendung', 'forschung', 'investition'],
    fa: ['zuschuss'],
    sp: ['gruendung', 'innovation', 'finanzierung'],
  },
  {
    name: ['aws Garantie für Investitionen und Betriebsmittel', 'aws guarantee for investments and working capital'],
    stelle: AWS,
    zielgruppe: [
      'Kleine und mittlere Unternehmen, Gründungen und Betriebsübernahmen',
      'Small and medium-sized enterprises, start-ups and business transfers',
    ],
    kurz: [
      'Die aws übernimmt einen Teil des Kreditrisikos der Hausbank und erleichtert so Finanzierungen, für die Sicherheiten fehlen.',
      'aws takes over part of the house bank’s credit risk and so eases financing where collateral is lacking.',
    ],
    text: [
      'Viele gute Vorhaben scheitern nicht am Konzept, sondern an fehlenden Sicherheiten. Mit einer Garantie der aws haftet der Bund gegenüber der finanzierenden Bank für einen Teil des Kredits. Das verbessert die Chancen auf eine Finanzierung und oft auch die Konditionen.',
      'Many good projects fail not because of the concept but for lack of collateral. With an aws guarantee, the federal government is liable to the lending bank for part of the loan. This improves the chances of financing and often the terms as well.',
    ],
    punkte: [
      [
        'Investitionen in Anlagen, Gebäude und Ausstattung',
        'Betriebsmittel für Wachstum und Aufträge',
        'Gründungen, Übernahmen und Nachfolgelösungen',
      ],
      [
        'Investments in equipment, buildings and fit-out',
        'Working capital for growth and orders',
        'Start-ups, takeovers and succession solutions',
      ],
    ],
    von: 10_000,
    bis: null,
    ug: ['gruendung', 'epu', 'klein', 'mittel'],
    vh: ['investition', 'gruendung', 'standort'],
    fa: ['haftung'],
    sp: ['finanzierung', 'wachstum'],
  },
  {
    name: ['aws erp-Kredit', 'aws ERP loan'],
    stelle: AWS,
    zielgruppe: [
      'Unternehmen der gewerblichen Wirtschaft, vor allem KMU mit größeren Investitionsvorhaben',
      'Commercial enterprises, especially SMEs with larger investment projects',
    ],
    kurz: [
      'Zinsgünstige, langfristige Kredite aus dem ERP-Fonds für Investitionen in Wachstum, Innovation und Modernisierung.',
      'Low-interest, long-term loans from the ERP Fund for investments in growth, innovation and modernisation.',
    ],
    text: [
      'Der ERP-Fonds geht auf die Marshallplan-Hilfe zurück und finanziert bis heute betriebliche Investitionen zu günstigen Konditionen. Die aws vergibt erp-Kredite für Vorhaben, die Wachstum, Beschäftigung und Innovationskraft stärken, etwa den Bau einer neuen Produktionshalle oder die Digitalisierung der Fertigung.',
      'The ERP Fund goes back to Marshall Plan aid and still finances business investments on favourable terms. aws grants ERP loans for projects that strengthen growth, employment and innovation, such as building a new production hall or digitalising manufacturing.',
    ],
    punkte: [
      [
        'Lange Laufzeiten und tilgungsfreie Anfangsjahre möglich',
        'Investitionen in Gebäude, Maschinen und digitale Infrastruktur',
        'Kombinierbar mit Zuschüssen von Bund und Land',
      ],
      [
        'Long terms and initial repayment-free years possible',
        'Investments in buildings, machinery and digital infrastructure',
        'Can be combined with federal and state grants',
      ],
    ],
    von: 100_000,
    bis: null,
    ug: ['klein', 'mittel', 'gross'],
    vh: ['investition', 'standort', 'digitalisierung', 'umwelt'],
    fa: ['kredit'],
    sp: ['wachstum', 'innovation'],
  },
  {
    name: ['aws erp-Kleinkredit', 'aws ERP small loan'],
    stelle: AWS,
    zielgruppe: [
      'Kleinunternehmen, Ein-Personen-Unternehmen und junge Betriebe mit kleineren Investitionen',
      'Small businesses, one-person businesses and young companies with smaller investments',
    ],
    kurz: [
      'Günstiger Kleinkredit für überschaubare Investitionen von Kleinbetrieben, unbürokratisch über die Hausbank beantragt.',
      'Favourable small loan for modest investments of small businesses, applied for easily through the house bank.',
    ],
    text: [
      'Der erp-Kleinkredit ist für Betriebe gedacht, die keine Großprojekte planen, aber dennoch in ihre Zukunft investieren: eine neue Maschine, ein modernisiertes Geschäftslokal oder die Ausstattung eines zusätzlichen Arbeitsplatzes. Der Antrag läuft in der Regel über die Hausbank.',
      'The ERP small loan is meant for businesses that are not planning large projects but still invest in their future: a new machine, a modernised shop or equipping an additional workplace. The application usually goes through the house bank.',
    ],
    punkte: [
      [
        'Für kleinere Investitionsvolumina',
        'Einfache Abwicklung über die Hausbank',
        'Auch für Gründungen und Übernahmen geeignet',
      ],
      [
        'For smaller investment volumes',
        'Simple processing through the house bank',
        'Also suitable for start-ups and takeovers',
      ],
    ],
    von: 10_000,
    bis: 100_000,
    ug: ['gruendung', 'epu', 'klein'],
    vh: ['investition', 'gruendung'],
    fa: ['kredit'],
    sp: ['wachstum', 'finanzierung'],
  },
  {
    name: ['aws Digitalisierung', 'aws Digitalisation'],
    stelle: AWS,
    zielgruppe: [
      'Kleine und mittlere Unternehmen, die Geschäftsprozesse und Geschäftsmodelle digitalisieren',
      'Small and medium-sized enterprises digitalising business processes and business models',
    ],
    kurz: [
      'Zuschüsse für Projekte der digitalen Transformation, etwa Datenanwendungen, künstliche Intelligenz oder IT-Sicherheit.',
      'Grants for digital transformation projects such as data applications, artificial intelligence or IT security.',
    ],
    text: [
      'Mit ihren Digitalisierungsprogrammen unterstützt die aws Unternehmen, die über den Kauf von Standardsoftware hinausgehen und Prozesse, Produkte oder Geschäftsmodelle grundlegend digital weiterentwickeln. Die Schwerpunkte der Ausschreibungen wechseln, regelmäßig geht es um Daten, KI-Anwendungen und Cybersecurity.',
      'With its digitalisation programmes, aws supports companies that go beyond buying standard software and fundamentally develop processes, products or business models digitally. Calls change their focus; data, AI applications and cybersecurity recur regularly.',
    ],
    punkte: [
      [
        'Digitale Vernetzung von Produktion und Verwaltung',
        'Einführung datengetriebener Services und KI-Lösungen',
        'Maßnahmen zur IT- und Datensicherheit',
      ],
      [
        'Digital integration of production and administration',
        'Introducing data-driven services and AI solutions',
        'Measures for IT and data security',
      ],
    ],
    von: 20_000,
    bis: 500_000,
    ug: ['epu', 'klein', 'mittel'],
    vh: ['digitalisierung', 'investition'],
    fa: ['zuschuss'],
    sp: ['digitalisierung', 'innovation'],
  },
  {
    name: ['aws Innovationsschutz', 'aws IP protection'],
    stelle: AWS,
    zielgruppe: [
      'Start-ups, KMU und Forschende, die Erfindungen, Marken oder Designs schützen und verwerten wollen',
      'Start-ups, SMEs and researchers who want to protect and exploit inventions, trademarks or designs',
    ],
    kurz: [
      'Beratung und Unterstützung rund um Patente, Marken und die Verwertung geistigen Eigentums.',
      'Advice and support on patents, trademarks and the exploitation of intellectual property.',
    ],
    text: [
      'Geistiges Eigentum ist oft der wertvollste Besitz eines innovativen Unternehmens. Die aws hilft dabei, eine passende Schutzstrategie zu entwickeln, Schutzrechte gezielt anzumelden und Lizenz- oder Verwertungspartner zu finden. Auch Kosten für Patentanmeldungen können unterstützt werden.',
      'Intellectual property is often the most valuable asset of an innovative company. aws helps to develop a suitable protection strategy, file rights in a targeted way and find licensing or exploitation partners. Costs of patent applications can also be supported.',
    ],
    punkte: [
      [
        'IP-Strategie und Freedom-to-operate-Fragen',
        'Unterstützung bei Patent- und Markenanmeldungen',
        'Vermittlung von Lizenz- und Verwertungspartnern',
      ],
      [
        'IP strategy and freedom-to-operate questions',
        'Support with patent and trademark applications',
        'Brokering licensing and exploitation partners',
      ],
    ],
    von: null,
    bis: 100_000,
    ug: ['gruendung', 'epu', 'klein', 'mittel', 'forschung'],
    vh: ['forschung', 'beratung'],
    fa: ['beratung', 'zuschuss'],
    sp: ['innovation'],
  },
  {
    name: ['aws Double Equity', 'aws Double Equity'],
    stelle: AWS,
    zielgruppe: [
      'Innovative Start-ups und junge Wachstumsunternehmen, die privates Eigenkapital einwerben',
      'Innovative start-ups and young growth companies raising private equity',
    ],
    kurz: [
      'Ein Kredit, der frisch eingeworbenes Eigenkapital ergänzt und so die Finanzierungsrunde eines Start-ups verdoppeln kann.',
      'A loan that complements newly raised equity and can thus double a start-up’s financing round.',
    ],
    text: [
      'Double Equity richtet sich an junge Unternehmen, die private Investorinnen und Investoren überzeugt haben. Zusätzlich zum neuen Eigenkapital stellt die aws einen Kredit in ähnlicher Höhe bereit, der durch eine Garantie abgesichert wird. So wächst der finanzielle Spielraum, ohne weitere Anteile abzugeben.',
      'Double Equity is aimed at young companies that have convinced private investors. In addition to the new equity, aws provides a loan of a similar amount secured by a guarantee. This widens the financial room for manoeuvre without giving away further shares.',
    ],
    punkte: [
      [
        'Voraussetzung ist eine private Eigenkapitalrunde',
        'Finanzierung von Wachstum, Markterschließung und Personalaufbau',
        'Kein zusätzlicher Verlust an Unternehmensanteilen',
      ],
      [
        'A private equity round is a prerequisite',
        'Financing growth, market entry and hiring',
        'No further dilution of company shares',
      ],
    ],
    von: 100_000,
    bis: 2_500_000,
    ug: ['gruendung', 'klein'],
    vh: ['gruendung', 'investition', 'internationalisierung'],
    fa: ['kredit', 'haftung'],
    sp: ['finanzierung', 'gruendung', 'innovation'],
  },
  {
    name: ['aws Gründungsfonds', 'aws Founders Fund'],
    stelle: AWS,
    zielgruppe: [
      'Junge Unternehmen mit hohem Wachstumspotenzial in der Früh- und Wachstumsphase',
      'Young companies with high growth potential in the early and growth stage',
    ],
    kurz: [
      'Risikokapital des Bundes für junge Wachstumsunternehmen, als Minderheitsbeteiligung neben privaten Investoren.',
      'Federal venture capital for young growth companies, as a minority stake alongside private investors.',
    ],
    text: [
      'Der aws Gründungsfonds beteiligt sich an jungen österreichischen Unternehmen, die ein skalierbares Geschäftsmodell verfolgen. Er investiert in der Regel gemeinsam mit privaten Kapitalgebern und begleitet die Unternehmen über mehrere Finanzierungsrunden.',
      'The aws Founders Fund invests in young Austrian companies pursuing a scalable business model. It usually invests together with private investors and accompanies the companies over several financing rounds.',
    ],
    punkte: [
      [
        'Minderheitsbeteiligungen mit langfristigem Horizont',
        'Co-Investments mit Business Angels und Venture-Capital-Fonds',
        'Zugang zum Netzwerk der aws',
      ],
      [
        'Minority stakes with a long-term horizon',
        'Co-investments with business angels and venture capital funds',
        'Access to the aws network',
      ],
    ],
    von: 250_000,
    bis: 5_000_000,
    ug: ['gruendung', 'klein'],
    vh: ['gruendung', 'investition'],
    fa: ['beteiligung'],
    sp: ['finanzierung', 'gruendung'],
  },
  {
    name: ['aws Mittelstandsfonds', 'aws Mittelstandsfonds (SME fund)'],
    stelle: AWS,
    zielgruppe: [
      'Etablierte kleine und mittlere Unternehmen mit Wachstums-, Expansions- oder Nachfolgeplänen',
      'Established small and medium-sized enterprises with growth, expansion or succession plans',
    ],
    kurz: [
      'Eigenkapital und eigenkapitalähnliche Mittel für etablierte KMU, die wachsen, expandieren oder eine Nachfolge regeln.',
      'Equity and quasi-equity for established SMEs that want to grow, expand or settle their succession.',
    ],
    text: [
      'Der Mittelstandsfonds stärkt die Eigenkapitalbasis von Unternehmen, die bereits am Markt etabliert sind. Typische Anlässe sind ein neuer Standort, die Erschließung von Auslandsmärkten oder die Übergabe an die nächste Generation beziehungsweise an das Management.',
      'The Mittelstandsfonds strengthens the equity base of companies already established on the market. Typical occasions are a new site, entering foreign markets or handing over to the next generation or to the management.',
    ],
    punkte: [
      [
        'Minderheitsbeteiligungen, Unternehmerin oder Unternehmer bleibt am Steuer',
        'Finanzierung von Expansion, Internationalisierung und Übernahmen',
        'Stärkung der Bonität für weitere Bankfinanzierungen',
      ],
      [
        'Minority stakes; the entrepreneur stays in control',
        'Financing expansion, internationalisation and acquisitions',
        'Stronger credit rating for further bank financing',
      ],
    ],
    von: 500_000,
    bis: null,
    ug: ['klein', 'mittel'],
    vh: ['investition', 'internationalisierung', 'gruendung', 'standort'],
    fa: ['beteiligung'],
    sp: ['finanzierung', 'wachstum'],
  },
  {
    name: ['aws impulse – Kreativwirtschaft', 'aws impulse – creative industries'],
    stelle: AWS,
    zielgruppe: [
      'Unternehmen der Kreativwirtschaft sowie Betriebe, die kreativwirtschaftliche Leistungen für Innovationen nutzen',
      'Creative industry companies and businesses using creative services for innovation',
    ],
    kurz: [
      'Zuschüsse für innovative Projekte aus Design, Architektur, Medien, Games und anderen kreativen Branchen.',
      'Grants for innovative projects from design, architecture, media, games and other creative sectors.',
    ],
    text: [
      'Mit aws impulse fördert der Bund Innovationen, die aus der Kreativwirtschaft kommen oder kreative Methoden nutzen. Es gibt Varianten für kleinere Vorhaben in frühen Phasen und für umfangreichere Innovationsprojekte mit Marktpotenzial.',
      'With aws impulse, the federal government funds innovations that originate in the creative industries or use creative methods. There are variants for smaller early-stage projects and for larger innovation projects with market potential.',
    ],
    punkte: [
      [
        'Neue Produkte, Dienstleistungen und Geschäftsmodelle',
        'Nicht-technologische Innovationen, etwa im Design',
        'Kooperationen zwischen Kreativwirtschaft und anderen Branchen',
      ],
      [
        'New products, services and business models',
        'Non-technological innovation, for example in design',
        'Cooperation between the creative industries and other sectors',
      ],
    ],
    von: null,
    bis: 300_000,
    ug: ['gruendung', 'epu', 'klein', 'mittel'],
    vh: ['forschung', 'gruendung', 'kooperation'],
    fa: ['zuschuss'],
    sp: ['innovation'],
  },
  // --- FFG: Forschungsförderung ---------------------------------------------------------------------
  {
    name: ['FFG Basisprogramm', 'FFG General Programme'],
    stelle: FFG,
    zielgruppe: [
      'Unternehmen jeder Größe und Branche mit eigenen Forschungs- und Entwicklungsprojekten',
      'Companies of every size and sector with their own research and development projects',
    ],
    kurz: [
      'Das Basisprogramm fördert Forschungs- und Entwicklungsprojekte von Unternehmen themenoffen mit Zuschüssen und Darlehen.',
      'The General Programme funds company research and development projects of any topic with grants and loans.',
    ],
    text: [
      'Das Basisprogramm ist das zentrale Instrument der FFG für unternehmerische Forschung. Eingereicht werden kann laufend und ohne thematische Vorgaben. Bewertet werden vor allem der technische Neuheitsgrad, das Risiko und die wirtschaftliche Verwertung. Kleine Unternehmen und Start-ups erhalten höhere Förderquoten.',
      'The General Programme is the FFG’s central instrument for business research. Applications are accepted continuously and without thematic restrictions. The assessment focuses on technical novelty, risk and commercial exploitation. Small companies and start-ups receive higher funding rates.',
    ],
    punkte: [
      [
        'Experimentelle Entwicklung und industrielle Forschung',
        'Mischung aus Zuschuss, Darlehen und Haftung',
        'Laufende Einreichung ohne Stichtag',
      ],
      [
        'Experimental development and industrial research',
        'Mix of grant, loan and guarantee',
        'Continuous submission without deadline',
      ],
    ],
    von: 30_000,
    bis: null,
    ug: ['gruendung', 'epu', 'klein', 'mittel', 'gross'],
    vh: ['forschung'],
    fa: ['zuschuss', 'kredit'],
    sp: ['innovation'],
  },
  {
    name: ['FFG Innovationsscheck', 'FFG Innovation Voucher'],
    stelle: FFG,
    zielgruppe: [
      'Kleine und mittlere Unternehmen, die erstmals oder selten mit Forschungseinrichtungen zusammenarbeiten',
      'Small and medium-sized enterprises that rarely or never work with research institutions',
    ],
    kurz: [
      'Ein Scheck mit kleinem Selbstbehalt, mit dem KMU Innovationsleistungen bei Forschungseinrichtungen einkaufen.',
      'A voucher with a small own contribution that lets SMEs buy innovation services from research institutions.',
    ],
    text: [
      'Der Innovationsscheck senkt die Hürde für den ersten Kontakt zwischen Betrieb und Wissenschaft. Mit ihm lassen sich etwa Machbarkeitsanalysen, Materialprüfungen oder Konzepte für neue Produkte bei Universitäten, Fachhochschulen oder außeruniversitären Forschungseinrichtungen beauftragen. Der Antrag ist kurz und die Entscheidung fällt rasch.',
      'The Innovation Voucher lowers the threshold for the first contact between business and science. It can be used to commission feasibility analyses, material tests or concepts for new products from universities, universities of applied sciences or non-university research institutions. The application is short and decisions are quick.',
    ],
    punkte: [
      [
        'Einfacher Online-Antrag, laufende Einreichung',
        'Leistung wird direkt von der Forschungseinrichtung erbracht',
        'Guter Einstieg in größere FFG-Projekte',
      ],
      [
        'Simple online application, continuous submission',
        'The service is delivered directly by the research institution',
        'A good entry point to larger FFG projects',
      ],
    ],
    von: null,
    bis: 12_500,
    ug: ['gruendung', 'epu', 'klein', 'mittel'],
    vh: ['forschung', 'kooperation', 'beratung'],
    fa: ['zuschuss'],
    sp: ['innovation', 'kooperation'],
  },
  {
    name: ['FFG Projekt.Start', 'FFG Projekt.Start'],
    stelle: FFG,
    zielgruppe: [
      'KMU, die ein größeres Forschungs- oder Innovationsprojekt vorbereiten',
      'SMEs preparing a larger research or innovation project',
    ],
    kurz: [
      'Unterstützung für die Vorbereitung eines Forschungsprojekts: Ideenprüfung, Partnersuche und Projektplanung.',
      'Support for preparing a research project: assessing the idea, finding partners and planning the project.',
    ],
    text: [
      'Gerade kleinere Unternehmen scheuen den Aufwand eines umfangreichen Förderantrags. Projekt.Start finanziert die Vorbereitungsphase: Die Idee wird auf technische Machbarkeit geprüft, Kooperationspartner werden gesucht und ein belastbarer Projektplan entsteht.',
      'Smaller companies in particular shy away from the effort of an extensive funding application. Projekt.Start finances the preparation phase: the idea is checked for technical feasibility, cooperation partners are found and a sound project plan is drawn up.',
    ],
    punkte: [
      [
        'Machbarkeitsüberlegungen und Recherchen',
        'Suche nach wissenschaftlichen Partnern',
        'Ausarbeitung eines Folgeantrags',
      ],
      ['Feasibility considerations and searches', 'Finding scientific partners', 'Drafting a follow-up application'],
    ],
    von: null,
    bis: 50_000,
    ug: ['epu', 'klein', 'mittel'],
    vh: ['forschung', 'beratung'],
    fa: ['zuschuss'],
    sp: ['innovation'],
  },
  {
    name: ['FFG Patent.Scheck', 'FFG Patent Voucher'],
    stelle: FFG,
    foerderstelle: 'Österreichische Forschungsförderungsgesellschaft (FFG) mit dem Österreichischen Patentamt',
    zielgruppe: [
      'KMU und Start-ups mit einer Erfindung, die geschützt werden soll',
      'SMEs and start-ups with an invention that should be protected',
    ],
    kurz: [
      'Scheck für Recherchen, Beratung und Anmeldung von Schutzrechten beim Patentamt und bei spezialisierten Fachleuten.',
      'Voucher for searches, advice and filing of intellectual property rights with the patent office and specialists.',
    ],
    text: [
      'Der Patent.Scheck hilft kleinen Unternehmen, ihre Erfindungen frühzeitig abzusichern. Er deckt Leistungen wie Patentrecherchen, Verwertungsanalysen und Kosten der Patentanwältin oder des Patentanwalts ab. So wird aus einer guten Idee ein handelbares Schutzrecht.',
      'The Patent Voucher helps small companies protect their inventions early. It covers services such as patent searches, exploitation analyses and the costs of a patent attorney. This turns a good idea into a tradable property right.',
    ],
    punkte: [
      [
        'Neuheits- und Stand-der-Technik-Recherchen',
        'Beratung zur Schutzstrategie',
        'Kosten der Anmeldung im In- und Ausland',
      ],
      ['Novelty and prior-art searches', 'Advice on the protection strategy', 'Filing costs in Austria and abroad'],
    ],
    von: null,
    bis: 12_500,
    ug: ['gruendung', 'epu', 'klein', 'mittel'],
    vh: ['forschung', 'beratung'],
    fa: ['zuschuss', 'beratung'],
    sp: ['innovation'],
  },
  {
    name: ['FFG Bridge – Brückenschlagprogramm', 'FFG Bridge programme'],
    stelle: FFG,
    zielgruppe: [
      'Forschungseinrichtungen gemeinsam mit Unternehmen, die Ergebnisse der Grundlagenforschung anwenden wollen',
      'Research institutions together with companies that want to apply results of basic research',
    ],
    kurz: [
      'Förderung kooperativer Projekte, die Erkenntnisse aus der Grundlagenforschung in Richtung Anwendung weiterentwickeln.',
      'Funding of cooperative projects that develop findings from basic research towards application.',
    ],
    text: [
      'Bridge schließt die Lücke zwischen wissenschaftlicher Erkenntnis und marktnaher Entwicklung. Eine Forschungseinrichtung führt das Projekt, ein Unternehmen bringt das Anwendungsinteresse und einen Eigenbeitrag ein. Eingereicht wird zu festen Ausschreibungsterminen.',
      'Bridge closes the gap between scientific insight and market-oriented development. A research institution leads the project; a company contributes the application interest and its own share. Submissions follow fixed call deadlines.',
    ],
    punkte: [
      [
        'Kooperation von Wissenschaft und Wirtschaft',
        'Anwendungsorientierte Grundlagenforschung',
        'Qualifizierung von Nachwuchsforschenden',
      ],
      ['Cooperation of science and industry', 'Application-oriented basic research', 'Training of young researchers'],
    ],
    von: 100_000,
    bis: 600_000,
    ug: ['forschung', 'klein', 'mittel', 'gross'],
    vh: ['forschung', 'kooperation'],
    fa: ['zuschuss'],
    sp: ['innovation', 'kooperation'],
  },
  {
    name: [
      'COMET – Competence Centers for Excellent Technologies',
      'COMET – Competence Centers for Excellent Technologies',
    ],
    stelle: FFG,
    zielgruppe: [
      'Konsortien aus Wissenschaft und Wirtschaft, die langfristig gemeinsam Spitzenforschung betreiben',
      'Consortia of science and industry pursuing excellent research together over the long term',
    ],
    kurz: [
      'Das Kompetenzzentrenprogramm fördert mehrjährige Forschungskooperationen zwischen Unternehmen und Forschungseinrichtungen.',
      'The competence centre programme funds multi-year research cooperation between companies and research institutions.',
    ],
    text: [
      'In COMET-Zentren, -Modulen und -Projekten arbeiten Unternehmen und Forschungseinrichtungen über mehrere Jahre an einem gemeinsam definierten Forschungsprogramm. Bund und Länder finanzieren einen wesentlichen Teil, die Unternehmenspartner tragen mit Geld- und Sachleistungen bei. Auch in Niederösterreich sind COMET-Zentren an den Technopolen angesiedelt.',
      'In COMET centres, modules and projects, companies and research institutions work for several years on a jointly defined research programme. Federal and state governments finance a substantial share; the company partners contribute cash and in-kind. COMET centres are also located at Lower Austria’s technopoles.',
    ],
    punkte: [
      [
        'Mehrjährige, strategische Forschungsprogramme',
        'Beteiligung von Unternehmen als Partner',
        'Aufbau international sichtbarer Kompetenz',
      ],
      [
        'Multi-year, strategic research programmes',
        'Companies participate as partners',
        'Building internationally visible expertise',
      ],
    ],
    von: 1_000_000,
    bis: null,
    ug: ['forschung', 'mittel', 'gross'],
    vh: ['forschung', 'kooperation'],
    fa: ['zuschuss'],
    sp: ['innovation', 'kooperation'],
  },
  {
    name: ['FFG Frontrunner', 'FFG Frontrunner'],
    stelle: FFG,
    zielgruppe: [
      'Unternehmen, die in ihrem Marktsegment technologisch führend sind oder es werden wollen',
      'Companies that are, or want to become, technology leaders in their market segment',
    ],
    kurz: [
      'Förderung strategischer Innovationsvorhaben, mit denen Unternehmen ihre Technologieführerschaft ausbauen.',
      'Funding for strategic innovation projects with which companies expand their technology leadership.',
    ],
    text: [
      'Frontrunner richtet sich an ambitionierte Unternehmen, die mit einem größeren Entwicklungs- und Umsetzungsvorhaben einen deutlichen Sprung nach vorn machen wollen. Gefördert werden Vorhaben, die Forschung und Entwicklung mit der Überführung in die Produktion oder den Markt verbinden.',
      'Frontrunner addresses ambitious companies that want to take a significant leap forward with a larger development and implementation project. Projects linking research and development with the transfer to production or the market are funded.',
    ],
    punkte: [
      [
        'Strategische Innovationsprojekte mit klarer Marktperspektive',
        'Verbindung von Entwicklung und Investition',
        'Stärkung der internationalen Wettbewerbsfähigkeit',
      ],
      [
        'Strategic innovation projects with a clear market perspective',
        'Linking development and investment',
        'Strengthening international competitiveness',
      ],
    ],
    von: 500_000,
    bis: null,
    ug: ['klein', 'mittel', 'gross'],
    vh: ['forschung', 'investition'],
    fa: ['zuschuss'],
    sp: ['innovation', 'wachstum'],
  },
  {
    name: ['FFG Start-up-Förderung', 'FFG start-up funding'],
    stelle: FFG,
    zielgruppe: [
      'Junge, innovative Unternehmen mit technologischem Entwicklungsbedarf',
      'Young, innovative companies with a need for technological development',
    ],
    kurz: [
      'Forschungsförderung mit erhöhten Förderquoten für Start-ups, die ihr erstes Entwicklungsprojekt umsetzen.',
      'Research funding with higher rates for start-ups carrying out their first development project.',
    ],
    text: [
      'Start-ups haben andere Voraussetzungen als etablierte Unternehmen: wenig Eigenkapital, kaum Sicherheiten, aber eine starke Idee. Die FFG berücksichtigt das mit eigenen Förderformaten für junge Unternehmen, höheren Förderquoten und vereinfachten Anforderungen an die Bonität.',
      'Start-ups have different conditions than established companies: little equity, hardly any collateral, but a strong idea. The FFG takes this into account with dedicated formats for young companies, higher funding rates and simplified creditworthiness requirements.',
    ],
    punkte: [
      [
        'Erhöhte Förderquoten für junge Unternehmen',
        'Kombinierbar mit Finanzierungen der aws',
        'Unterstützung bei der ersten Projekteinreichung',
      ],
      [
        'Higher funding rates for young companies',
        'Can be combined with aws financing',
        'Support with the first project submission',
      ],
    ],
    von: 30_000,
    bis: 1_000_000,
    ug: ['gruendung', 'epu', 'klein'],
    vh: ['forschung', 'gruendung'],
    fa: ['zuschuss'],
    sp: ['gruendung', 'innovation'],
  },
  {
    name: ['FFG Impact Innovation', 'FFG Impact Innovation'],
    stelle: FFG,
    zielgruppe: [
      'Unternehmen, Vereine und Organisationen, die ein konkretes gesellschaftliches oder ökologisches Problem lösen wollen',
      'Companies, associations and organisations that want to solve a specific social or environmental problem',
    ],
    kurz: [
      'Förderung von Innovationsvorhaben, die mit offenen, nutzerzentrierten Methoden eine spürbare Wirkung erzielen.',
      'Funding for innovation projects that achieve a tangible impact using open, user-centred methods.',
    ],
    text: [
      'Impact Innovation fördert nicht zwingend technologische Neuheiten, sondern die Art, wie Probleme gelöst werden: Betroffene werden einbezogen, Lösungen werden früh getestet und verbessert. Am Ende soll eine Lösung stehen, die tatsächlich angenommen wird und Wirkung entfaltet.',
      'Impact Innovation does not necessarily fund technological novelty but the way problems are solved: those affected are involved, solutions are tested and improved early. The outcome should be a solution that is actually adopted and has an effect.',
    ],
    punkte: [
      [
        'Problemorientierte, offene Innovationsprozesse',
        'Auch nicht-technologische Lösungen förderbar',
        'Für Unternehmen und gemeinnützige Organisationen',
      ],
      [
        'Problem-oriented, open innovation processes',
        'Non-technological solutions are also eligible',
        'For companies and non-profit organisations',
      ],
    ],
    von: null,
    bis: 200_000,
    ug: ['epu', 'klein', 'mittel', 'gross', 'gemeinde'],
    vh: ['forschung', 'kooperation'],
    fa: ['zuschuss'],
    sp: ['innovation', 'klimaschutz'],
  },
  {
    name: ['FFG Innovationscamps', 'FFG Innovation Camps'],
    stelle: FFG,
    zielgruppe: [
      'Unternehmen, deren Beschäftigte sich in neuen Technologiefeldern weiterbilden sollen',
      'Companies whose staff should receive further training in new technology fields',
    ],
    kurz: [
      'Geförderte Weiterbildungsprogramme von Forschungseinrichtungen für Mitarbeitende von Unternehmen.',
      'Funded training programmes run by research institutions for company employees.',
    ],
    text: [
      'In Innovationscamps vermitteln Universitäten, Fachhochschulen und Forschungseinrichtungen aktuelles Wissen direkt an die Belegschaft der beteiligten Unternehmen. Die Inhalte werden gemeinsam mit den Betrieben festgelegt, etwa zu künstlicher Intelligenz, Kreislaufwirtschaft oder neuen Werkstoffen.',
      'In Innovation Camps, universities, universities of applied sciences and research institutions pass on current knowledge directly to the staff of the participating companies. The content is defined together with the businesses, for example on artificial intelligence, circular economy or new materials.',
    ],
    punkte: [
      [
        'Maßgeschneiderte Lehrgänge für mehrere Unternehmen',
        'Wissenstransfer aus der Forschung',
        'Stärkung der Innovationskompetenz der Belegschaft',
      ],
      [
        'Tailor-made courses for several companies',
        'Knowledge transfer from research',
        'Strengthening the workforce’s innovation skills',
      ],
    ],
    von: null,
    bis: 500_000,
    ug: ['klein', 'mittel', 'gross', 'forschung'],
    vh: ['qualifizierung', 'forschung', 'kooperation'],
    fa: ['zuschuss'],
    sp: ['fachkraefte', 'innovation'],
  },
  // --- EU programmes ---------------------------------------------------------------------------------
  {
    name: ['EIC Accelerator (Horizon Europe)', 'EIC Accelerator (Horizon Europe)'],
    stelle: EU,
    foerderstelle: 'Europäischer Innovationsrat (EIC); nationale Kontaktstelle: FFG',
    url: 'https://eic.ec.europa.eu',
    zielgruppe: [
      'Start-ups und KMU mit bahnbrechenden, marktverändernden Innovationen',
      'Start-ups and SMEs with breakthrough, market-creating innovations',
    ],
    kurz: [
      'Europäische Förderung aus Zuschuss und Eigenkapital für Deep-Tech-Unternehmen, die international skalieren wollen.',
      'European funding combining grant and equity for deep-tech companies that want to scale internationally.',
    ],
    text: [
      'Der EIC Accelerator ist eines der sichtbarsten Förderinstrumente der EU für junge Technologieunternehmen. Er kombiniert einen Zuschuss für die Entwicklung mit einer optionalen Eigenkapitalbeteiligung des EIC Fund. Das Auswahlverfahren ist mehrstufig und sehr kompetitiv; die FFG berät als nationale Kontaktstelle.',
      'The EIC Accelerator is one of the EU’s most visible funding instruments for young technology companies. It combines a grant for development with an optional equity investment by the EIC Fund. The selection process has several stages and is highly competitive; the FFG advises as national contact point.',
    ],
    punkte: [
      [
        'Zuschuss für Entwicklung und Demonstration',
        'Optional Eigenkapital für die Skalierung',
        'Mehrstufiges Bewerbungsverfahren mit Pitch',
      ],
      [
        'Grant for development and demonstration',
        'Optional equity for scaling up',
        'Multi-stage application procedure with a pitch',
      ],
    ],
    von: 500_000,
    bis: null,
    ug: ['gruendung', 'klein', 'mittel'],
    vh: ['forschung', 'internationalisierung', 'investition'],
    fa: ['zuschuss', 'beteiligung'],
    sp: ['innovation', 'export', 'finanzierung'],
  },
  {
    name: ['Eurostars', 'Eurostars'],
    stelle: EU,
    foerderstelle: 'EUREKA / Europäische Union; österreichische Partner gefördert durch die FFG',
    url: 'https://www.ffg.at',
    zielgruppe: [
      'Forschungsintensive KMU, die mit Partnern aus anderen Ländern ein Produkt entwickeln',
      'Research-intensive SMEs developing a product with partners from other countries',
    ],
    kurz: [
      'Förderung internationaler Entwicklungsprojekte, die von einem forschenden KMU geleitet werden.',
      'Funding for international development projects led by a research-performing SME.',
    ],
    text: [
      'Eurostars verbindet europäische Zusammenarbeit mit nationaler Förderung: Ein KMU führt ein grenzüberschreitendes Konsortium, jedes Land fördert seine eigenen Partner. Für österreichische Beteiligte übernimmt die FFG die Finanzierung. Ziel ist ein marktreifes Produkt innerhalb weniger Jahre nach Projektende.',
      'Eurostars combines European cooperation with national funding: an SME leads a cross-border consortium and each country funds its own partners. The FFG finances the Austrian participants. The aim is a market-ready product within a few years after the project ends.',
    ],
    punkte: [
      [
        'Mindestens zwei Partner aus verschiedenen Ländern',
        'Marktnahe Entwicklungsprojekte',
        'Nationale Förderung nach FFG-Regeln',
      ],
      [
        'At least two partners from different countries',
        'Market-oriented development projects',
        'National funding under FFG rules',
      ],
    ],
    von: 200_000,
    bis: 2_000_000,
    ug: ['klein', 'mittel', 'forschung'],
    vh: ['forschung', 'internationalisierung', 'kooperation'],
    fa: ['zuschuss'],
    sp: ['innovation', 'export', 'kooperation'],
  },
  {
    name: ['LEADER – Regionalentwicklung im ländlichen Raum', 'LEADER – rural regional development'],
    stelle: EU,
    foerderstelle: 'LEADER-Regionen Niederösterreichs (EU, Bund und Land Niederösterreich)',
    url: 'https://www.noe.gv.at',
    zielgruppe: [
      'Gemeinden, Vereine, Kleinbetriebe und Initiativen in den LEADER-Regionen Niederösterreichs',
      'Municipalities, associations, small businesses and initiatives in Lower Austria’s LEADER regions',
    ],
    kurz: [
      'Lokale Aktionsgruppen wählen Projekte aus, die ihre Region wirtschaftlich, sozial und kulturell voranbringen.',
      'Local action groups select projects that move their region forward economically, socially and culturally.',
    ],
    text: [
      'LEADER ist ein Bottom-up-Ansatz der EU-Agrarpolitik: Regionen erstellen eine eigene Entwicklungsstrategie und entscheiden vor Ort, welche Projekte gefördert werden. Niederösterreich ist nahezu flächendeckend in LEADER-Regionen organisiert. Betriebe profitieren etwa bei Kooperationsprojekten, Direktvermarktung oder touristischen Angeboten.',
      'LEADER is a bottom-up approach of EU agricultural policy: regions draw up their own development strategy and decide locally which projects are funded. Almost all of Lower Austria is organised in LEADER regions. Businesses benefit, for example, from cooperation projects, direct marketing or tourism offers.',
    ],
    punkte: [
      [
        'Regionale Entwicklungsstrategie als Grundlage',
        'Projektauswahl durch die Lokale Aktionsgruppe',
        'Beratung durch das LEADER-Management der Region',
      ],
      [
        'A regional development strategy as the basis',
        'Project selection by the local action group',
        'Advice from the region’s LEADER management',
      ],
    ],
    von: null,
    bis: 200_000,
    ug: ['gemeinde', 'epu', 'klein', 'gruendung'],
    vh: ['standort', 'kooperation', 'tourismus'],
    fa: ['zuschuss'],
    sp: ['regionalentwicklung', 'kooperation'],
  },
  {
    name: ['Interreg Österreich – Tschechien', 'Interreg Austria – Czech Republic'],
    stelle: EU,
    foerderstelle: 'Interreg-Programm Österreich–Tschechien (EU, Europäischer Fonds für regionale Entwicklung)',
    url: 'https://www.at-cz.eu',
    zielgruppe: [
      'Gemeinden, Forschungseinrichtungen, Interessenvertretungen und Unternehmen im Grenzraum',
      'Municipalities, research institutions, interest groups and companies in the border region',
    ],
    kurz: [
      'Förderung grenzüberschreitender Projekte zwischen Niederösterreich und den tschechischen Nachbarregionen.',
      'Funding for cross-border projects between Lower Austria and the neighbouring Czech regions.',
    ],
    text: [
      'Interreg-Projekte brauchen Partner auf beiden Seiten der Grenze. Gefördert werden Vorhaben zu Forschung und Innovation, Umwelt, Bildung und grenzüberschreitender Zusammenarbeit von Verwaltung und Wirtschaft. Für Niederösterreich gibt es ein vergleichbares Programm auch mit der Slowakei.',
      'Interreg projects need partners on both sides of the border. Projects on research and innovation, environment, education and cross-border cooperation of administration and business are funded. Lower Austria has a comparable programme with Slovakia as well.',
    ],
    punkte: [
      [
        'Partner aus Österreich und Tschechien erforderlich',
        'Gemeinsame Projektentwicklung und -umsetzung',
        'Hohe Förderquote aus EU-Mitteln',
      ],
      [
        'Partners from Austria and the Czech Republic required',
        'Joint project development and implementation',
        'High funding rate from EU funds',
      ],
    ],
    von: 100_000,
    bis: null,
    ug: ['gemeinde', 'forschung', 'klein', 'mittel'],
    vh: ['kooperation', 'internationalisierung', 'forschung'],
    fa: ['zuschuss'],
    sp: ['kooperation', 'regionalentwicklung'],
  },
  {
    name: ['EFRE – Investitionen in Wachstum und Beschäftigung', 'ERDF – investment for growth and jobs'],
    stelle: EU,
    foerderstelle: 'Europäischer Fonds für regionale Entwicklung (EFRE) mit Bund und Land Niederösterreich',
    url: 'https://www.efre.gv.at',
    zielgruppe: [
      'Unternehmen, Forschungseinrichtungen und Gemeinden mit Vorhaben zu Innovation und Klimaschutz',
      'Companies, research institutions and municipalities with projects on innovation and climate protection',
    ],
    kurz: [
      'EU-Mittel aus dem Regionalfonds ergänzen Förderungen von Bund und Land für Innovation, Digitalisierung und Klimaschutz.',
      'EU regional fund money complements federal and state funding for innovation, digitalisation and climate protection.',
    ],
    text: [
      'Das österreichische EFRE-Programm kofinanziert Vorhaben, die über bestehende Förderstellen abgewickelt werden. Für Antragstellende bedeutet das meist keinen eigenen Antrag, sondern eine Förderung über das Land oder eine Bundesförderstelle mit zusätzlichen EU-Auflagen bei Publizität und Dokumentation.',
      'The Austrian ERDF programme co-finances projects processed by existing funding bodies. For applicants this usually means no separate application but funding via the state or a federal body, with additional EU requirements on publicity and documentation.',
    ],
    punkte: [
      [
        'Forschungs- und Innovationsinfrastruktur',
        'Betriebliche Investitionen in Innovation und Energieeffizienz',
        'Abwicklung über Landes- und Bundesförderstellen',
      ],
      [
        'Research and innovation infrastructure',
        'Business investment in innovation and energy efficiency',
        'Processed by state and federal funding bodies',
      ],
    ],
    von: 100_000,
    bis: null,
    ug: ['klein', 'mittel', 'forschung', 'gemeinde'],
    vh: ['forschung', 'investition', 'umwelt', 'digitalisierung'],
    fa: ['zuschuss'],
    sp: ['innovation', 'klimaschutz', 'regionalentwicklung'],
  },
  // --- Land Niederösterreich ---------------------------------------------------------------------------
  {
    name: ['NÖ Investitionsförderung für KMU', 'Lower Austria investment funding for SMEs'],
    stelle: NOE,
    foerderstelle: 'NÖ Wirtschafts- und Tourismusfonds (Land Niederösterreich, WST3)',
    zielgruppe: [
      'Kleine und mittlere Unternehmen mit Betriebsstätte in Niederösterreich',
      'Small and medium-sized enterprises with a site in Lower Austria',
    ],
    kurz: [
      'Zuschüsse des Landes für Investitionen, mit denen Betriebe in Niederösterreich wachsen, modernisieren oder neue Arbeitsplätze schaffen.',
      'State grants for investments with which businesses in Lower Austria grow, modernise or create new jobs.',
    ],
    text: [
      'Das Land Niederösterreich unterstützt betriebliche Investitionen, die über den reinen Ersatz bestehender Anlagen hinausgehen. Dazu zählen Erweiterungen, neue Produktionsverfahren oder ein neuer Standort im Bundesland. Die Förderung wird häufig ergänzend zu Bundesförderungen gewährt.',
      'The State of Lower Austria supports business investments that go beyond merely replacing existing equipment. These include expansions, new production processes or a new site in the province. The funding is often granted in addition to federal funding.',
    ],
    punkte: [
      [
        'Erweiterungs- und Modernisierungsinvestitionen',
        'Betriebsansiedlungen und Standortverlagerungen innerhalb Niederösterreichs',
        'Antrag vor Beginn des Vorhabens',
      ],
      [
        'Expansion and modernisation investments',
        'Business settlements and relocations within Lower Austria',
        'Apply before the project starts',
      ],
    ],
    von: 20_000,
    bis: 2_000_000,
    ug: ['epu', 'klein', 'mittel'],
    vh: ['investition', 'standort'],
    fa: ['zuschuss'],
    sp: ['wachstum', 'regionalentwicklung'],
  },
  {
    name: ['NÖ Nahversorgungsförderung', 'Lower Austria local supply funding'],
    stelle: NOE,
    foerderstelle: 'NÖ Wirtschafts- und Tourismusfonds (Land Niederösterreich, WST3)',
    zielgruppe: [
      'Lebensmittelhändler, Bäckereien, Fleischereien und andere Nahversorger in kleineren Gemeinden',
      'Grocers, bakeries, butchers and other local suppliers in smaller municipalities',
    ],
    kurz: [
      'Unterstützung für Geschäfte, die die tägliche Versorgung in Orten und Ortskernen sichern.',
      'Support for shops that secure everyday supply in villages and town centres.',
    ],
    text: [
      'Ein Geschäft im Ort ist mehr als ein Einkaufsplatz: Es hält Ortskerne lebendig und erspart Wege mit dem Auto. Das Land fördert daher Investitionen von Nahversorgungsbetrieben, etwa in die Modernisierung des Geschäftslokals, energieeffiziente Kühlung oder neue Verkaufskonzepte.',
      'A shop in the village is more than a place to buy things: it keeps town centres alive and saves trips by car. The state therefore funds investments by local suppliers, for example in modernising the shop, energy-efficient refrigeration or new sales concepts.',
    ],
    punkte: [
      [
        'Modernisierung und Erweiterung von Geschäftslokalen',
        'Energieeffiziente Kühl- und Ladentechnik',
        'Neue Konzepte wie Selbstbedienungs- oder Hybridläden',
      ],
      [
        'Modernising and extending shop premises',
        'Energy-efficient refrigeration and shop technology',
        'New concepts such as self-service or hybrid shops',
      ],
    ],
    von: 5_000,
    bis: 300_000,
    ug: ['epu', 'klein'],
    vh: ['investition', 'standort'],
    fa: ['zuschuss'],
    sp: ['nahversorgung', 'regionalentwicklung'],
  },
  {
    name: ['NÖ Beratungsförderung', 'Lower Austria consulting funding'],
    stelle: NOE,
    foerderstelle: 'Land Niederösterreich (WST3) in Zusammenarbeit mit der WKNÖ',
    zielgruppe: [
      'Gründerinnen, Gründer und kleine und mittlere Unternehmen in Niederösterreich',
      'Founders and small and medium-sized enterprises in Lower Austria',
    ],
    kurz: [
      'Ein Teil der Kosten externer Beratung wird übernommen, etwa zu Strategie, Finanzierung, Digitalisierung oder Nachfolge.',
      'Part of the cost of external consulting is covered, for example on strategy, financing, digitalisation or succession.',
    ],
    text: [
      'Gute Beratung zahlt sich aus, kostet aber zunächst Geld. Mit der Beratungsförderung trägt das Land einen Teil des Honorars qualifizierter Beraterinnen und Berater. Typische Themen sind Geschäftsmodell, Organisation, Finanzierung, Marketing und die Vorbereitung einer Betriebsübergabe.',
      'Good advice pays off, but first it costs money. With the consulting funding, the state covers part of the fee of qualified consultants. Typical topics are business model, organisation, financing, marketing and preparing a business handover.',
    ],
    punkte: [
      [
        'Geförderte Beratungstage bei qualifizierten Beratern',
        'Themen von Gründung bis Nachfolge',
        'Einfache Abwicklung über die Wirtschaftskammer',
      ],
      [
        'Subsidised consulting days with qualified consultants',
        'Topics from start-up to succession',
        'Simple processing via the Chamber of Commerce',
      ],
    ],
    von: null,
    bis: 20_000,
    ug: ['gruendung', 'epu', 'klein', 'mittel'],
    vh: ['beratung', 'gruendung'],
    fa: ['zuschuss', 'beratung'],
    sp: ['wachstum', 'gruendung'],
  },
  {
    name: ['NÖ Kooperationsförderung', 'Lower Austria cooperation funding'],
    stelle: NOE,
    foerderstelle: 'NÖ Wirtschafts- und Tourismusfonds (Land Niederösterreich, WST3)',
    zielgruppe: [
      'Gruppen von mindestens drei Unternehmen, die gemeinsam ein Projekt umsetzen',
      'Groups of at least three companies carrying out a project together',
    ],
    kurz: [
      'Zuschüsse für Kooperationsprojekte, bei denen Betriebe gemeinsam entwickeln, einkaufen, vermarkten oder ausbilden.',
      'Grants for cooperation projects in which businesses jointly develop, purchase, market or train.',
    ],
    text: [
      'Kleine Betriebe erreichen gemeinsam, was einzeln nicht möglich wäre. Das Land fördert daher die Anbahnung und Umsetzung von Kooperationen, zum Beispiel gemeinsame Produktentwicklungen, eine gemeinsame Vertriebsplattform oder ein Ausbildungsverbund. Die Cluster von ecoplus unterstützen bei der Partnersuche.',
      'Small businesses achieve together what none could alone. The state therefore funds initiating and implementing cooperation, such as joint product development, a shared sales platform or a training alliance. The ecoplus clusters help find partners.',
    ],
    punkte: [
      [
        'Kosten der Projektkoordination und externer Leistungen',
        'Gemeinsame Entwicklungs- und Vermarktungsprojekte',
        'Begleitung durch die ecoplus-Cluster möglich',
      ],
      [
        'Costs of project coordination and external services',
        'Joint development and marketing projects',
        'Support by the ecoplus clusters possible',
      ],
    ],
    von: 20_000,
    bis: 500_000,
    ug: ['epu', 'klein', 'mittel'],
    vh: ['kooperation', 'forschung'],
    fa: ['zuschuss'],
    sp: ['kooperation', 'innovation'],
  },
  {
    name: ['NÖ Digitalisierungsförderung', 'Lower Austria digitalisation funding'],
    stelle: NOE,
    foerderstelle: 'NÖ Wirtschafts- und Tourismusfonds (Land Niederösterreich, WST3)',
    zielgruppe: [
      'Kleine und mittlere Unternehmen in Niederösterreich mit Digitalisierungsprojekten',
      'Small and medium-sized enterprises in Lower Austria with digitalisation projects',
    ],
    kurz: [
      'Zuschüsse für die Einführung digitaler Lösungen, von der vernetzten Produktion bis zum Online-Vertrieb.',
      'Grants for introducing digital solutions, from connected production to online sales.',
    ],
    text: [
      'Das Land unterstützt Betriebe, die ihre Abläufe mit digitalen Werkzeugen neu aufstellen. Gefördert werden Investitionen in Software, Hardware und Umsetzungsleistungen, wenn sie zu einem spürbaren Digitalisierungsschritt führen. Das Haus der Digitalisierung in Tulln bietet dazu Orientierung und Veranstaltungen.',
      'The state supports businesses that reorganise their processes with digital tools. Investments in software, hardware and implementation services are funded if they lead to a noticeable step in digitalisation. The Haus der Digitalisierung in Tulln offers orientation and events on the topic.',
    ],
    punkte: [
      [
        'Digitale Prozesse in Produktion, Logistik und Verwaltung',
        'E-Commerce und digitale Kundenschnittstellen',
        'IT-Sicherheit als Teil des Vorhabens',
      ],
      [
        'Digital processes in production, logistics and administration',
        'E-commerce and digital customer interfaces',
        'IT security as part of the project',
      ],
    ],
    von: 5_000,
    bis: 200_000,
    ug: ['epu', 'klein', 'mittel'],
    vh: ['digitalisierung', 'investition'],
    fa: ['zuschuss'],
    sp: ['digitalisierung'],
  },
  {
    name: ['NÖ Tourismusförderung – Investitionen', 'Lower Austria tourism investment funding'],
    stelle: NOE,
    foerderstelle: 'NÖ Wirtschafts- und Tourismusfonds (Land Niederösterreich, WST3)',
    zielgruppe: [
      'Beherbergungs- und Gastronomiebetriebe sowie Freizeit- und Ausflugsbetriebe in Niederösterreich',
      'Accommodation and restaurant businesses as well as leisure and excursion businesses in Lower Austria',
    ],
    kurz: [
      'Zuschüsse für Qualitätsverbesserungen und Erweiterungen in Hotellerie, Gastronomie und Freizeitwirtschaft.',
      'Grants for quality improvements and expansions in hotels, restaurants and the leisure industry.',
    ],
    text: [
      'Der Tourismus ist in vielen Regionen Niederösterreichs ein wichtiger Arbeitgeber, von der Wachau bis zum Wienerwald. Das Land fördert Investitionen, die das Angebot verbessern, die Saison verlängern oder neue Gästegruppen ansprechen, häufig abgestimmt mit Förderungen der ÖHT.',
      'Tourism is an important employer in many regions of Lower Austria, from the Wachau to the Vienna Woods. The state funds investments that improve the offer, extend the season or attract new guest groups, often coordinated with ÖHT funding.',
    ],
    punkte: [
      [
        'Zimmer, Wellness- und Seminarbereiche',
        'Ausflugsziele und Freizeitinfrastruktur',
        'Abstimmung mit der Tourismusbank ÖHT',
      ],
      [
        'Rooms, wellness and seminar areas',
        'Excursion destinations and leisure infrastructure',
        'Coordinated with the tourism bank ÖHT',
      ],
    ],
    von: 20_000,
    bis: null,
    ug: ['epu', 'klein', 'mittel'],
    vh: ['tourismus', 'investition'],
    fa: ['zuschuss'],
    sp: ['tourismus', 'regionalentwicklung'],
  },
  {
    name: ['NÖ Technologie- und Innovationsförderung', 'Lower Austria technology and innovation funding'],
    stelle: NOE,
    zielgruppe: [
      'Unternehmen in Niederösterreich mit Forschungs-, Entwicklungs- oder Innovationsprojekten',
      'Companies in Lower Austria with research, development or innovation projects',
    ],
    kurz: [
      'Das Land ergänzt Bundesförderungen für Forschung und Entwicklung und unterstützt Innovationsprojekte niederösterreichischer Betriebe.',
      'The state complements federal research and development funding and supports innovation projects of Lower Austrian businesses.',
    ],
    text: [
      'Niederösterreich setzt mit seiner Technologie- und Forschungsstrategie auf die Stärken seiner Technopole und Cluster. Die Landesförderung ergänzt vor allem FFG-Projekte und erleichtert Betrieben, die erstmals forschen, den Einstieg.',
      'With its technology and research strategy, Lower Austria builds on the strengths of its technopoles and clusters. The state funding mainly complements FFG projects and makes it easier for first-time researchers to get started.',
    ],
    punkte: [
      [
        'Ergänzung zu FFG-Förderungen',
        'Einstiegsprojekte für erstmals forschende Betriebe',
        'Anbindung an Technopole und Cluster',
      ],
      [
        'Complement to FFG funding',
        'Entry projects for first-time research businesses',
        'Links to technopoles and clusters',
      ],
    ],
    von: 20_000,
    bis: 1_000_000,
    ug: ['epu', 'klein', 'mittel', 'gross'],
    vh: ['forschung'],
    fa: ['zuschuss'],
    sp: ['innovation'],
  },
  {
    name: ['NÖ Internationalisierungsförderung', 'Lower Austria internationalisation funding'],
    stelle: NOE,
    zielgruppe: [
      'Exportorientierte kleine und mittlere Unternehmen aus Niederösterreich',
      'Export-oriented small and medium-sized enterprises from Lower Austria',
    ],
    kurz: [
      'Unterstützung beim Schritt auf neue Auslandsmärkte, etwa für Messeauftritte, Markterhebungen und Vertriebsaufbau.',
      'Support for entering new foreign markets, for example trade fair appearances, market surveys and building sales.',
    ],
    text: [
      'Der Weg ins Ausland ist für kleinere Betriebe mit Aufwand und Risiko verbunden. Das Land Niederösterreich fördert daher die ersten Schritte: Marktanalysen, Auftritte auf internationalen Fachmessen, Übersetzungen und den Aufbau von Vertriebspartnerschaften.',
      'Going abroad involves effort and risk for smaller businesses. The State of Lower Austria therefore funds the first steps: market analyses, appearances at international trade fairs, translations and building sales partnerships.',
    ],
    punkte: [
      [
        'Internationale Messebeteiligungen',
        'Markterhebungen und Zielmarktberatung',
        'Abstimmung mit go-international und ecoplus',
      ],
      [
        'Participation in international trade fairs',
        'Market surveys and target-market advice',
        'Coordinated with go-international and ecoplus',
      ],
    ],
    von: 5_000,
    bis: 150_000,
    ug: ['epu', 'klein', 'mittel'],
    vh: ['internationalisierung'],
    fa: ['zuschuss'],
    sp: ['export'],
  },
  {
    name: ['NÖ Förderung für Gründungen und Betriebsübernahmen', 'Lower Austria funding for start-ups and takeovers'],
    stelle: NOE,
    zielgruppe: [
      'Gründerinnen, Gründer und Nachfolgerinnen, Nachfolger, die einen Betrieb in Niederösterreich starten oder übernehmen',
      'Founders and successors starting or taking over a business in Lower Austria',
    ],
    kurz: [
      'Zuschüsse für Investitionen in den ersten Jahren nach einer Gründung oder Übernahme.',
      'Grants for investments in the first years after a start-up or takeover.',
    ],
    text: [
      'Die ersten Jahre sind für junge Unternehmen die schwierigsten. Das Land unterstützt Investitionen, die mit der Gründung oder Übernahme eines Betriebs verbunden sind, und verknüpft die Förderung mit der kostenlosen Beratung durch riz up und das Gründerservice der Wirtschaftskammer.',
      'The first years are the hardest for young companies. The state supports investments connected with starting or taking over a business and links the funding with free advice from riz up and the Chamber of Commerce’s start-up service.',
    ],
    punkte: [
      [
        'Investitionen in Ausstattung, Maschinen und Geschäftslokal',
        'Auch bei Übernahme eines bestehenden Betriebs',
        'Kombinierbar mit Garantien von aws und NÖBEG',
      ],
      [
        'Investments in fit-out, machinery and premises',
        'Also when taking over an existing business',
        'Can be combined with guarantees from aws and NÖBEG',
      ],
    ],
    von: 10_000,
    bis: 500_000,
    ug: ['gruendung', 'epu', 'klein'],
    vh: ['gruendung', 'investition'],
    fa: ['zuschuss'],
    sp: ['gruendung'],
  },
  {
    name: [
      'NÖ Regionalförderung für betriebliche Großinvestitionen',
      'Lower Austria regional aid for large business investments',
    ],
    stelle: NOE,
    zielgruppe: [
      'Mittlere und große Unternehmen mit Ansiedlungs- oder Erweiterungsprojekten von regionaler Bedeutung',
      'Medium-sized and large companies with settlement or expansion projects of regional importance',
    ],
    kurz: [
      'Unterstützung für Investitionen, die in strukturschwächeren Regionen Niederösterreichs viele Arbeitsplätze sichern oder schaffen.',
      'Support for investments that secure or create many jobs in Lower Austria’s structurally weaker regions.',
    ],
    text: [
      'Große Standortentscheidungen prägen ganze Regionen. Im Rahmen des EU-Beihilfenrechts kann das Land Niederösterreich Investitionen in ausgewählten Fördergebieten unterstützen. ecoplus begleitet solche Projekte von der Standortsuche bis zur Abstimmung mit Behörden und Förderstellen.',
      'Major location decisions shape entire regions. Within EU state aid rules, the State of Lower Austria can support investments in selected assisted areas. ecoplus accompanies such projects from the search for a site to coordination with authorities and funding bodies.',
    ],
    punkte: [
      [
        'Neuansiedlungen und große Erweiterungen',
        'Fördergebiete nach der EU-Regionalbeihilfenkarte',
        'Begleitung durch das Investorenservice von ecoplus',
      ],
      [
        'New settlements and major expansions',
        'Assisted areas according to the EU regional aid map',
        'Support from the ecoplus investor service',
      ],
    ],
    von: 1_000_000,
    bis: null,
    ug: ['mittel', 'gross'],
    vh: ['investition', 'standort'],
    fa: ['zuschuss'],
    sp: ['wachstum', 'regionalentwicklung'],
  },
  {
    name: ['NÖBEG Bürgschaften', 'NÖBEG guarantees'],
    stelle: NOEBEG,
    zielgruppe: [
      'Kleine und mittlere Unternehmen sowie Gründungen mit Sitz in Niederösterreich',
      'Small and medium-sized enterprises and start-ups based in Lower Austria',
    ],
    kurz: [
      'Landesbürgschaften für Bankkredite, wenn Sicherheiten für Investitionen oder Betriebsmittel fehlen.',
      'State guarantees for bank loans where collateral for investments or working capital is lacking.',
    ],
    text: [
      'Die NÖBEG ist die Bürgschafts- und Beteiligungsgesellschaft des Landes Niederösterreich. Sie übernimmt gegenüber der Hausbank die Haftung für einen Teil eines Kredits und ermöglicht so Finanzierungen, die sonst an fehlenden Sicherheiten scheitern würden. Die Bürgschaft wird gemeinsam mit der Bank beantragt.',
      'NÖBEG is the guarantee and equity company of the State of Lower Austria. It assumes liability towards the house bank for part of a loan, enabling financing that would otherwise fail for lack of collateral. The guarantee is applied for together with the bank.',
    ],
    punkte: [
      [
        'Bürgschaften für Investitions- und Betriebsmittelkredite',
        'Auch für Gründungen und Übernahmen',
        'Ergänzung zu Bundesgarantien der aws',
      ],
      [
        'Guarantees for investment and working capital loans',
        'Also for start-ups and takeovers',
        'Complement to federal aws guarantees',
      ],
    ],
    von: 10_000,
    bis: 2_500_000,
    ug: ['gruendung', 'epu', 'klein', 'mittel'],
    vh: ['investition', 'gruendung'],
    fa: ['haftung'],
    sp: ['finanzierung'],
  },
  {
    name: ['tecnet equity – Technologiebeteiligungen', 'tecnet equity – technology investments'],
    stelle: TECNET,
    zielgruppe: [
      'Technologie-Start-ups und junge Hightech-Unternehmen in Niederösterreich',
      'Technology start-ups and young high-tech companies in Lower Austria',
    ],
    kurz: [
      'Risikokapital des Landes Niederösterreich für technologieorientierte Gründungen mit Wachstumspotenzial.',
      'Venture capital of the State of Lower Austria for technology-oriented start-ups with growth potential.',
    ],
    text: [
      'tecnet equity investiert in junge Unternehmen aus Bereichen wie Life Sciences, Materialtechnologie, Digitalisierung oder Umwelttechnik. Neben Kapital bringt die Gesellschaft Erfahrung in der Verwertung von Forschungsergebnissen und ein Netzwerk zu Co-Investoren ein.',
      'tecnet equity invests in young companies from fields such as life sciences, materials technology, digitalisation or environmental technology. Besides capital, the company contributes experience in exploiting research results and a network of co-investors.',
    ],
    punkte: [
      [
        'Beteiligungen in der Früh- und Wachstumsphase',
        'Co-Investments mit privaten Investoren',
        'Unterstützung bei Schutzrechten und Verwertung',
      ],
      [
        'Investments in the early and growth stage',
        'Co-investments with private investors',
        'Support with intellectual property and exploitation',
      ],
    ],
    von: 100_000,
    bis: 3_000_000,
    ug: ['gruendung', 'klein'],
    vh: ['gruendung', 'forschung'],
    fa: ['beteiligung'],
    sp: ['finanzierung', 'innovation', 'gruendung'],
  },
  {
    name: ['riz up Gründungs- und Nachfolgeberatung', 'riz up start-up and succession advice'],
    stelle: RIZUP,
    zielgruppe: [
      'Menschen mit Gründungsidee, Jungunternehmen und Betriebe vor einer Übergabe in Niederösterreich',
      'People with a business idea, young companies and businesses facing a handover in Lower Austria',
    ],
    kurz: [
      'Kostenlose Beratung und Workshops von der Geschäftsidee über den Businessplan bis zur Finanzierung und Übergabe.',
      'Free advice and workshops from the business idea and business plan to financing and handover.',
    ],
    text: [
      'riz up ist die Gründeragentur des Landes Niederösterreich. Sie berät vertraulich und kostenlos, prüft Businesspläne, begleitet zu Förderstellen und Banken und vernetzt Gründerinnen und Gründer untereinander. Ein eigener Schwerpunkt gilt der Unternehmensnachfolge.',
      'riz up is the start-up agency of the State of Lower Austria. It advises confidentially and free of charge, reviews business plans, accompanies clients to funding bodies and banks and connects founders with each other. Business succession is a dedicated focus.',
    ],
    punkte: [
      [
        'Einzelberatung und Businessplan-Check',
        'Workshops und Veranstaltungen für Gründende',
        'Unterstützung bei Übergabe und Nachfolge',
      ],
      [
        'Individual advice and business plan check',
        'Workshops and events for founders',
        'Support with handover and succession',
      ],
    ],
    von: null,
    bis: null,
    ug: ['gruendung', 'epu', 'klein'],
    vh: ['gruendung', 'beratung'],
    fa: ['beratung'],
    sp: ['gruendung'],
  },
  // --- ecoplus and accent -----------------------------------------------------------------------------
  {
    name: ['ecoplus Regionalförderung', 'ecoplus regional funding'],
    stelle: ECOPLUS,
    zielgruppe: [
      'Gemeinden, Gemeindeverbände, Regionen und regionale Vereine in Niederösterreich',
      'Municipalities, associations of municipalities, regions and regional associations in Lower Austria',
    ],
    kurz: [
      'Förderung regionaler Projekte, die Wirtschaft, Standortqualität und Zusammenarbeit in den Regionen stärken.',
      'Funding for regional projects that strengthen the economy, location quality and cooperation in the regions.',
    ],
    text: [
      'Im Auftrag des Landes unterstützt ecoplus Projekte mit regionaler Wirkung: interkommunale Betriebsgebiete, Standortmarketing, Infrastruktur für Wirtschaft und Tourismus oder Kooperationsprojekte mehrerer Gemeinden. Die Regionalmanagements helfen bei der Projektentwicklung.',
      'On behalf of the state, ecoplus supports projects with regional impact: inter-municipal business parks, location marketing, infrastructure for business and tourism or cooperation projects of several municipalities. The regional managements help develop projects.',
    ],
    punkte: [
      [
        'Interkommunale Betriebsgebiete',
        'Regionale Infrastruktur- und Kooperationsprojekte',
        'Begleitung durch die Regionalmanagements',
      ],
      [
        'Inter-municipal business parks',
        'Regional infrastructure and cooperation projects',
        'Support from the regional managements',
      ],
    ],
    von: 50_000,
    bis: null,
    ug: ['gemeinde'],
    vh: ['standort', 'kooperation', 'tourismus'],
    fa: ['zuschuss'],
    sp: ['regionalentwicklung', 'kooperation'],
  },
  {
    name: ['ecoplus Wirtschaftsparks', 'ecoplus business parks'],
    stelle: ECOPLUS,
    zielgruppe: [
      'Produzierende Betriebe, Logistik- und Dienstleistungsunternehmen auf Standortsuche',
      'Manufacturers, logistics and service companies looking for a site',
    ],
    kurz: [
      'Voll erschlossene Betriebsflächen mit Service aus einer Hand in den Wirtschaftsparks von ecoplus.',
      'Fully serviced business land with one-stop service in the ecoplus business parks.',
    ],
    text: [
      'ecoplus entwickelt und betreibt Wirtschaftsparks in ganz Niederösterreich, darunter das Industriezentrum NÖ-Süd. Unternehmen finden dort gewidmete und erschlossene Flächen, oft mit Bahnanschluss, sowie Unterstützung bei Behördenverfahren und Förderungen. Der Parkservice kümmert sich auch nach der Ansiedlung um gemeinsame Anliegen.',
      'ecoplus develops and operates business parks throughout Lower Austria, including the Industriezentrum NÖ-Süd. Companies find zoned and serviced land there, often with a rail connection, as well as support with permit procedures and funding. The park service also takes care of shared concerns after settlement.',
    ],
    punkte: [
      [
        'Gewidmete, erschlossene Flächen zum Kauf oder Baurecht',
        'Unterstützung bei Genehmigungsverfahren',
        'Parkmanagement und Betriebsnetzwerk vor Ort',
      ],
      [
        'Zoned, serviced land for purchase or building lease',
        'Support with permit procedures',
        'Park management and a local business network',
      ],
    ],
    von: null,
    bis: null,
    ug: ['klein', 'mittel', 'gross'],
    vh: ['standort', 'investition'],
    fa: ['infrastruktur', 'beratung'],
    sp: ['regionalentwicklung', 'wachstum'],
  },
  {
    name: [
      'ecoplus Cluster Niederösterreich – Kooperationsprojekte',
      'ecoplus Clusters Lower Austria – cooperation projects',
    ],
    stelle: ECOPLUS,
    zielgruppe: [
      'Unternehmen und Forschungseinrichtungen aus Bau, Energie, Kunststoff, Lebensmittel und Mechatronik',
      'Companies and research institutions from construction, energy, plastics, food and mechatronics',
    ],
    kurz: [
      'Die Cluster initiieren und begleiten Kooperationsprojekte, in denen Betriebe gemeinsam Neues entwickeln.',
      'The clusters initiate and support cooperation projects in which businesses develop new things together.',
    ],
    text: [
      'In den Clustern von ecoplus arbeiten Betriebe einer Branche mit Forschung und Ausbildung zusammen, etwa im Bau.Energie.Umwelt Cluster, im Kunststoff-Cluster, im Lebensmittel Cluster und im Mechatronik-Cluster. Das Clustermanagement bringt Partner zusammen, moderiert Projekte und hilft bei der Finanzierung über passende Förderprogramme.',
      'In the ecoplus clusters, businesses of one sector work together with research and training, for example in the construction-energy-environment cluster, the plastics cluster, the food cluster and the mechatronics cluster. The cluster management brings partners together, moderates projects and helps with financing through suitable programmes.',
    ],
    punkte: [
      [
        'Partnersuche und Projektentwicklung',
        'Moderation und Management von Kooperationsprojekten',
        'Veranstaltungen und Wissenstransfer in der Branche',
      ],
      [
        'Finding partners and developing projects',
        'Moderating and managing cooperation projects',
        'Events and knowledge transfer within the sector',
      ],
    ],
    von: null,
    bis: null,
    ug: ['epu', 'klein', 'mittel', 'gross', 'forschung'],
    vh: ['kooperation', 'forschung'],
    fa: ['beratung'],
    sp: ['kooperation', 'innovation'],
  },
  {
    name: ['ecoplus Technopolprogramm', 'ecoplus technopole programme'],
    stelle: ECOPLUS,
    zielgruppe: [
      'Technologieorientierte Unternehmen und Forschungseinrichtungen an den Standorten Krems, Tulln, Wiener Neustadt und Wieselburg',
      'Technology-oriented companies and research institutions at Krems, Tulln, Wiener Neustadt and Wieselburg',
    ],
    kurz: [
      'Die Technopole verbinden Forschung, Ausbildung und Unternehmen an vier spezialisierten Standorten in Niederösterreich.',
      'The technopoles connect research, education and business at four specialised sites in Lower Austria.',
    ],
    text: [
      'Jedes Technopol hat ein eigenes Profil: Krems Gesundheitstechnologien, Tulln Agrar- und Umweltbiotechnologie, Wiener Neustadt Medizin- und Materialtechnologien sowie Wieselburg Lebensmittel- und Bioenergietechnologien. Das Technopolmanagement vermittelt Forschungspartner, Flächen und Förderungen.',
      'Each technopole has its own profile: Krems health technologies, Tulln agricultural and environmental biotechnology, Wiener Neustadt medical and materials technologies, and Wieselburg food and bioenergy technologies. The technopole management brokers research partners, premises and funding.',
    ],
    punkte: [
      [
        'Nähe zu Universitäten, Fachhochschulen und Forschungszentren',
        'Vermittlung von Labor- und Büroflächen',
        'Kooperationsprojekte mit der Forschung',
      ],
      [
        'Proximity to universities, universities of applied sciences and research centres',
        'Brokering laboratory and office space',
        'Cooperation projects with research',
      ],
    ],
    von: null,
    bis: null,
    ug: ['gruendung', 'klein', 'mittel', 'gross', 'forschung'],
    vh: ['forschung', 'standort', 'kooperation'],
    fa: ['infrastruktur', 'beratung'],
    sp: ['innovation', 'kooperation'],
  },
  {
    name: ['ecoplus Investorenservice – Betriebsansiedlung', 'ecoplus investor service – business settlement'],
    stelle: ECOPLUS,
    zielgruppe: [
      'In- und ausländische Unternehmen, die einen Standort in Niederösterreich suchen oder erweitern',
      'Domestic and foreign companies looking for or expanding a site in Lower Austria',
    ],
    kurz: [
      'Kostenlose, vertrauliche Begleitung bei Standortsuche, Behörden, Förderungen und Fachkräften.',
      'Free, confidential support with site search, authorities, funding and skilled workers.',
    ],
    text: [
      'Das Investorenservice von ecoplus ist die erste Anlaufstelle für Betriebe, die sich in Niederösterreich ansiedeln oder erweitern wollen. Es sucht passende Grundstücke und Objekte, stellt Kontakte zu Gemeinden und Behörden her und prüft, welche Förderungen in Frage kommen. Die Leistungen sind kostenlos und vertraulich.',
      'The ecoplus investor service is the first point of contact for businesses that want to settle or expand in Lower Austria. It searches suitable plots and buildings, establishes contacts with municipalities and authorities and checks which funding applies. The services are free and confidential.',
    ],
    punkte: [
      [
        'Standortsuche mit Grundstücks- und Objektdatenbank',
        'Kontakt zu Gemeinden, Behörden und Netzbetreibern',
        'Förder-Check für das Ansiedlungsprojekt',
      ],
      [
        'Site search with a property database',
        'Contacts to municipalities, authorities and utilities',
        'Funding check for the settlement project',
      ],
    ],
    von: null,
    bis: null,
    ug: ['gruendung', 'epu', 'klein', 'mittel', 'gross'],
    vh: ['standort', 'beratung'],
    fa: ['beratung'],
    sp: ['regionalentwicklung', 'wachstum'],
  },
  {
    name: ['ecoplus International – Exportberatung', 'ecoplus International – export advice'],
    stelle: ECOPLUS,
    zielgruppe: [
      'Niederösterreichische Unternehmen mit Interesse an Märkten in Mittel- und Osteuropa',
      'Lower Austrian companies interested in markets in Central and Eastern Europe',
    ],
    kurz: [
      'Beratung und Kontakte für den Markteintritt in den Nachbarländern und weiteren Zielmärkten.',
      'Advice and contacts for entering markets in neighbouring countries and further target markets.',
    ],
    text: [
      'Niederösterreich grenzt an Tschechien und die Slowakei und liegt nahe an Ungarn. ecoplus unterstützt Betriebe dabei, diese Nachbarschaft zu nutzen: mit Marktinformationen, der Suche nach Geschäftspartnern und Unterstützung bei grenzüberschreitenden Projekten.',
      'Lower Austria borders the Czech Republic and Slovakia and is close to Hungary. ecoplus helps businesses use this proximity with market information, searches for business partners and support for cross-border projects.',
    ],
    punkte: [
      [
        'Marktinformationen und Erstberatung',
        'Vermittlung von Geschäftskontakten',
        'Abstimmung mit Interreg-Projekten und go-international',
      ],
      [
        'Market information and initial advice',
        'Brokering business contacts',
        'Coordinated with Interreg projects and go-international',
      ],
    ],
    von: null,
    bis: null,
    ug: ['epu', 'klein', 'mittel'],
    vh: ['internationalisierung', 'beratung'],
    fa: ['beratung'],
    sp: ['export'],
  },
  {
    name: ['accent Gründerservice – Hightech-Inkubator', 'accent start-up service – high-tech incubator'],
    stelle: ACCENT,
    zielgruppe: [
      'Akademische und technologieorientierte Gründerinnen und Gründer in Niederösterreich',
      'Academic and technology-oriented founders in Lower Austria',
    ],
    kurz: [
      'Inkubator für Hightech-Start-ups mit Coaching, Infrastruktur und Zugang zu Finanzierung und Netzwerken.',
      'Incubator for high-tech start-ups offering coaching, infrastructure and access to financing and networks.',
    ],
    text: [
      'accent begleitet technologieorientierte Gründungen aus Universitäten, Fachhochschulen und Forschungseinrichtungen in Niederösterreich. Im Inkubationsprogramm erhalten Teams Coaching zu Geschäftsmodell, Finanzierung und Schutzrechten, Räume an den Technopolen und Kontakte zu Investoren.',
      'accent supports technology-oriented start-ups from universities, universities of applied sciences and research institutions in Lower Austria. In the incubation programme, teams receive coaching on business model, financing and IP, space at the technopoles and contacts to investors.',
    ],
    punkte: [
      [
        'Mehrmonatiges Inkubationsprogramm',
        'Coaching und Expertinnen- und Expertennetzwerk',
        'Vorbereitung auf aws- und FFG-Finanzierungen',
      ],
      [
        'Incubation programme lasting several months',
        'Coaching and an expert network',
        'Preparation for aws and FFG financing',
      ],
    ],
    von: null,
    bis: null,
    ug: ['gruendung', 'epu'],
    vh: ['gruendung', 'beratung', 'forschung'],
    fa: ['beratung', 'infrastruktur'],
    sp: ['gruendung', 'innovation'],
  },
  // --- KPC: Umweltförderung im Inland -------------------------------------------------------------------
  {
    name: ['Thermische Sanierung von Betriebsgebäuden', 'Thermal refurbishment of business buildings'],
    stelle: KPC,
    zielgruppe: [
      'Unternehmen, die Betriebs- und Bürogebäude thermisch sanieren',
      'Companies thermally refurbishing commercial and office buildings',
    ],
    kurz: [
      'Zuschuss für Dämmung, Fenstertausch und andere Maßnahmen, die den Heizwärmebedarf von Betriebsgebäuden senken.',
      'Grant for insulation, window replacement and other measures that reduce the heating demand of business buildings.',
    ],
    text: [
      'Ältere Hallen und Bürogebäude verlieren viel Energie über Dach, Fassade und Fenster. Die Umweltförderung im Inland unterstützt umfassende und teilweise Sanierungen, wenn sie den Heizwärmebedarf nachweislich senken. Grundlage ist ein Energieausweis vor und nach der Sanierung.',
      'Older halls and office buildings lose a lot of energy through roof, façade and windows. The domestic environmental funding supports comprehensive and partial refurbishments that demonstrably reduce heating demand. An energy performance certificate before and after refurbishment is the basis.',
    ],
    punkte: [
      [
        'Dämmung von Dach, Fassade und oberster Geschossdecke',
        'Tausch von Fenstern und Toren',
        'Nachweis über den Energieausweis',
      ],
      [
        'Insulation of roof, façade and top floor ceiling',
        'Replacement of windows and gates',
        'Proof via the energy performance certificate',
      ],
    ],
    von: 10_000,
    bis: null,
    ug: ['epu', 'klein', 'mittel', 'gross'],
    vh: ['umwelt', 'investition'],
    fa: ['zuschuss'],
    sp: ['klimaschutz'],
  },
  {
    name: ['Energiesparen in Betrieben', 'Energy saving in businesses'],
    stelle: KPC,
    zielgruppe: [
      'Betriebe, die Energie in Produktion, Gebäudetechnik oder Beleuchtung einsparen',
      'Businesses saving energy in production, building services or lighting',
    ],
    kurz: [
      'Förderung von Maßnahmen, die den Energieverbrauch von Anlagen, Prozessen und Gebäudetechnik deutlich senken.',
      'Funding for measures that significantly reduce the energy use of equipment, processes and building services.',
    ],
    text: [
      'Effizienz ist die günstigste Energiequelle. Gefördert werden Investitionen, die den Energieeinsatz im Betrieb messbar verringern, etwa effiziente Druckluft, Antriebe, Lüftungsanlagen, LED-Beleuchtung oder die Optimierung von Produktionsprozessen. Die Förderhöhe richtet sich nach den eingesparten Treibhausgasemissionen.',
      'Efficiency is the cheapest energy source. Investments that measurably reduce energy use in the business are funded, for example efficient compressed air, drives, ventilation systems, LED lighting or optimised production processes. The funding amount depends on the greenhouse gas emissions saved.',
    ],
    punkte: [
      [
        'Effiziente Antriebe, Pumpen und Druckluft',
        'LED-Beleuchtung und Gebäudeautomation',
        'Prozessoptimierung in der Produktion',
      ],
      [
        'Efficient drives, pumps and compressed air',
        'LED lighting and building automation',
        'Process optimisation in production',
      ],
    ],
    von: 10_000,
    bis: null,
    ug: ['epu', 'klein', 'mittel', 'gross'],
    vh: ['umwelt', 'investition'],
    fa: ['zuschuss'],
    sp: ['klimaschutz'],
  },
  {
    name: ['Klimafreundliche Heizsysteme für Betriebe', 'Climate-friendly heating systems for businesses'],
    stelle: KPC,
    zielgruppe: [
      'Unternehmen, die fossile Heizungen durch Wärmepumpen, Biomasse oder Fernwärme ersetzen',
      'Companies replacing fossil heating with heat pumps, biomass or district heating',
    ],
    kurz: [
      'Zuschüsse für den Umstieg von Öl- und Gasheizungen auf erneuerbare Wärme und den Anschluss an Nah- oder Fernwärme.',
      'Grants for switching from oil and gas heating to renewable heat and for connecting to local or district heating.',
    ],
    text: [
      'Der Ausstieg aus fossiler Wärme ist ein zentraler Hebel für klimafitte Betriebe. Gefördert werden Wärmepumpen, Holzheizungen, solarthermische Anlagen und der Anschluss an hocheffiziente Nah- und Fernwärmenetze. Eine vorherige Energieberatung hilft, das richtige System zu wählen.',
      'Phasing out fossil heat is a key lever for climate-fit businesses. Heat pumps, wood-fired heating, solar thermal systems and connections to highly efficient local and district heating networks are funded. Prior energy advice helps choose the right system.',
    ],
    punkte: [
      ['Wärmepumpen und Holzheizungen', 'Anschluss an Nah- und Fernwärme', 'Solarthermie für Prozess- und Raumwärme'],
      [
        'Heat pumps and wood-fired heating',
        'Connection to local and district heating',
        'Solar thermal for process and space heat',
      ],
    ],
    von: 5_000,
    bis: null,
    ug: ['epu', 'klein', 'mittel', 'gross'],
    vh: ['umwelt', 'investition'],
    fa: ['zuschuss'],
    sp: ['klimaschutz'],
  },
  {
    name: ['Abwärmenutzung in Betrieben', 'Use of waste heat in businesses'],
    stelle: KPC,
    zielgruppe: [
      'Produzierende Betriebe mit nutzbarer Abwärme aus Prozessen, Kälte- oder Druckluftanlagen',
      'Manufacturers with usable waste heat from processes, refrigeration or compressed air systems',
    ],
    kurz: [
      'Förderung von Anlagen, die betriebliche Abwärme im eigenen Betrieb oder in Wärmenetzen nutzbar machen.',
      'Funding for systems that make business waste heat usable on site or in heating networks.',
    ],
    text: [
      'In vielen Betrieben entweicht Wärme ungenutzt über Dach und Kühltürme. Wärmetauscher, Wärmepumpen und Speicher machen sie für Raumheizung, Warmwasser oder benachbarte Gebäude nutzbar. In Betriebsgebieten kann so ein lokaler Wärmeverbund entstehen.',
      'In many businesses, heat escapes unused through roofs and cooling towers. Heat exchangers, heat pumps and storage make it usable for space heating, hot water or neighbouring buildings. In business parks, this can create a local heat network.',
    ],
    punkte: [
      [
        'Wärmerückgewinnung aus Prozessen und Kälteanlagen',
        'Einspeisung in Nah- und Fernwärmenetze',
        'Wärmespeicher und Hochtemperatur-Wärmepumpen',
      ],
      [
        'Heat recovery from processes and refrigeration',
        'Feeding into local and district heating networks',
        'Heat storage and high-temperature heat pumps',
      ],
    ],
    von: 20_000,
    bis: null,
    ug: ['klein', 'mittel', 'gross'],
    vh: ['umwelt', 'investition'],
    fa: ['zuschuss'],
    sp: ['klimaschutz', 'kreislaufwirtschaft'],
  },
  {
    name: ['Transformation der Industrie', 'Transformation of industry'],
    stelle: KPC,
    zielgruppe: [
      'Industriebetriebe mit großen Vorhaben zur Dekarbonisierung ihrer Produktion',
      'Industrial companies with large projects to decarbonise their production',
    ],
    kurz: [
      'Förderschiene für große Investitionen, mit denen Industriebetriebe ihre Treibhausgasemissionen deutlich senken.',
      'Funding scheme for large investments with which industrial companies significantly cut their greenhouse gas emissions.',
    ],
    text: [
      'Die Transformation der Industrie unterstützt Vorhaben, die über schrittweise Effizienzverbesserungen hinausgehen: Elektrifizierung von Prozesswärme, Umstellung auf erneuerbare Gase oder grundlegend neue Produktionsverfahren. Die Auswahl erfolgt über Ausschreibungen.',
      'The Transformation of Industry scheme supports projects that go beyond incremental efficiency gains: electrifying process heat, switching to renewable gases or fundamentally new production processes. Selection takes place through calls.',
    ],
    punkte: [
      [
        'Elektrifizierung und Umstellung von Prozessen',
        'Einsatz erneuerbarer Energieträger in der Produktion',
        'Auswahl im Wettbewerb über Ausschreibungen',
      ],
      [
        'Electrifying and converting processes',
        'Using renewable energy carriers in production',
        'Competitive selection through calls',
      ],
    ],
    von: 1_000_000,
    bis: null,
    ug: ['mittel', 'gross'],
    vh: ['umwelt', 'investition', 'forschung'],
    fa: ['zuschuss'],
    sp: ['klimaschutz', 'innovation'],
  },
  {
    name: ['Ressourceneffizienz und Kreislaufwirtschaft', 'Resource efficiency and circular economy'],
    stelle: KPC,
    zielgruppe: [
      'Unternehmen, die Material sparen, Abfälle vermeiden oder Stoffkreisläufe schließen',
      'Companies saving material, avoiding waste or closing material loops',
    ],
    kurz: [
      'Zuschüsse für Investitionen in Materialeffizienz, Wiederverwendung und Recycling im Betrieb.',
      'Grants for investments in material efficiency, reuse and recycling in the business.',
    ],
    text: [
      'Kreislaufwirtschaft beginnt beim Produktdesign und endet bei der Wiederverwertung. Gefördert werden Anlagen und Maßnahmen, die Primärrohstoffe einsparen, Abfälle vermeiden oder Sekundärrohstoffe aufbereiten. Auch Projekte der Wiederverwendung und Reparatur können förderfähig sein.',
      'The circular economy starts with product design and ends with recycling. Systems and measures that save primary raw materials, avoid waste or process secondary raw materials are funded. Reuse and repair projects can also be eligible.',
    ],
    punkte: [
      [
        'Materialeffiziente Produktionsverfahren',
        'Aufbereitung und Einsatz von Sekundärrohstoffen',
        'Wiederverwendung, Reparatur und Rücknahmesysteme',
      ],
      [
        'Material-efficient production processes',
        'Processing and use of secondary raw materials',
        'Reuse, repair and take-back systems',
      ],
    ],
    von: 10_000,
    bis: null,
    ug: ['epu', 'klein', 'mittel', 'gross'],
    vh: ['umwelt', 'investition'],
    fa: ['zuschuss'],
    sp: ['kreislaufwirtschaft', 'klimaschutz'],
  },
  {
    name: [
      'EAG-Investitionszuschuss Photovoltaik und Stromspeicher',
      'EAG investment grant for photovoltaics and storage',
    ],
    stelle: OEMAG,
    zielgruppe: [
      'Unternehmen, Landwirtschaft, Gemeinden und Private, die Photovoltaikanlagen und Stromspeicher errichten',
      'Companies, farms, municipalities and private individuals installing photovoltaic systems and storage',
    ],
    kurz: [
      'Investitionszuschuss nach dem Erneuerbaren-Ausbau-Gesetz für neue oder erweiterte Photovoltaikanlagen und Speicher.',
      'Investment grant under the Renewable Energy Expansion Act for new or extended photovoltaic systems and storage.',
    ],
    text: [
      'Hallendächer, Parkplätze und Fassaden von Betrieben eignen sich hervorragend für Photovoltaik. Der Investitionszuschuss wird in mehreren Fördercalls pro Jahr vergeben; die Höhe richtet sich nach der Leistung der Anlage. Anträge werden online bei der OeMAG gestellt, die Reihenfolge des Eingangs kann entscheidend sein.',
      'Hall roofs, car parks and façades of businesses are ideal for photovoltaics. The investment grant is awarded in several funding calls per year; the amount depends on the system’s capacity. Applications are made online with OeMAG, and the order of receipt can be decisive.',
    ],
    punkte: [
      [
        'Photovoltaik auf Dach, Fassade und Parkplatz',
        'Stromspeicher in Verbindung mit PV-Anlagen',
        'Mehrere Fördercalls pro Jahr',
      ],
      [
        'Photovoltaics on roofs, façades and car parks',
        'Storage in combination with PV systems',
        'Several funding calls per year',
      ],
    ],
    von: 5_000,
    bis: null,
    ug: ['epu', 'klein', 'mittel', 'gross', 'gemeinde'],
    vh: ['umwelt', 'investition'],
    fa: ['zuschuss'],
    sp: ['klimaschutz'],
  },
  {
    name: ['Klima- und Energie-Modellregionen (KEM)', 'Climate and Energy Model Regions (KEM)'],
    stelle: KLIMAFONDS,
    zielgruppe: [
      'Zusammenschlüsse von Gemeinden, die gemeinsam Klimaschutzprojekte umsetzen',
      'Groups of municipalities implementing climate protection projects together',
    ],
    kurz: [
      'Regionen erhalten Unterstützung für ein Modellregions-Management und für Klimaschutzprojekte vor Ort.',
      'Regions receive support for a model-region management and for local climate protection projects.',
    ],
    text: [
      'In einer Klima- und Energie-Modellregion arbeiten mehrere Gemeinden mit einer Managerin oder einem Manager an einem regionalen Umsetzungskonzept. Betriebe profitieren durch gemeinsame Photovoltaik-Projekte, Energiegemeinschaften, Mobilitätsangebote und Beratung. In Niederösterreich gibt es zahlreiche solche Regionen.',
      'In a climate and energy model region, several municipalities work with a manager on a regional implementation plan. Businesses benefit from joint photovoltaic projects, energy communities, mobility offers and advice. There are many such regions in Lower Austria.',
    ],
    punkte: [
      [
        'Finanzierung eines regionalen Klimaschutzmanagements',
        'Investitionsprojekte in Modellregionen',
        'Energiegemeinschaften und regionale Mobilität',
      ],
      [
        'Funding a regional climate protection management',
        'Investment projects in model regions',
        'Energy communities and regional mobility',
      ],
    ],
    von: null,
    bis: null,
    ug: ['gemeinde'],
    vh: ['umwelt', 'kooperation'],
    fa: ['zuschuss', 'beratung'],
    sp: ['klimaschutz', 'regionalentwicklung'],
  },
  {
    name: ['E-Mobilität für Betriebe', 'E-mobility for businesses'],
    stelle: KLIMAFONDS,
    foerderstelle: 'Klima- und Energiefonds und Klimaschutzministerium, abgewickelt durch die KPC',
    zielgruppe: [
      'Betriebe, Gemeinden und Vereine, die E-Fahrzeuge anschaffen oder Ladeinfrastruktur errichten',
      'Businesses, municipalities and associations acquiring electric vehicles or building charging infrastructure',
    ],
    kurz: [
      'Förderung von E-Fahrzeugen und Ladeinfrastruktur, wenn der Strom aus erneuerbaren Quellen stammt.',
      'Funding for electric vehicles and charging infrastructure when the electricity comes from renewable sources.',
    ],
    text: [
      'Firmenflotten, Zustellfahrzeuge und Betriebsparkplätze sind ein großer Hebel für klimafreundliche Mobilität. Die E-Mobilitätsförderung unterstützt Fahrzeuge und Ladestationen; oft gibt es eigene Schwerpunkte für Nutzfahrzeuge und öffentlich zugängliche Ladepunkte. Voraussetzung ist Strom aus erneuerbaren Energien.',
      'Company fleets, delivery vehicles and business car parks are a big lever for climate-friendly mobility. E-mobility funding supports vehicles and charging stations, often with dedicated focuses on commercial vehicles and publicly accessible charging points. Electricity from renewable sources is a prerequisite.',
    ],
    punkte: [
      [
        'E-Pkw, E-Nutzfahrzeuge und E-Lastenräder',
        'Ladestationen am Betriebsstandort',
        'Nachweis von Ökostrom erforderlich',
      ],
      [
        'Electric cars, commercial vehicles and cargo bikes',
        'Charging stations at the business site',
        'Proof of green electricity required',
      ],
    ],
    von: 2_000,
    bis: null,
    ug: ['epu', 'klein', 'mittel', 'gross', 'gemeinde'],
    vh: ['umwelt', 'investition'],
    fa: ['zuschuss'],
    sp: ['klimaschutz'],
  },
  {
    name: ['Energieforschungsprogramm', 'Energy research programme'],
    stelle: KLIMAFONDS,
    foerderstelle: 'Klima- und Energiefonds, abgewickelt durch die FFG',
    zielgruppe: [
      'Unternehmen und Forschungseinrichtungen mit Projekten zu Energiesystemen und Energiewende',
      'Companies and research institutions with projects on energy systems and the energy transition',
    ],
    kurz: [
      'Ausschreibungen für Forschungs- und Demonstrationsprojekte zu erneuerbaren Energien, Speichern und Netzen.',
      'Calls for research and demonstration projects on renewable energy, storage and grids.',
    ],
    text: [
      'Das Energieforschungsprogramm finanziert Projekte, die Technologien für ein klimaneutrales Energiesystem voranbringen. Themen sind etwa Speicher, Wasserstoff, Wärmenetze, Digitalisierung des Energiesystems und industrielle Energieeffizienz. Die Abwicklung übernimmt die FFG.',
      'The energy research programme finances projects that advance technologies for a climate-neutral energy system. Topics include storage, hydrogen, heating networks, digitalisation of the energy system and industrial energy efficiency. The FFG handles processing.',
    ],
    punkte: [
      [
        'Kooperative Forschungs- und Entwicklungsprojekte',
        'Demonstrationsanlagen im realen Betrieb',
        'Jährliche Ausschreibungen mit Schwerpunkten',
      ],
      [
        'Cooperative research and development projects',
        'Demonstration plants in real operation',
        'Annual calls with focus topics',
      ],
    ],
    von: 100_000,
    bis: null,
    ug: ['klein', 'mittel', 'gross', 'forschung'],
    vh: ['forschung', 'umwelt', 'kooperation'],
    fa: ['zuschuss'],
    sp: ['klimaschutz', 'innovation'],
  },
  {
    name: ['Ökomanagement NÖ – Umweltberatung für Betriebe', 'Ökomanagement NÖ – environmental advice for businesses'],
    stelle: ENU,
    foerderstelle: 'Land Niederösterreich mit der Energie- und Umweltagentur des Landes NÖ (eNu)',
    zielgruppe: [
      'Niederösterreichische Betriebe, die Energie, Ressourcen und Kosten sparen wollen',
      'Lower Austrian businesses that want to save energy, resources and costs',
    ],
    kurz: [
      'Geförderte Beratung zu Energieeffizienz, Abfall, Mobilität und Umweltmanagement im Betrieb.',
      'Subsidised advice on energy efficiency, waste, mobility and environmental management in the business.',
    ],
    text: [
      'Im Rahmen von Ökomanagement NÖ analysieren Beraterinnen und Berater den Betrieb und zeigen konkrete Einsparmöglichkeiten auf. Das Land übernimmt einen Großteil der Beratungskosten. Die Ergebnisse sind oft Grundlage für Investitionsförderungen der KPC.',
      'Within Ökomanagement NÖ, consultants analyse the business and point out concrete savings. The state covers a large part of the consulting costs. The results are often the basis for KPC investment funding.',
    ],
    punkte: [
      [
        'Energie- und Ressourcencheck vor Ort',
        'Beratung zu Umweltmanagementsystemen',
        'Vorbereitung von Förderanträgen',
      ],
      [
        'On-site energy and resource check',
        'Advice on environmental management systems',
        'Preparing funding applications',
      ],
    ],
    von: null,
    bis: 20_000,
    ug: ['epu', 'klein', 'mittel', 'gross'],
    vh: ['umwelt', 'beratung'],
    fa: ['beratung', 'zuschuss'],
    sp: ['klimaschutz', 'kreislaufwirtschaft'],
  },
  // --- AMS: Arbeitsmarkt --------------------------------------------------------------------------------
  {
    name: ['AMS Eingliederungsbeihilfe', 'AMS integration allowance'],
    stelle: AMS,
    zielgruppe: [
      'Arbeitgeberinnen und Arbeitgeber, die länger arbeitsuchende oder ältere Personen einstellen',
      'Employers hiring long-term job seekers or older people',
    ],
    kurz: [
      'Ein befristeter Zuschuss zu den Lohnkosten, wenn Betriebe Menschen mit erschwertem Arbeitsmarktzugang einstellen.',
      'A temporary wage cost subsidy when businesses hire people who find it hard to enter the labour market.',
    ],
    text: [
      'Mit der Eingliederungsbeihilfe teilt das AMS das Risiko einer Einstellung mit dem Betrieb. Für eine festgelegte Zeit wird ein Teil der Lohnkosten ersetzt, während sich die neue Mitarbeiterin oder der neue Mitarbeiter einarbeitet. Die Vereinbarung wird vor Beginn des Dienstverhältnisses getroffen.',
      'With the integration allowance, the AMS shares the risk of hiring with the business. For a set period, part of the wage costs is reimbursed while the new employee settles in. The agreement is made before the employment begins.',
    ],
    punkte: [
      [
        'Zuschuss zu Lohn- und Lohnnebenkosten',
        'Für Personen mit erschwertem Arbeitsmarktzugang',
        'Vereinbarung mit dem AMS vor Arbeitsbeginn',
      ],
      [
        'Subsidy towards wages and non-wage labour costs',
        'For people facing barriers to employment',
        'Agreement with the AMS before work starts',
      ],
    ],
    von: null,
    bis: null,
    ug: ['epu', 'klein', 'mittel', 'gross', 'gemeinde'],
    vh: ['beschaeftigung'],
    fa: ['zuschuss'],
    sp: ['fachkraefte'],
  },
  {
    name: ['AMS Qualifizierungsförderung für Beschäftigte', 'AMS training grant for employees'],
    stelle: AMS,
    zielgruppe: [
      'Betriebe, die gering qualifizierte oder ältere Beschäftigte weiterbilden',
      'Businesses training low-skilled or older employees',
    ],
    kurz: [
      'Das AMS übernimmt einen Teil der Kurskosten für die Weiterbildung bestimmter Beschäftigtengruppen.',
      'The AMS covers part of the course fees for training certain groups of employees.',
    ],
    text: [
      'Weiterbildung sichert Arbeitsplätze und hilft dem Betrieb, Fachkräfte selbst zu entwickeln. Die Qualifizierungsförderung unterstützt vor allem Beschäftigte, die ohne Unterstützung selten an Weiterbildung teilnehmen, etwa Menschen ohne Berufsabschluss oder ältere Arbeitnehmerinnen und Arbeitnehmer.',
      'Training secures jobs and helps businesses develop skilled workers themselves. The training grant mainly supports employees who rarely take part in training without support, such as people without vocational qualifications or older workers.',
    ],
    punkte: [
      [
        'Zuschuss zu Kurskosten externer Bildungsanbieter',
        'Schwerpunkt auf gering qualifizierten und älteren Beschäftigten',
        'Antrag vor Kursbeginn',
      ],
      [
        'Subsidy towards fees of external training providers',
        'Focus on low-skilled and older employees',
        'Apply before the course starts',
      ],
    ],
    von: null,
    bis: 50_000,
    ug: ['epu', 'klein', 'mittel', 'gross'],
    vh: ['qualifizierung', 'beschaeftigung'],
    fa: ['zuschuss'],
    sp: ['fachkraefte'],
  },
  {
    name: ['AMS Impulsberatung für Betriebe', 'AMS impulse consulting for businesses'],
    stelle: AMS,
    zielgruppe: [
      'Kleine und mittlere Betriebe mit Fragen zu Personalplanung, Fachkräften und Arbeitsorganisation',
      'Small and medium-sized businesses with questions on workforce planning, skilled workers and work organisation',
    ],
    kurz: [
      'Kostenlose Beratung zu Personalentwicklung, Fachkräftesicherung, altersgerechtem Arbeiten und Vielfalt im Betrieb.',
      'Free consulting on staff development, securing skilled workers, age-appropriate work and diversity.',
    ],
    text: [
      'Die Impulsberatung für Betriebe bringt externe Beraterinnen und Berater ins Unternehmen, die gemeinsam mit der Geschäftsführung personalpolitische Fragen bearbeiten. Typische Themen sind Recruiting, Lehrlingsausbildung, Weiterbildungsplanung und die Bindung erfahrener Mitarbeitender.',
      'Impulse consulting brings external consultants into the company who work on HR questions together with the management. Typical topics are recruiting, apprenticeship training, training planning and retaining experienced staff.',
    ],
    punkte: [
      [
        'Kostenlos für kleine und mittlere Betriebe',
        'Analyse der Personalsituation',
        'Konkreter Maßnahmenplan für Fachkräftesicherung',
      ],
      [
        'Free for small and medium-sized businesses',
        'Analysis of the staffing situation',
        'Concrete action plan for securing skilled workers',
      ],
    ],
    von: null,
    bis: null,
    ug: ['epu', 'klein', 'mittel'],
    vh: ['beratung', 'beschaeftigung', 'qualifizierung'],
    fa: ['beratung'],
    sp: ['fachkraefte'],
  },
  {
    name: ['AMS Unternehmensgründungsprogramm (UGP)', 'AMS business start-up programme (UGP)'],
    stelle: AMS,
    zielgruppe: [
      'Arbeitsuchende Personen, die sich selbstständig machen wollen',
      'Job seekers who want to become self-employed',
    ],
    kurz: [
      'Beratung, Qualifizierung und finanzielle Absicherung für Arbeitsuchende auf dem Weg in die Selbstständigkeit.',
      'Advice, training and financial security for job seekers on their way to self-employment.',
    ],
    text: [
      'Das Unternehmensgründungsprogramm begleitet arbeitsuchende Menschen mit einer Gründungsidee. In mehreren Phasen werden Idee und Businessplan geprüft und weiterentwickelt; während der Vorbereitung bleibt die Existenzsicherung bestehen. Nach der Gründung ist eine Gründungsbeihilfe möglich.',
      'The business start-up programme supports job seekers with a business idea. In several phases, the idea and business plan are examined and developed; during preparation, their income support continues. After the start-up, a start-up allowance is possible.',
    ],
    punkte: [
      [
        'Gründungsberatung durch beauftragte Fachleute',
        'Weiterbildung zu Recht, Steuern und Marketing',
        'Gründungsbeihilfe in der Startphase möglich',
      ],
      [
        'Start-up advice from commissioned experts',
        'Training on law, taxes and marketing',
        'Start-up allowance possible in the initial phase',
      ],
    ],
    von: null,
    bis: null,
    ug: ['gruendung', 'epu'],
    vh: ['gruendung', 'beratung', 'qualifizierung'],
    fa: ['beratung', 'zuschuss'],
    sp: ['gruendung', 'fachkraefte'],
  },
  {
    name: ['AMS Arbeitsplatznahe Qualifizierung (AQUA)', 'AMS workplace-based qualification (AQUA)'],
    stelle: AMS,
    zielgruppe: [
      'Betriebe, die Arbeitsuchende gezielt für einen konkreten Arbeitsplatz ausbilden wollen',
      'Businesses that want to train job seekers specifically for a particular job',
    ],
    kurz: [
      'Arbeitsuchende werden überwiegend im Betrieb und ergänzend in Kursen für eine offene Stelle qualifiziert.',
      'Job seekers are trained mainly in the business and additionally in courses for a vacant position.',
    ],
    text: [
      'Bei der arbeitsplatznahen Qualifizierung lernen künftige Mitarbeitende direkt im Betrieb, ergänzt um theoretische Ausbildung bei einem Bildungsträger. Das AMS sichert den Lebensunterhalt während der Ausbildung und fördert die Kurskosten. Der Betrieb gewinnt eine passgenau ausgebildete Fachkraft.',
      'With workplace-based qualification, future employees learn directly in the business, supplemented by theoretical training at an education provider. The AMS secures their living costs during training and funds the course fees. The business gains a precisely trained skilled worker.',
    ],
    punkte: [
      [
        'Praktische Ausbildung überwiegend im Betrieb',
        'Theorieteil bei einem Bildungsträger',
        'Ziel ist eine Anstellung nach Abschluss',
      ],
      [
        'Practical training mainly in the business',
        'Theory part with an education provider',
        'The aim is employment after completion',
      ],
    ],
    von: null,
    bis: null,
    ug: ['klein', 'mittel', 'gross'],
    vh: ['qualifizierung', 'beschaeftigung'],
    fa: ['zuschuss'],
    sp: ['fachkraefte'],
  },
  // --- Wirtschaftskammer -------------------------------------------------------------------------------
  {
    name: ['KMU.DIGITAL', 'KMU.DIGITAL'],
    stelle: WKNOE,
    foerderstelle: 'Wirtschaftskammer Österreich und Bund, Beratung über die WKNÖ',
    url: 'https://www.kmudigital.at',
    zielgruppe: [
      'Kleine und mittlere Unternehmen sowie Ein-Personen-Unternehmen aller Branchen',
      'Small and medium-sized enterprises and one-person businesses of all sectors',
    ],
    kurz: [
      'Geförderte Status- und Strategieberatung zu Digitalisierung, E-Commerce und IT-Sicherheit, teilweise mit Umsetzungsförderung.',
      'Subsidised status and strategy consulting on digitalisation, e-commerce and IT security, partly with implementation funding.',
    ],
    text: [
      'KMU.DIGITAL führt in Stufen zur digitalen Transformation: Eine Statusanalyse zeigt den Stand im Betrieb, eine Strategieberatung entwickelt konkrete Maßnahmen, und in manchen Ausschreibungen werden auch Umsetzungsprojekte gefördert. Die Beratung erfolgt durch zertifizierte Beraterinnen und Berater.',
      'KMU.DIGITAL leads to digital transformation in stages: a status analysis shows where the business stands, strategy consulting develops concrete measures, and some calls also fund implementation projects. Advice is given by certified consultants.',
    ],
    punkte: [
      [
        'Statusanalyse und Strategieberatung',
        'Themen wie Geschäftsmodelle, E-Commerce und IT-Sicherheit',
        'Zertifizierte Beraterinnen und Berater',
      ],
      [
        'Status analysis and strategy consulting',
        'Topics such as business models, e-commerce and IT security',
        'Certified consultants',
      ],
    ],
    von: null,
    bis: 30_000,
    ug: ['epu', 'klein', 'mittel'],
    vh: ['digitalisierung', 'beratung'],
    fa: ['beratung', 'zuschuss'],
    sp: ['digitalisierung'],
  },
  {
    name: ['go-international', 'go-international'],
    stelle: WKNOE,
    foerderstelle: 'AUSSENWIRTSCHAFT AUSTRIA der WKO mit dem Bund',
    url: 'https://www.go-international.at',
    zielgruppe: [
      'Exportierende und exportwillige Unternehmen, vor allem KMU',
      'Exporting companies and those planning to export, especially SMEs',
    ],
    kurz: [
      'Die Internationalisierungsoffensive unterstützt mit Schecks, Veranstaltungen und Beratung beim Erschließen neuer Märkte.',
      'The internationalisation initiative supports entering new markets with vouchers, events and advice.',
    ],
    text: [
      'go-international bündelt Angebote der Außenwirtschaft Austria für den Schritt ins Ausland. Dazu zählen geförderte Marktsondierungen, Zuschüsse für Maßnahmen in neuen Zielmärkten sowie Wirtschaftsmissionen und Messeauftritte mit den AußenwirtschaftsCentern.',
      'go-international bundles the offers of Advantage Austria for going abroad. These include funded market explorations, grants for measures in new target markets as well as business missions and trade fair appearances with the foreign trade centres.',
    ],
    punkte: [
      [
        'Zuschüsse für Projekte in neuen Zielmärkten',
        'Wirtschaftsmissionen und Gemeinschaftsstände',
        'Beratung durch die AußenwirtschaftsCenter',
      ],
      [
        'Grants for projects in new target markets',
        'Business missions and joint stands',
        'Advice from the foreign trade centres',
      ],
    ],
    von: null,
    bis: 100_000,
    ug: ['epu', 'klein', 'mittel'],
    vh: ['internationalisierung'],
    fa: ['zuschuss', 'beratung'],
    sp: ['export'],
  },
  {
    name: ['WKNÖ Gründerservice', 'WKNÖ start-up service'],
    stelle: WKNOE,
    url: 'https://www.gruenderservice.at',
    zielgruppe: [
      'Gründerinnen und Gründer, Jungunternehmen und Übernehmende in Niederösterreich',
      'Founders, young businesses and successors in Lower Austria',
    ],
    kurz: [
      'Kostenlose Beratung zu Gewerberecht, Rechtsform, Sozialversicherung, Steuern und Förderungen rund um die Gründung.',
      'Free advice on trade law, legal form, social insurance, taxes and funding around starting a business.',
    ],
    text: [
      'Das Gründerservice der Wirtschaftskammer ist für viele der erste Weg zur eigenen Firma. Es klärt, welche Gewerbeberechtigung nötig ist, welche Rechtsform passt und welche Förderungen in Frage kommen, und erledigt auf Wunsch auch die Gewerbeanmeldung. Mit der Neugründungsförderung entfallen bestimmte Gebühren und Abgaben.',
      'The Chamber of Commerce’s start-up service is the first step to their own firm for many. It clarifies which trade licence is needed, which legal form fits and which funding applies, and can also handle the trade registration. Under the new business promotion act, certain fees and charges are waived.',
    ],
    punkte: [
      [
        'Gewerbeanmeldung und Rechtsformwahl',
        'Informationen zur Neugründungsförderung',
        'Workshops und Businessplan-Vorlagen',
      ],
      [
        'Trade registration and choice of legal form',
        'Information on the new business promotion act',
        'Workshops and business plan templates',
      ],
    ],
    von: null,
    bis: null,
    ug: ['gruendung', 'epu', 'klein'],
    vh: ['gruendung', 'beratung'],
    fa: ['beratung'],
    sp: ['gruendung'],
  },
  {
    name: ['Betriebliche Lehrstellenförderung', 'Company apprenticeship funding'],
    stelle: WKNOE,
    foerderstelle: 'Lehrlingsstelle der Wirtschaftskammer Niederösterreich (im Auftrag des Bundes)',
    zielgruppe: [
      'Ausbildungsbetriebe mit Lehrlingen in Niederösterreich',
      'Training companies with apprentices in Lower Austria',
    ],
    kurz: [
      'Zuschüsse für Lehrbetriebe, etwa eine Basisförderung pro Lehrjahr sowie Förderungen für Qualität und Weiterbildung.',
      'Grants for training companies, such as a basic subsidy per apprenticeship year and funding for quality and further training.',
    ],
    text: [
      'Die Lehre ist eine der wichtigsten Quellen für Fachkräfte. Betriebe, die ausbilden, erhalten über die Lehrlingsstelle verschiedene Förderungen: eine Basisförderung je Lehrjahr, Zuschüsse für ausgezeichnete Prüfungserfolge, für Weiterbildung der Ausbildenden und für zusätzliche Ausbildungsmaßnahmen.',
      'Apprenticeship is one of the most important sources of skilled workers. Training companies receive various subsidies via the apprenticeship office: a basic subsidy per apprenticeship year, grants for excellent exam results, for further training of trainers and for additional training measures.',
    ],
    punkte: [
      [
        'Basisförderung je Lehrjahr',
        'Förderung von Zusatzausbildungen und Prüfungserfolgen',
        'Weiterbildung für Ausbilderinnen und Ausbilder',
      ],
      [
        'Basic subsidy per apprenticeship year',
        'Funding for additional training and exam success',
        'Further training for trainers',
      ],
    ],
    von: null,
    bis: null,
    ug: ['epu', 'klein', 'mittel', 'gross'],
    vh: ['qualifizierung', 'beschaeftigung'],
    fa: ['zuschuss'],
    sp: ['fachkraefte'],
  },
  // --- ÖHT: Tourismus -------------------------------------------------------------------------------------
  {
    name: ['ÖHT TOP-Tourismus-Impuls', 'ÖHT TOP tourism impulse'],
    stelle: OEHT,
    zielgruppe: [
      'Kleine und mittlere Tourismus- und Freizeitbetriebe',
      'Small and medium-sized tourism and leisure businesses',
    ],
    kurz: [
      'Förderung von Investitionen, die Qualität, Angebot und Nachhaltigkeit von Tourismusbetrieben verbessern.',
      'Funding for investments that improve the quality, offer and sustainability of tourism businesses.',
    ],
    text: [
      'Die Österreichische Hotel- und Tourismusbank wickelt die Tourismusförderung des Bundes ab. Gefördert werden Investitionen, die einen Betrieb qualitativ weiterentwickeln: zeitgemäße Zimmer, Angebote für neue Zielgruppen, Digitalisierung oder Maßnahmen für Energie und Nachhaltigkeit.',
      'The Austrian Hotel and Tourism Bank handles the federal tourism funding. Investments that develop a business qualitatively are funded: modern rooms, offers for new target groups, digitalisation or energy and sustainability measures.',
    ],
    punkte: [
      [
        'Qualitätsverbesserung in Beherbergung und Gastronomie',
        'Nachhaltigkeits- und Energieprojekte',
        'Abstimmung mit der Landesförderung',
      ],
      [
        'Quality improvements in accommodation and gastronomy',
        'Sustainability and energy projects',
        'Coordinated with state funding',
      ],
    ],
    von: 50_000,
    bis: null,
    ug: ['epu', 'klein', 'mittel'],
    vh: ['tourismus', 'investition', 'umwelt'],
    fa: ['zuschuss', 'kredit'],
    sp: ['tourismus'],
  },
  {
    name: ['ÖHT ERP-Tourismuskredit', 'ÖHT ERP tourism loan'],
    stelle: OEHT,
    zielgruppe: [
      'Tourismus- und Freizeitbetriebe mit größeren Investitionsvorhaben',
      'Tourism and leisure businesses with larger investment projects',
    ],
    kurz: [
      'Zinsgünstige, langfristige Kredite aus ERP-Mitteln für Investitionen in Hotellerie, Gastronomie und Freizeitwirtschaft.',
      'Low-interest, long-term loans from ERP funds for investments in hotels, gastronomy and leisure.',
    ],
    text: [
      'Für umfangreichere Investitionen wie Neubauten, Zubauten oder umfassende Modernisierungen bietet die ÖHT Kredite aus dem ERP-Fonds. Die langen Laufzeiten passen zu den typischen Investitionszyklen im Tourismus und entlasten die Liquidität in den ersten Jahren.',
      'For larger investments such as new buildings, extensions or comprehensive modernisations, ÖHT offers loans from the ERP Fund. The long terms suit the typical investment cycles in tourism and ease liquidity in the first years.',
    ],
    punkte: [
      [
        'Lange Laufzeiten mit tilgungsfreien Jahren',
        'Neubau, Zubau und umfassende Modernisierung',
        'Kombinierbar mit Zuschüssen',
      ],
      [
        'Long terms with repayment-free years',
        'New building, extension and comprehensive modernisation',
        'Can be combined with grants',
      ],
    ],
    von: 250_000,
    bis: null,
    ug: ['klein', 'mittel', 'gross'],
    vh: ['tourismus', 'investition'],
    fa: ['kredit'],
    sp: ['tourismus', 'finanzierung'],
  },
  {
    name: ['ÖHT Haftungen für Tourismusbetriebe', 'ÖHT guarantees for tourism businesses'],
    stelle: OEHT,
    zielgruppe: [
      'Tourismusbetriebe, Gründungen und Übernahmen im Tourismus',
      'Tourism businesses, start-ups and takeovers in tourism',
    ],
    kurz: [
      'Haftungen der ÖHT erleichtern Bankfinanzierungen für Investitionen, Übernahmen und Betriebsmittel im Tourismus.',
      'ÖHT guarantees ease bank financing for investments, takeovers and working capital in tourism.',
    ],
    text: [
      'Tourismusbetriebe sind kapitalintensiv und saisonabhängig, was Bankfinanzierungen erschweren kann. Eine Haftung der ÖHT sichert einen Teil des Kredits ab und hilft besonders bei Übernahmen und Neugründungen, wenn Sicherheiten noch fehlen.',
      'Tourism businesses are capital-intensive and seasonal, which can make bank financing difficult. An ÖHT guarantee secures part of the loan and helps especially with takeovers and new businesses when collateral is still lacking.',
    ],
    punkte: [
      [
        'Absicherung von Investitions- und Übernahmekrediten',
        'Besonders für Jungunternehmen im Tourismus',
        'Antrag über die Hausbank',
      ],
      [
        'Securing investment and takeover loans',
        'Especially for young tourism businesses',
        'Application via the house bank',
      ],
    ],
    von: 50_000,
    bis: 4_000_000,
    ug: ['gruendung', 'epu', 'klein', 'mittel'],
    vh: ['tourismus', 'gruendung', 'investition'],
    fa: ['haftung'],
    sp: ['tourismus', 'finanzierung'],
  },
  // --- Steuern, Export, Entwicklungszusammenarbeit, Forschung -------------------------------------------
  {
    name: ['Forschungsprämie', 'Research premium'],
    stelle: BMF,
    zielgruppe: [
      'Unternehmen jeder Größe, die in Österreich Forschung und experimentelle Entwicklung betreiben',
      'Companies of every size carrying out research and experimental development in Austria',
    ],
    kurz: [
      'Steuerliche Forschungsförderung: Ein fester Prozentsatz der Forschungsaufwendungen wird vom Finanzamt als Prämie gutgeschrieben.',
      'Tax-based research funding: a fixed percentage of research expenses is credited by the tax office as a premium.',
    ],
    text: [
      'Die Forschungsprämie beträgt 14 Prozent der förderbaren Forschungsaufwendungen und wird unabhängig vom Gewinn gutgeschrieben. Für eigenbetriebliche Forschung ist ein Jahresgutachten der FFG erforderlich, das über FinanzOnline angefordert wird. Auch Auftragsforschung ist in einem begrenzten Umfang prämienbegünstigt.',
      'The research premium amounts to 14 per cent of eligible research expenses and is credited regardless of profit. For in-house research, an annual expert opinion from the FFG is required, requested via FinanzOnline. Contract research is also eligible to a limited extent.',
    ],
    punkte: [
      [
        'Gutschrift auf dem Abgabenkonto, auch bei Verlusten',
        'Jahresgutachten der FFG für eigenbetriebliche Forschung',
        'Kombinierbar mit direkten Forschungsförderungen',
      ],
      [
        'Credited to the tax account, even with losses',
        'Annual FFG expert opinion for in-house research',
        'Can be combined with direct research funding',
      ],
    ],
    von: null,
    bis: null,
    ug: ['gruendung', 'epu', 'klein', 'mittel', 'gross'],
    vh: ['forschung'],
    fa: ['steuer'],
    sp: ['innovation'],
  },
  {
    name: ['Investitionsfreibetrag', 'Investment allowance'],
    stelle: BMF,
    zielgruppe: [
      'Betriebe mit betrieblichen Einkünften, die in abnutzbares Anlagevermögen investieren',
      'Businesses with business income investing in depreciable fixed assets',
    ],
    kurz: [
      'Ein zusätzlicher steuerlicher Freibetrag auf Investitionen, erhöht für ökologische Investitionen.',
      'An additional tax allowance on investments, increased for ecological investments.',
    ],
    text: [
      'Mit dem Investitionsfreibetrag können Unternehmen zusätzlich zur Abschreibung einen Prozentsatz der Anschaffungs- oder Herstellungskosten als Betriebsausgabe geltend machen. Für Investitionen in die Ökologisierung gilt ein höherer Satz. Bestimmte Wirtschaftsgüter, etwa Gebäude, sind ausgenommen.',
      'With the investment allowance, companies can claim a percentage of acquisition or production costs as an operating expense in addition to depreciation. A higher rate applies to investments in greening. Certain assets, such as buildings, are excluded.',
    ],
    punkte: [
      [
        'Zusätzlicher Betriebsausgabenabzug',
        'Erhöhter Satz für ökologische Investitionen',
        'Geltendmachung in der Steuererklärung',
      ],
      [
        'Additional deduction of operating expenses',
        'Higher rate for ecological investments',
        'Claimed in the tax return',
      ],
    ],
    von: null,
    bis: 1_000_000,
    ug: ['epu', 'klein', 'mittel', 'gross'],
    vh: ['investition', 'umwelt'],
    fa: ['steuer'],
    sp: ['wachstum', 'klimaschutz'],
  },
  {
    name: ['OeKB Exportfonds-Kredit', 'OeKB export fund loan'],
    stelle: OEKB,
    zielgruppe: [
      'Kleine und mittlere Unternehmen mit Exportumsätzen',
      'Small and medium-sized enterprises with export sales',
    ],
    kurz: [
      'Günstige Betriebsmittelfinanzierung für exportierende KMU, abgewickelt über die Hausbank.',
      'Favourable working capital financing for exporting SMEs, processed through the house bank.',
    ],
    text: [
      'Exportgeschäfte binden Liquidität, weil Material, Personal und Versand vorfinanziert werden müssen. Der Exportfonds-Kredit stellt dafür Betriebsmittel zu günstigen Konditionen bereit; die Höhe richtet sich nach den Exportumsätzen. Der Antrag läuft über die Hausbank, die OeKB stellt die Refinanzierung bereit.',
      'Export business ties up liquidity because material, staff and shipping have to be pre-financed. The export fund loan provides working capital for this on favourable terms; the amount depends on export sales. The application goes through the house bank, and OeKB provides the refinancing.',
    ],
    punkte: [
      ['Betriebsmittelkredit für Exportgeschäfte', 'Rahmen abhängig vom Exportumsatz', 'Abwicklung über die Hausbank'],
      ['Working capital loan for export business', 'Credit line based on export sales', 'Processed by the house bank'],
    ],
    von: 50_000,
    bis: null,
    ug: ['klein', 'mittel'],
    vh: ['internationalisierung'],
    fa: ['kredit'],
    sp: ['export', 'finanzierung'],
  },
  {
    name: ['ADA Wirtschaftspartnerschaften', 'ADA business partnerships'],
    stelle: ADA,
    zielgruppe: [
      'Unternehmen, die in Entwicklungs- und Schwellenländern investieren und dort Wirkung erzielen wollen',
      'Companies investing in developing and emerging countries and wanting to make an impact there',
    ],
    kurz: [
      'Zuschüsse für Projekte, die unternehmerisches Engagement im Globalen Süden mit Entwicklungswirkung verbinden.',
      'Grants for projects combining business engagement in the Global South with development impact.',
    ],
    text: [
      'Die Austrian Development Agency unterstützt Unternehmen, die in Entwicklungsländern Geschäfte aufbauen und dabei lokale Beschäftigung, Ausbildung oder Umweltstandards verbessern. Gefördert werden etwa Schulungen für lokale Fachkräfte oder der Aufbau nachhaltiger Lieferketten.',
      'The Austrian Development Agency supports companies that build business in developing countries while improving local employment, training or environmental standards. Examples are training for local skilled workers or building sustainable supply chains.',
    ],
    punkte: [
      [
        'Ausbildung lokaler Fachkräfte',
        'Nachhaltige Lieferketten und Standards',
        'Kombination aus Geschäftsinteresse und Entwicklungswirkung',
      ],
      [
        'Training local skilled workers',
        'Sustainable supply chains and standards',
        'Combining business interest and development impact',
      ],
    ],
    von: 100_000,
    bis: 1_000_000,
    ug: ['klein', 'mittel', 'gross'],
    vh: ['internationalisierung', 'qualifizierung'],
    fa: ['zuschuss'],
    sp: ['export'],
  },
  {
    name: [
      'Christian Doppler Labors und Josef Ressel Zentren',
      'Christian Doppler Laboratories and Josef Ressel Centres',
    ],
    stelle: CDG,
    zielgruppe: [
      'Unternehmen, die gemeinsam mit Universitäten oder Fachhochschulen langfristig anwendungsorientierte Grundlagenforschung betreiben',
      'Companies carrying out long-term application-oriented basic research together with universities or universities of applied sciences',
    ],
    kurz: [
      'Mehrjährige Forschungseinheiten an Universitäten und Fachhochschulen, finanziert je zur Hälfte von Unternehmen und öffentlicher Hand.',
      'Multi-year research units at universities and universities of applied sciences, financed half by companies and half by the public sector.',
    ],
    text: [
      'Christian Doppler Labors an Universitäten und Josef Ressel Zentren an Fachhochschulen erforschen Grundlagen zu Fragen, die für die Partnerunternehmen wichtig sind. Die Unternehmen tragen einen Teil der Kosten und erhalten Zugang zu Spitzenforschung und zu Nachwuchskräften.',
      'Christian Doppler Laboratories at universities and Josef Ressel Centres at universities of applied sciences research fundamentals of questions that matter to the partner companies. The companies bear part of the costs and gain access to excellent research and young talent.',
    ],
    punkte: [
      [
        'Langfristige Zusammenarbeit über mehrere Jahre',
        'Öffentliche Kofinanzierung der Forschungseinheit',
        'Zugang zu wissenschaftlichem Nachwuchs',
      ],
      [
        'Long-term cooperation over several years',
        'Public co-financing of the research unit',
        'Access to young scientists',
      ],
    ],
    von: 500_000,
    bis: null,
    ug: ['mittel', 'gross', 'forschung'],
    vh: ['forschung', 'kooperation'],
    fa: ['zuschuss'],
    sp: ['innovation', 'kooperation'],
  },
];

const FUSSNOTE_DE =
  'Förderhöhen, Fristen und Einreichwege ändern sich regelmäßig; verbindlich sind die aktuellen Richtlinien der Förderstelle. Das Investorenservice von ecoplus hilft kostenlos bei der Auswahl und Kombination passender Programme.';
const FUSSNOTE_EN =
  'Funding amounts, deadlines and submission channels change regularly; the current guidelines of the funding body are binding. The ecoplus investor service helps free of charge to choose and combine suitable programmes.';

function detail(text: string, punkte: readonly string[], fussnote: string): string {
  const items = punkte.map((p) => `<li>${p}</li>`).join('');
  return `<p>${text}</p><ul>${items}</ul><p>${fussnote}</p>`;
}

/** The fm_matrix rows of the demo data, in Förderkompass order (sortierung 10, 20, …). */
export function foerderungRows(): (typeof fmMatrix.$inferInsert)[] {
  return PROGRAMME.map((p, i) => ({
    name_de: p.name[0],
    name_en: p.name[1],
    foerderstelle: p.foerderstelle ?? p.stelle.name,
    foerderstelleid: p.stelle.id,
    zielgruppe_de: p.zielgruppe[0],
    zielgruppe_en: p.zielgruppe[1],
    kurzbeschreibung_de: p.kurz[0],
    kurzbeschreibung_en: p.kurz[1],
    detailbeschreibung_de: detail(p.text[0], p.punkte[0], FUSSNOTE_DE),
    detailbeschreibung_en: detail(p.text[1], p.punkte[1], FUSSNOTE_EN),
    investitionenvon: p.von,
    investitionenbis: p.bis,
    unternehmensgroessen: [...p.ug],
    vorhaben: [...p.vh],
    foerderarten: [...p.fa],
    schwerpunkte: [...p.sp],
    sortierung: (i + 1) * 10,
    url: p.url ?? p.stelle.url,
  }));
}

/** Inserts the funding programmes of the Förderkompass (fm_matrix). */
export async function seedFoerderungen(db: Db): Promise<void> {
  await db.insert(fmMatrix).values(foerderungRows());
}
