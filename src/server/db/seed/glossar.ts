import type { Db } from '../client';
import { glossar, glossarSieheauch } from '../schema';

/**
 * Glossary of the demo data: zoning (Lower Austrian spatial planning), land register and cadastre,
 * real estate, building law and funding terms. Descriptions are written for this portal; links point
 * to public reference sites. `siehe` names related entries by their German title.
 */

interface Eintrag {
  titel: readonly [de: string, en: string];
  text: readonly [de: string, en: string];
  keywords: readonly [de: readonly string[], en: readonly string[]];
  link?: string;
  /** German titles of related entries (1–3). */
  siehe: readonly string[];
}

const RIS = 'https://www.ris.bka.gv.at';
const BEV = 'https://www.bev.gv.at';
const JUSTIZ = 'https://www.justiz.gv.at';
const NOE_ATLAS = 'https://atlas.noe.gv.at';
const NOE = 'https://www.noe.gv.at';
const USP = 'https://www.usp.gv.at';
const OIB = 'https://www.oib.or.at';
const UBA = 'https://www.umweltbundesamt.at';
const OESTERREICH = 'https://www.oesterreich.gv.at';
const BMF = 'https://www.bmf.gv.at';

const EINTRAEGE: readonly Eintrag[] = [
  // --- Raumordnung und Flächenwidmung -------------------------------------------------------------------
  {
    titel: ['Flächenwidmungsplan', 'Zoning plan'],
    text: [
      'Der Flächenwidmungsplan legt für jedes Grundstück einer Gemeinde fest, wie es genutzt werden darf: als Bauland, Grünland oder Verkehrsfläche. Er wird vom Gemeinderat beschlossen, von der Landesregierung genehmigt und ist die wichtigste Grundlage für die Frage, ob ein Betrieb auf einem Grundstück zulässig ist.',
      'The zoning plan determines for every plot in a municipality how it may be used: as building land, green land or traffic area. It is adopted by the municipal council, approved by the state government and is the most important basis for deciding whether a business is permitted on a plot.',
    ],
    keywords: [
      ['Widmung', 'Flächenwidmung', 'Raumordnung', 'Gemeinde'],
      ['zoning', 'land use plan', 'spatial planning'],
    ],
    link: NOE_ATLAS,
    siehe: ['Örtliches Raumordnungsprogramm', 'Bauland', 'Umwidmung'],
  },
  {
    titel: ['Örtliches Raumordnungsprogramm', 'Local spatial planning programme'],
    text: [
      'Das örtliche Raumordnungsprogramm einer niederösterreichischen Gemeinde besteht aus Zielen, einem örtlichen Entwicklungskonzept und dem Flächenwidmungsplan. Es beschreibt, wo sich Wohnen, Betriebe und Grünraum künftig entwickeln sollen.',
      'The local spatial planning programme of a Lower Austrian municipality consists of objectives, a local development concept and the zoning plan. It describes where housing, businesses and green space are to develop in future.',
    ],
    keywords: [
      ['Entwicklungskonzept', 'Raumordnung', 'NÖ ROG'],
      ['development concept', 'spatial planning'],
    ],
    link: RIS,
    siehe: ['Flächenwidmungsplan', 'NÖ Raumordnungsgesetz', 'Regionales Raumordnungsprogramm'],
  },
  {
    titel: ['NÖ Raumordnungsgesetz', 'Lower Austrian Spatial Planning Act'],
    text: [
      'Das NÖ Raumordnungsgesetz 2014 regelt die überörtliche und örtliche Raumordnung in Niederösterreich. Es definiert die Widmungsarten, die Verfahren zur Änderung von Flächenwidmungsplänen und Instrumente wie die Vertragsraumordnung.',
      'The Lower Austrian Spatial Planning Act 2014 governs supra-local and local spatial planning in Lower Austria. It defines the zoning categories, the procedures for changing zoning plans and instruments such as contractual spatial planning.',
    ],
    keywords: [
      ['NÖ ROG', 'Raumordnung', 'Landesgesetz'],
      ['spatial planning act', 'ROG'],
    ],
    link: RIS,
    siehe: ['Örtliches Raumordnungsprogramm', 'Vertragsraumordnung'],
  },
  {
    titel: ['Regionales Raumordnungsprogramm', 'Regional spatial planning programme'],
    text: [
      'Regionale Raumordnungsprogramme des Landes legen für mehrere Gemeinden übergeordnete Ziele fest, etwa Siedlungsgrenzen, Grünzonen oder erhaltenswerte Landschaftsteile. Gemeinden müssen ihre Flächenwidmung daran ausrichten.',
      'Regional spatial planning programmes of the state set higher-level objectives for several municipalities, such as settlement boundaries, green belts or landscape features worth preserving. Municipalities must align their zoning with them.',
    ],
    keywords: [
      ['überörtliche Raumordnung', 'Siedlungsgrenze', 'Region'],
      ['regional planning', 'settlement boundary'],
    ],
    link: NOE,
    siehe: ['Örtliches Raumordnungsprogramm', 'Grünland'],
  },
  {
    titel: ['Bauland', 'Building land'],
    text: [
      'Bauland ist die Widmung für Flächen, die bebaut werden dürfen. Es wird in Unterkategorien wie Wohngebiet, Kerngebiet, Betriebsgebiet, Industriegebiet, Agrargebiet und Sondergebiet gegliedert, die jeweils bestimmte Nutzungen erlauben.',
      'Building land is the zoning for areas that may be built on. It is divided into sub-categories such as residential, core, business, industrial, agricultural and special-purpose areas, each permitting certain uses.',
    ],
    keywords: [
      ['Baulandwidmung', 'bebaubar', 'Widmungsart'],
      ['building land', 'buildable', 'zoning category'],
    ],
    siehe: ['Flächenwidmungsplan', 'Bauland-Betriebsgebiet', 'Aufschließungszone'],
  },
  {
    titel: ['Bauland-Betriebsgebiet', 'Building land – business area'],
    text: [
      'Im Bauland-Betriebsgebiet (BB) sind Betriebe zulässig, die keine übermäßige Lärm- oder Geruchsbelästigung für die Umgebung verursachen. Typisch sind Gewerbe, Handwerk, Lager, Büros und nicht störende Produktion. Wohnungen sind nur für betriebsnotwendiges Personal erlaubt.',
      'In the building land business area (BB), businesses are permitted that do not cause excessive noise or odour nuisance for the surroundings. Typical uses are trades, crafts, warehouses, offices and non-disturbing production. Dwellings are only allowed for staff needed on site.',
    ],
    keywords: [
      ['BB', 'Betriebsgebiet', 'Gewerbegebiet', 'Gewerbe'],
      ['business area', 'commercial zone', 'BB'],
    ],
    link: NOE_ATLAS,
    siehe: ['Bauland-Industriegebiet', 'Bauland', 'Betriebsanlagengenehmigung'],
  },
  {
    titel: ['Bauland-Industriegebiet', 'Building land – industrial area'],
    text: [
      'Das Bauland-Industriegebiet (BI) ist für Betriebe bestimmt, die wegen ihrer Emissionen oder ihres Verkehrsaufkommens nicht in anderen Baulandzonen untergebracht werden können. Es liegt meist abseits von Wohngebieten und ist häufig verkehrstechnisch gut angebunden.',
      'The building land industrial area (BI) is intended for businesses that cannot be placed in other building land zones because of their emissions or traffic volume. It is usually located away from residential areas and often has good transport links.',
    ],
    keywords: [
      ['BI', 'Industrie', 'Industriegebiet', 'Emissionen'],
      ['industrial zone', 'industry', 'BI'],
    ],
    link: NOE_ATLAS,
    siehe: ['Bauland-Betriebsgebiet', 'Anschlussbahn'],
  },
  {
    titel: ['Bauland-Kerngebiet', 'Building land – core area'],
    text: [
      'Das Bauland-Kerngebiet (BK) umfasst die Ortszentren. Zulässig sind öffentliche Gebäude, Geschäfte, Büros, Gastronomie und Wohnungen sowie Betriebe, die sich in das Ortsbild einfügen und keine unzumutbaren Belästigungen verursachen.',
      'The building land core area (BK) covers town centres. Public buildings, shops, offices, restaurants and dwellings are permitted, as well as businesses that fit into the townscape and cause no unreasonable nuisance.',
    ],
    keywords: [
      ['BK', 'Ortskern', 'Zentrum', 'Mischnutzung'],
      ['core area', 'town centre', 'mixed use'],
    ],
    siehe: ['Bauland', 'Leerstand'],
  },
  {
    titel: ['Bauland-Wohngebiet', 'Building land – residential area'],
    text: [
      'Im Bauland-Wohngebiet (BW) stehen Wohngebäude im Vordergrund. Betriebe sind nur zulässig, wenn sie den Bedürfnissen der Bewohnerinnen und Bewohner dienen und keine störenden Emissionen verursachen, etwa kleine Geschäfte oder Büros.',
      'In the building land residential area (BW), residential buildings take priority. Businesses are only permitted if they serve the needs of the residents and cause no disturbing emissions, such as small shops or offices.',
    ],
    keywords: [
      ['BW', 'Wohnen', 'Wohngebiet'],
      ['residential zone', 'housing'],
    ],
    siehe: ['Bauland', 'Bauland-Kerngebiet'],
  },
  {
    titel: ['Bauland-Agrargebiet', 'Building land – agricultural area'],
    text: [
      'Das Bauland-Agrargebiet (BA) ist für land- und forstwirtschaftliche Betriebe mit Wohngebäuden gedacht. Daneben sind Betriebe zulässig, die sich mit der dörflichen Struktur vertragen, etwa kleine Handwerks- oder Direktvermarktungsbetriebe.',
      'The building land agricultural area (BA) is intended for farms and forestry businesses with dwellings. Businesses compatible with the village structure, such as small craft or direct marketing businesses, are also permitted.',
    ],
    keywords: [
      ['BA', 'Landwirtschaft', 'Dorf', 'Agrar'],
      ['agricultural area', 'village', 'farming'],
    ],
    siehe: ['Bauland', 'Grünland-Land- und Forstwirtschaft'],
  },
  {
    titel: ['Bauland-Sondergebiet', 'Building land – special-purpose area'],
    text: [
      'Bauland-Sondergebiete (BS) werden für bestimmte Zwecke gewidmet, die im Flächenwidmungsplan genau bezeichnet sind, zum Beispiel Krankenhaus, Schule, Einkaufszentrum oder Forschungseinrichtung. Andere Nutzungen sind dort nicht zulässig.',
      'Special-purpose building land (BS) is zoned for specific purposes precisely designated in the zoning plan, for example a hospital, school, shopping centre or research institution. Other uses are not permitted there.',
    ],
    keywords: [
      ['BS', 'Sondergebiet', 'Zweckbestimmung'],
      ['special-purpose zone', 'designated use'],
    ],
    siehe: ['Bauland', 'Flächenwidmungsplan'],
  },
  {
    titel: ['Bauland-Gebiete für erhaltenswerte Ortsstrukturen', 'Building land – areas of townscape worth preserving'],
    text: [
      'Diese Widmung (BO) schützt gewachsene Ortsbilder mit ihrer typischen Bebauung. Zulässig sind Nutzungen wie im Agrar- oder Kerngebiet, Neubauten und Umbauten müssen sich aber in die bestehende Struktur einfügen.',
      'This zoning (BO) protects historically grown townscapes with their typical buildings. Uses as in agricultural or core areas are permitted, but new buildings and conversions must fit into the existing structure.',
    ],
    keywords: [
      ['BO', 'Ortsbild', 'Ortsstruktur'],
      ['townscape', 'heritage structure'],
    ],
    siehe: ['Bauland-Kerngebiet', 'Bebauungsplan'],
  },
  {
    titel: ['Grünland', 'Green land'],
    text: [
      'Alle Flächen, die nicht als Bauland oder Verkehrsfläche gewidmet sind, gehören zum Grünland. Es wird unter anderem in Land- und Forstwirtschaft, Grüngürtel, Parkanlagen, Sportstätten oder Photovoltaikanlagen untergliedert. Eine betriebliche Bebauung ist dort grundsätzlich nicht möglich.',
      'All areas not zoned as building land or traffic area belong to green land. It is subdivided into agriculture and forestry, green belts, parks, sports facilities or photovoltaic installations, among others. Commercial development is generally not possible there.',
    ],
    keywords: [
      ['Grünlandwidmung', 'Freiland', 'unbebaut'],
      ['green land', 'open land', 'non-building land'],
    ],
    siehe: ['Grünland-Land- und Forstwirtschaft', 'Bauland', 'Umwidmung'],
  },
  {
    titel: ['Grünland-Land- und Forstwirtschaft', 'Green land – agriculture and forestry'],
    text: [
      'Die häufigste Grünlandwidmung (Glf) dient der land- und forstwirtschaftlichen Nutzung. Bauten sind nur zulässig, wenn sie für einen land- oder forstwirtschaftlichen Betrieb erforderlich sind. Eine gewerbliche Nutzung setzt eine Umwidmung voraus.',
      'The most common green land zoning (Glf) serves agricultural and forestry use. Buildings are only permitted if they are necessary for a farm or forestry business. Commercial use requires rezoning.',
    ],
    keywords: [
      ['Glf', 'Landwirtschaft', 'Forstwirtschaft'],
      ['agriculture', 'forestry', 'farmland'],
    ],
    siehe: ['Grünland', 'Umwidmung'],
  },
  {
    titel: ['Verkehrsfläche', 'Traffic area'],
    text: [
      'Verkehrsflächen sind im Flächenwidmungsplan für Straßen, Wege, Plätze und Parkplätze vorgesehen. Man unterscheidet öffentliche und private Verkehrsflächen. Die Anbindung eines Grundstücks an eine öffentliche Verkehrsfläche ist Voraussetzung für seine Bebauung.',
      'Traffic areas are designated in the zoning plan for roads, paths, squares and car parks. A distinction is made between public and private traffic areas. Access from a plot to a public traffic area is a prerequisite for building on it.',
    ],
    keywords: [
      ['Straße', 'Zufahrt', 'öffentliches Gut'],
      ['road', 'access', 'public road'],
    ],
    siehe: ['Erschließung', 'Flächenwidmungsplan'],
  },
  {
    titel: ['Aufschließungszone', 'Development zone'],
    text: [
      'Bauland kann als Aufschließungszone gewidmet werden. Bebaut werden darf erst, wenn die im Flächenwidmungsplan festgelegten Voraussetzungen erfüllt sind, etwa eine fertige Erschließung, ein Teilungsplan oder ein Lärmschutz. Der Gemeinderat gibt die Zone dann per Verordnung frei.',
      'Building land can be zoned as a development zone. It may only be built on once the conditions set in the zoning plan are met, such as completed servicing, a subdivision plan or noise protection. The municipal council then releases the zone by ordinance.',
    ],
    keywords: [
      ['Freigabe', 'Bausperre', 'Voraussetzung'],
      ['release', 'precondition', 'development area'],
    ],
    siehe: ['Bauland', 'Erschließung'],
  },
  {
    titel: ['Umwidmung', 'Rezoning'],
    text: [
      'Eine Umwidmung ändert die Widmung eines Grundstücks, etwa von Grünland in Bauland-Betriebsgebiet. Sie erfolgt durch Änderung des örtlichen Raumordnungsprogramms mit öffentlicher Auflage, Stellungnahmen und Genehmigung durch das Land und dauert in der Regel mehrere Monate.',
      'Rezoning changes a plot’s zoning, for example from green land to business area. It is done by amending the local spatial planning programme with public display, comments and approval by the state, and usually takes several months.',
    ],
    keywords: [
      ['Widmungsänderung', 'Änderungsverfahren', 'öffentliche Auflage'],
      ['zoning change', 'amendment procedure'],
    ],
    siehe: ['Flächenwidmungsplan', 'Strategische Umweltprüfung', 'Vertragsraumordnung'],
  },
  {
    titel: ['Vertragsraumordnung', 'Contractual spatial planning'],
    text: [
      'Bei der Vertragsraumordnung schließt die Gemeinde mit Grundeigentümerinnen und -eigentümern Verträge, etwa über eine Bebauung innerhalb einer Frist oder über die Tragung von Erschließungskosten. So soll gewidmetes Bauland tatsächlich genutzt und nicht gehortet werden.',
      'With contractual spatial planning, the municipality concludes agreements with landowners, for example on building within a deadline or on bearing development costs. This ensures zoned building land is actually used and not hoarded.',
    ],
    keywords: [
      ['Baulandmobilisierung', 'Vertrag', 'Bebauungsfrist'],
      ['land mobilisation', 'development agreement'],
    ],
    siehe: ['Befristete Baulandwidmung', 'Umwidmung'],
  },
  {
    titel: ['Befristete Baulandwidmung', 'Time-limited building land zoning'],
    text: [
      'Neu gewidmetes Bauland kann befristet werden. Wird es innerhalb der Frist nicht bebaut, kann die Gemeinde die Widmung wieder ändern. Das Instrument soll Spekulation verhindern und Flächen für tatsächliche Vorhaben verfügbar halten.',
      'Newly zoned building land can be given a time limit. If it is not built on within the deadline, the municipality may change the zoning again. The instrument is meant to prevent speculation and keep land available for real projects.',
    ],
    keywords: [
      ['Befristung', 'Baulandhortung', 'Frist'],
      ['time limit', 'land hoarding'],
    ],
    siehe: ['Vertragsraumordnung', 'Bauland'],
  },
  {
    titel: ['Bebauungsplan', 'Development plan'],
    text: [
      'Der Bebauungsplan regelt, wie auf gewidmetem Bauland gebaut werden darf: Bebauungsweise, Bebauungshöhe, Baufluchtlinien, Bebauungsdichte und Gestaltungsvorgaben. Nicht jede Gemeinde hat für alle Gebiete einen Bebauungsplan; fehlt er, gelten die allgemeinen Regeln der Bauordnung.',
      'The development plan regulates how building land may be built on: building pattern, height, building lines, density and design requirements. Not every municipality has a development plan for all areas; where it is missing, the general rules of the building code apply.',
    ],
    keywords: [
      ['Bebauungsbestimmungen', 'Bauklasse', 'Baufluchtlinie'],
      ['building regulations', 'development rules'],
    ],
    siehe: ['Bebauungsdichte', 'Bauklasse', 'Baufluchtlinie'],
  },
  {
    titel: ['Bebauungsdichte', 'Building coverage'],
    text: [
      'Die Bebauungsdichte gibt an, welcher Anteil der Grundstücksfläche höchstens mit Gebäuden bebaut werden darf, meist in Prozent. Sie ist bei Betriebsgrundstücken entscheidend für die mögliche Hallen- und Lagerfläche.',
      'Building coverage states the maximum share of the plot area that may be covered by buildings, usually as a percentage. For business plots it is decisive for the possible hall and storage area.',
    ],
    keywords: [
      ['Dichte', 'bebaute Fläche', 'Prozent'],
      ['site coverage', 'density', 'built-up area'],
    ],
    siehe: ['Bebauungsplan', 'Geschoßflächenzahl'],
  },
  {
    titel: ['Geschoßflächenzahl', 'Floor area ratio'],
    text: [
      'Die Geschoßflächenzahl setzt die Summe aller Geschoßflächen eines Gebäudes ins Verhältnis zur Grundstücksfläche. Sie begrenzt das zulässige Bauvolumen und wird in manchen Bebauungsplänen zusätzlich zur Bebauungsdichte festgelegt.',
      'The floor area ratio relates the total floor area of all storeys of a building to the plot area. It limits the permitted building volume and is specified in some development plans in addition to building coverage.',
    ],
    keywords: [
      ['GFZ', 'Geschoßfläche', 'Ausnutzung'],
      ['FAR', 'floor space index', 'plot ratio'],
    ],
    siehe: ['Bebauungsdichte', 'Bruttogeschoßfläche'],
  },
  {
    titel: ['Bauklasse', 'Building class'],
    text: [
      'Die Bauklasse legt in Niederösterreich die zulässige Gebäudehöhe in Stufen fest, etwa Bauklasse I bis 5 Meter oder Bauklasse II bis 8 Meter. Für Betriebsgebiete werden häufig höhere Bauklassen oder eine maximale Gebäudehöhe in Metern festgelegt.',
      'In Lower Austria, the building class sets the permitted building height in stages, for example class I up to 5 metres or class II up to 8 metres. Business areas often have higher classes or a maximum building height in metres.',
    ],
    keywords: [
      ['Gebäudehöhe', 'Bebauungshöhe', 'Höhe'],
      ['building height', 'height class'],
    ],
    siehe: ['Bebauungsplan', 'Lichte Raumhöhe'],
  },
  {
    titel: ['Bebauungsweise', 'Building pattern'],
    text: [
      'Die Bebauungsweise bestimmt die Anordnung der Gebäude zu den Grundstücksgrenzen: offen (freistehend mit Abständen), gekuppelt (an einer Grenze angebaut) oder geschlossen (an beiden seitlichen Grenzen angebaut). Sie beeinflusst, wie ein Grundstück ausgenutzt werden kann.',
      'The building pattern determines how buildings are arranged relative to plot boundaries: open (detached with spacing), semi-detached (built on one boundary) or closed (built on both side boundaries). It affects how a plot can be used.',
    ],
    keywords: [
      ['offen', 'geschlossen', 'gekuppelt'],
      ['detached', 'terraced', 'building arrangement'],
    ],
    siehe: ['Bauwich', 'Bebauungsplan'],
  },
  {
    titel: ['Baufluchtlinie', 'Building line'],
    text: [
      'Baufluchtlinien legen fest, bis wohin Gebäude an Straßen oder Nachbargrenzen heranreichen dürfen. Vordere Baufluchtlinien sichern etwa Vorgärten oder Sichtbeziehungen, hintere begrenzen die Bebauungstiefe.',
      'Building lines set how close buildings may come to roads or neighbouring boundaries. Front building lines secure front gardens or sight lines, rear ones limit the building depth.',
    ],
    keywords: [
      ['Baulinie', 'Straßenfluchtlinie', 'Abstand'],
      ['setback line', 'building boundary'],
    ],
    siehe: ['Bebauungsplan', 'Bauwich'],
  },
  {
    titel: ['Strategische Umweltprüfung', 'Strategic environmental assessment'],
    text: [
      'Bei wesentlichen Änderungen von Raumordnungsprogrammen prüft die Gemeinde vorab die voraussichtlichen Umweltauswirkungen. Ergibt sich eine Umweltprüfungspflicht, wird ein Umweltbericht erstellt und öffentlich aufgelegt.',
      'For significant changes to spatial planning programmes, the municipality first assesses the likely environmental effects. If an assessment is required, an environmental report is drawn up and put on public display.',
    ],
    keywords: [
      ['SUP', 'Umweltbericht', 'Umweltprüfung'],
      ['SEA', 'environmental report'],
    ],
    siehe: ['Umwidmung', 'Umweltverträglichkeitsprüfung'],
  },
  {
    titel: ['Umweltverträglichkeitsprüfung', 'Environmental impact assessment'],
    text: [
      'Große Vorhaben wie Industrieanlagen, Logistikzentren ab einer bestimmten Größe oder Einkaufszentren benötigen eine Umweltverträglichkeitsprüfung. In einem konzentrierten Verfahren werden alle Genehmigungen gebündelt und die Umweltauswirkungen umfassend bewertet.',
      'Large projects such as industrial plants, logistics centres above a certain size or shopping centres require an environmental impact assessment. All permits are bundled in a concentrated procedure and environmental effects are assessed comprehensively.',
    ],
    keywords: [
      ['UVP', 'UVP-G', 'Großprojekt'],
      ['EIA', 'major project', 'environmental permit'],
    ],
    link: RIS,
    siehe: ['Betriebsanlagengenehmigung', 'Strategische Umweltprüfung'],
  },
  {
    titel: ['Hochwasserabflussbereich', 'Flood discharge area'],
    text: [
      'Flächen, die bei einem statistisch alle 100 Jahre zu erwartenden Hochwasser (HQ100) überflutet werden, dürfen in Niederösterreich grundsätzlich nicht neu als Bauland gewidmet werden. Für bestehende Betriebsflächen in solchen Gebieten sind Schutzmaßnahmen und Auflagen üblich.',
      'Areas flooded by a flood statistically expected every 100 years (HQ100) may generally not be newly zoned as building land in Lower Austria. Existing business land in such areas is usually subject to protective measures and conditions.',
    ],
    keywords: [
      ['HQ100', 'HQ30', 'Überflutung', 'Hochwasser'],
      ['flood zone', '100-year flood', 'flooding'],
    ],
    link: NOE_ATLAS,
    siehe: ['Gefahrenzonenplan', 'Flächenwidmungsplan'],
  },
  {
    titel: ['Gefahrenzonenplan', 'Hazard zone plan'],
    text: [
      'Gefahrenzonenpläne der Wildbach- und Lawinenverbauung und der Bundeswasserbauverwaltung zeigen Gebiete mit Gefährdung durch Hochwasser, Muren oder Rutschungen. Rote Zonen sind für eine Bebauung grundsätzlich ungeeignet, gelbe Zonen nur mit Auflagen bebaubar.',
      'Hazard zone plans of the torrent and avalanche control service and the federal water engineering administration show areas at risk from floods, debris flows or landslides. Red zones are generally unsuitable for building; yellow zones can only be built on with conditions.',
    ],
    keywords: [
      ['rote Zone', 'gelbe Zone', 'Naturgefahren'],
      ['red zone', 'natural hazards'],
    ],
    siehe: ['Hochwasserabflussbereich'],
  },
  {
    titel: ['Natura 2000', 'Natura 2000'],
    text: [
      'Natura 2000 ist das europäische Netz von Schutzgebieten nach der Fauna-Flora-Habitat- und der Vogelschutzrichtlinie. Vorhaben, die ein solches Gebiet erheblich beeinträchtigen könnten, brauchen eine Naturverträglichkeitsprüfung.',
      'Natura 2000 is the European network of protected areas under the Habitats and Birds Directives. Projects that could significantly affect such an area require an appropriate assessment.',
    ],
    keywords: [
      ['Schutzgebiet', 'FFH', 'Vogelschutz', 'Naturschutz'],
      ['protected area', 'habitats directive', 'nature protection'],
    ],
    link: NOE_ATLAS,
    siehe: ['Landschaftsschutzgebiet', 'Umweltverträglichkeitsprüfung'],
  },
  {
    titel: ['Landschaftsschutzgebiet', 'Landscape protection area'],
    text: [
      'In Landschaftsschutzgebieten nach dem NÖ Naturschutzgesetz brauchen bestimmte Vorhaben, etwa größere Bauten außerhalb des Ortsgebiets, eine naturschutzbehördliche Bewilligung. Ziel ist der Erhalt des Landschaftsbildes und des Erholungswertes.',
      'In landscape protection areas under the Lower Austrian Nature Conservation Act, certain projects, such as larger buildings outside built-up areas, need a permit from the nature protection authority. The aim is to preserve scenery and recreational value.',
    ],
    keywords: [
      ['Naturschutz', 'Landschaftsbild', 'Bewilligung'],
      ['nature conservation', 'scenery'],
    ],
    siehe: ['Natura 2000'],
  },
  // --- Grundbuch und Kataster -----------------------------------------------------------------------------
  {
    titel: ['Grundbuch', 'Land register'],
    text: [
      'Das Grundbuch ist das öffentliche Verzeichnis der Liegenschaften und der an ihnen bestehenden Rechte. Es wird bei den Bezirksgerichten geführt und zeigt Eigentum, Lasten wie Pfandrechte und Dienstbarkeiten sowie den Gutsbestand. Jede Person kann Einsicht nehmen.',
      'The land register is the public register of real property and the rights attached to it. It is kept by the district courts and shows ownership, encumbrances such as mortgages and easements, and the property inventory. Anyone can inspect it.',
    ],
    keywords: [
      ['Grundbuchsauszug', 'Eigentum', 'Bezirksgericht', 'Liegenschaft'],
      ['land registry', 'title', 'ownership'],
    ],
    link: JUSTIZ,
    siehe: ['Grundbuchsauszug', 'Einlagezahl', 'Kataster'],
  },
  {
    titel: ['Grundbuchsauszug', 'Land register extract'],
    text: [
      'Ein Grundbuchsauszug gibt den aktuellen Stand einer Grundbuchseinlage wieder. Er ist online über Verrechnungsstellen oder bei Notariaten und Bezirksgerichten erhältlich und vor jedem Grundstückskauf unverzichtbar.',
      'A land register extract shows the current status of a land register entry. It is available online via clearing agencies or from notaries and district courts and is essential before buying any plot.',
    ],
    keywords: [
      ['Auszug', 'Abfrage', 'Grundbuchsabfrage'],
      ['title extract', 'land register search'],
    ],
    link: JUSTIZ,
    siehe: ['Grundbuch', 'A-Blatt', 'C-Blatt'],
  },
  {
    titel: ['Einlagezahl', 'Land register folio number'],
    text: [
      'Die Einlagezahl (EZ) bezeichnet eine Grundbuchseinlage innerhalb einer Katastralgemeinde. Eine Einlage kann ein oder mehrere Grundstücke umfassen, die rechtlich als ein Grundbuchskörper behandelt werden.',
      'The folio number (EZ) identifies a land register entry within a cadastral community. One entry can comprise one or more plots treated legally as a single land register unit.',
    ],
    keywords: [
      ['EZ', 'Grundbuchseinlage', 'Grundbuchskörper'],
      ['folio', 'title number'],
    ],
    siehe: ['Grundbuch', 'Grundstücksnummer', 'Katastralgemeinde'],
  },
  {
    titel: ['Grundstücksnummer', 'Plot number'],
    text: [
      'Jedes Grundstück hat innerhalb seiner Katastralgemeinde eine eindeutige Nummer, bei Teilungen oft mit Schrägstrich (z. B. 125/3). Früher wurde zwischen Bauflächen (mit Punkt) und Grundflächen unterschieden.',
      'Each plot has a unique number within its cadastral community, often with a slash after subdivision (e.g. 125/3). In the past, a distinction was made between building plots (marked with a dot) and land plots.',
    ],
    keywords: [
      ['Gst.-Nr.', 'Parzelle', 'Parzellennummer'],
      ['parcel number', 'lot number'],
    ],
    siehe: ['Katastralgemeinde', 'Einlagezahl', 'Teilungsplan'],
  },
  {
    titel: ['Katastralgemeinde', 'Cadastral community'],
    text: [
      'Die Katastralgemeinde (KG) ist die räumliche Einheit des Katasters und des Grundbuchs. Sie entspricht oft einem historischen Dorf; eine politische Gemeinde besteht daher häufig aus mehreren Katastralgemeinden mit fünfstelliger Nummer.',
      'The cadastral community (KG) is the spatial unit of the cadastre and land register. It often corresponds to a historical village, so one political municipality frequently consists of several cadastral communities with five-digit numbers.',
    ],
    keywords: [
      ['KG', 'KG-Nummer', 'Katastralgemeindenummer'],
      ['cadastral municipality', 'cadastral district'],
    ],
    link: BEV,
    siehe: ['Kataster', 'Grundstücksnummer'],
  },
  {
    titel: ['Kataster', 'Cadastre'],
    text: [
      'Der Kataster ist das vom Bundesamt für Eich- und Vermessungswesen geführte Verzeichnis aller Grundstücke mit Lage, Grenzen, Fläche und Benützungsart. Gemeinsam mit dem Grundbuch bildet er die Grundlage des österreichischen Liegenschaftswesens.',
      'The cadastre is the register of all plots with location, boundaries, area and land use kept by the Federal Office of Metrology and Surveying. Together with the land register, it forms the basis of Austria’s property system.',
    ],
    keywords: [
      ['Grundsteuerkataster', 'Vermessung', 'Grenzen'],
      ['land survey', 'boundaries', 'parcels'],
    ],
    link: BEV,
    siehe: ['Grenzkataster', 'Digitale Katastralmappe', 'Grundbuch'],
  },
  {
    titel: ['Grenzkataster', 'Boundary cadastre'],
    text: [
      'Grundstücke im Grenzkataster haben rechtsverbindlich festgelegte Grenzen, die auf einer Vermessung mit Zustimmung der Nachbarn beruhen. Ihre Grenzen können nicht ersessen werden, was Rechtssicherheit für Käuferinnen und Käufer schafft.',
      'Plots in the boundary cadastre have legally binding boundaries based on a survey agreed by the neighbours. Their boundaries cannot be acquired by adverse possession, which creates legal certainty for buyers.',
    ],
    keywords: [
      ['Grenzfeststellung', 'rechtsverbindlich', 'Grundsteuerkataster'],
      ['legally binding boundary', 'boundary survey'],
    ],
    link: BEV,
    siehe: ['Kataster', 'Vermessungsurkunde'],
  },
  {
    titel: ['Digitale Katastralmappe', 'Digital cadastral map'],
    text: [
      'Die Digitale Katastralmappe (DKM) ist die grafische Darstellung aller Grundstücke Österreichs. Sie eignet sich gut zur Orientierung, ihre Genauigkeit reicht aber je nach Entstehung nicht immer für exakte Grenzaussagen.',
      'The digital cadastral map (DKM) is the graphical representation of all plots in Austria. It is well suited for orientation, but depending on its origin its accuracy is not always sufficient for exact boundary statements.',
    ],
    keywords: [
      ['DKM', 'Mappe', 'Katasterplan'],
      ['cadastral map', 'parcel map'],
    ],
    link: BEV,
    siehe: ['Kataster', 'Grenzkataster'],
  },
  {
    titel: ['A-Blatt', 'A sheet (property inventory)'],
    text: [
      'Das A-Blatt (Gutsbestandsblatt) einer Grundbuchseinlage listet die zugehörigen Grundstücke mit Nummer, Benützungsart und Fläche auf. Es enthält außerdem mit dem Eigentum verbundene Rechte, etwa ein Wegerecht über ein Nachbargrundstück.',
      'The A sheet (property inventory sheet) of a land register entry lists the plots belonging to it with number, land use and area. It also contains rights attached to ownership, such as a right of way over a neighbouring plot.',
    ],
    keywords: [
      ['Gutsbestandsblatt', 'A1', 'A2'],
      ['property sheet', 'inventory'],
    ],
    siehe: ['B-Blatt', 'C-Blatt', 'Grundbuchsauszug'],
  },
  {
    titel: ['B-Blatt', 'B sheet (ownership)'],
    text: [
      'Das B-Blatt (Eigentumsblatt) nennt die Eigentümerinnen und Eigentümer einer Liegenschaft mit ihren Anteilen sowie den Erwerbsgrund, etwa Kaufvertrag oder Einantwortung. Auch Beschränkungen der Eigentümer werden hier vermerkt.',
      'The B sheet (ownership sheet) names the owners of a property with their shares and the basis of acquisition, such as a purchase contract or inheritance. Restrictions on the owners are also noted here.',
    ],
    keywords: [
      ['Eigentumsblatt', 'Eigentümer', 'Anteile'],
      ['ownership sheet', 'owners'],
    ],
    siehe: ['A-Blatt', 'C-Blatt'],
  },
  {
    titel: ['C-Blatt', 'C sheet (encumbrances)'],
    text: [
      'Das C-Blatt (Lastenblatt) zeigt die Belastungen einer Liegenschaft: Pfandrechte, Dienstbarkeiten, Vorkaufsrechte, Reallasten oder Veräußerungsverbote. Vor einem Kauf sollte jede Eintragung im C-Blatt geklärt sein.',
      'The C sheet (encumbrance sheet) shows the encumbrances on a property: mortgages, easements, pre-emption rights, real burdens or prohibitions on sale. Before a purchase, every entry in the C sheet should be clarified.',
    ],
    keywords: [
      ['Lastenblatt', 'Belastung', 'Lasten'],
      ['encumbrance sheet', 'charges'],
    ],
    siehe: ['Pfandrecht', 'Dienstbarkeit', 'Vorkaufsrecht'],
  },
  {
    titel: ['Dienstbarkeit', 'Easement'],
    text: [
      'Eine Dienstbarkeit (Servitut) verpflichtet Eigentümer, etwas zu dulden oder zu unterlassen, zum Beispiel ein Geh- und Fahrrecht, eine Leitungsdienstbarkeit für Strom oder Kanal oder ein Bauverbot. Im Grundbuch eingetragene Dienstbarkeiten gehen mit dem Grundstück auf neue Eigentümer über.',
      'An easement (servitude) obliges owners to tolerate or refrain from something, for example a right of way, a utility easement for electricity or sewers, or a building prohibition. Easements registered in the land register pass with the plot to new owners.',
    ],
    keywords: [
      ['Servitut', 'Wegerecht', 'Leitungsrecht'],
      ['servitude', 'right of way', 'wayleave'],
    ],
    siehe: ['C-Blatt', 'A-Blatt'],
  },
  {
    titel: ['Pfandrecht', 'Mortgage'],
    text: [
      'Ein im Grundbuch eingetragenes Pfandrecht sichert eine Forderung, meist einen Bankkredit, mit der Liegenschaft ab. Beim Verkauf wird es in der Regel aus dem Kaufpreis getilgt und gelöscht, wofür eine Löschungsquittung der Bank nötig ist.',
      'A mortgage registered in the land register secures a claim, usually a bank loan, against the property. On sale it is usually repaid from the purchase price and deleted, which requires a deletion receipt from the bank.',
    ],
    keywords: [
      ['Hypothek', 'Höchstbetragspfandrecht', 'Löschungsquittung'],
      ['lien', 'charge', 'security'],
    ],
    siehe: ['C-Blatt', 'Rangordnung'],
  },
  {
    titel: ['Vorkaufsrecht', 'Pre-emption right'],
    text: [
      'Wer ein Vorkaufsrecht hat, kann bei einem Verkauf zu denselben Bedingungen anstelle der Käuferin oder des Käufers eintreten. Gemeinden sichern sich in Betriebsgebieten manchmal Vorkaufsrechte, um eine widmungsgemäße Nutzung zu gewährleisten.',
      'The holder of a pre-emption right can step in instead of the buyer on the same terms in case of a sale. Municipalities sometimes secure pre-emption rights in business areas to ensure use in line with the zoning.',
    ],
    keywords: [
      ['Vorkauf', 'Einlösungsrecht'],
      ['right of first refusal', 'pre-emption'],
    ],
    siehe: ['C-Blatt', 'Vertragsraumordnung'],
  },
  {
    titel: ['Rangordnung', 'Priority notice'],
    text: [
      'Mit der Anmerkung der Rangordnung für die beabsichtigte Veräußerung sichert sich eine Käuferin oder ein Käufer den Grundbuchsrang für ein Jahr. Spätere Eintragungen können den Erwerb dann nicht mehr gefährden.',
      'With the priority notice for an intended sale, a buyer secures their rank in the land register for one year. Later entries can then no longer endanger the acquisition.',
    ],
    keywords: [
      ['Rangordnungsbeschluss', 'Rang', 'Sicherung'],
      ['priority ranking', 'reservation'],
    ],
    siehe: ['Grundbuch', 'Pfandrecht'],
  },
  {
    titel: ['Baurecht', 'Building lease'],
    text: [
      'Das Baurecht ist das dingliche Recht, auf einem fremden Grundstück ein Bauwerk zu errichten und zu nutzen, für eine Dauer von 10 bis 100 Jahren. Dafür zahlt man meist einen laufenden Bauzins. Für Betriebe ist das Baurecht eine Alternative zum Grundstückskauf, die Kapital schont.',
      'A building lease is the right in rem to erect and use a building on someone else’s land for a period of 10 to 100 years, usually in return for a ground rent. For businesses, it is an alternative to buying land that conserves capital.',
    ],
    keywords: [
      ['Bauzins', 'Baurechtsvertrag', 'Baurechtseinlage'],
      ['ground lease', 'leasehold', 'ground rent'],
    ],
    link: RIS,
    siehe: ['Superädifikat', 'Grundbuch'],
  },
  {
    titel: ['Superädifikat', 'Superstructure'],
    text: [
      'Ein Superädifikat ist ein Bauwerk auf fremdem Grund, das nicht dauerhaft dort bleiben soll, etwa eine Halle auf gepachtetem Grund. Es gehört nicht dem Grundeigentümer, sondern dem Errichter, und wird durch Urkundenhinterlegung beim Grundbuch gesichert.',
      'A superstructure is a building on someone else’s land that is not meant to remain there permanently, such as a hall on leased land. It belongs to the builder, not the landowner, and is secured by depositing documents with the land register.',
    ],
    keywords: [['Überbau', 'Urkundenhinterlegung', 'Pachtgrund'], ['building on leased land']],
    siehe: ['Baurecht'],
  },
  {
    titel: ['Vermessungsurkunde', 'Survey document'],
    text: [
      'Ingenieurkonsulentinnen und -konsulenten für Vermessungswesen erstellen Vermessungsurkunden wie Teilungspläne oder Grenzvermessungen. Sie werden vom Vermessungsamt bescheinigt und sind Grundlage für Änderungen im Kataster und Grundbuch.',
      'Chartered surveyors prepare survey documents such as subdivision plans or boundary surveys. They are certified by the surveying office and form the basis for changes in the cadastre and land register.',
    ],
    keywords: [
      ['Vermessung', 'Ziviltechniker', 'Vermessungsamt'],
      ['land surveyor', 'survey plan'],
    ],
    link: BEV,
    siehe: ['Teilungsplan', 'Grenzkataster'],
  },
  {
    titel: ['Teilungsplan', 'Subdivision plan'],
    text: [
      'Ein Teilungsplan zeigt, wie ein Grundstück geteilt oder wie Grundstücke zusammengelegt werden. Für Bauplätze braucht es in Niederösterreich zusätzlich eine Bauplatzerklärung oder die Zustimmung der Baubehörde zur Grundstücksteilung.',
      'A subdivision plan shows how a plot is divided or plots are merged. In Lower Austria, building plots additionally require a building plot declaration or the building authority’s consent to the subdivision.',
    ],
    keywords: [
      ['Grundstücksteilung', 'Parzellierung', 'Bauplatz'],
      ['subdivision', 'plot division', 'parcelling'],
    ],
    siehe: ['Vermessungsurkunde', 'Grundstücksnummer'],
  },
  {
    titel: ['Grundverkehr', 'Real property transactions control'],
    text: [
      'Das NÖ Grundverkehrsgesetz regelt, wann der Erwerb von Grundstücken genehmigt werden muss, etwa bei land- und forstwirtschaftlichen Flächen oder bei Erwerb durch Personen aus Staaten außerhalb des EWR. Für Bauland im Inland ist meist nur eine Erklärung nötig.',
      'The Lower Austrian Real Property Transactions Act regulates when the acquisition of land requires approval, for example for agricultural and forestry land or when acquired by persons from states outside the EEA. For domestic building land, a declaration is usually enough.',
    ],
    keywords: [
      ['Grundverkehrsgesetz', 'Genehmigung', 'Ausländergrunderwerb'],
      ['land transfer approval', 'foreign acquisition'],
    ],
    link: RIS,
    siehe: ['Grunderwerbsteuer', 'Grundbuch'],
  },
  {
    titel: ['Grunderwerbsteuer', 'Real estate transfer tax'],
    text: [
      'Beim Kauf eines Grundstücks fällt in Österreich Grunderwerbsteuer an, im Regelfall 3,5 Prozent der Gegenleistung. Sie wird meist über die Vertragserrichterin oder den Vertragserrichter selbst berechnet und abgeführt.',
      'When buying land in Austria, real estate transfer tax is due, usually 3.5 per cent of the consideration. It is generally self-assessed and paid by the lawyer or notary drawing up the contract.',
    ],
    keywords: [
      ['GrESt', 'Kaufnebenkosten', 'Steuer'],
      ['transfer tax', 'purchase costs'],
    ],
    link: BMF,
    siehe: ['Eintragungsgebühr', 'Grundsteuer'],
  },
  {
    titel: ['Eintragungsgebühr', 'Registration fee'],
    text: [
      'Für die Eintragung des Eigentumsrechts ins Grundbuch verlangt der Staat eine Gebühr von 1,1 Prozent des Werts; für Pfandrechte gilt ein eigener Satz. Sie gehört neben Grunderwerbsteuer, Vertragserrichtung und allenfalls Maklerprovision zu den Kaufnebenkosten.',
      'For registering ownership in the land register, the state charges a fee of 1.1 per cent of the value; mortgages have their own rate. Together with transfer tax, contract costs and any broker’s commission, it is part of the incidental purchase costs.',
    ],
    keywords: [
      ['Grundbuchsgebühr', 'Kaufnebenkosten'],
      ['land registry fee', 'transaction costs'],
    ],
    siehe: ['Grunderwerbsteuer', 'Grundbuch'],
  },
  {
    titel: ['Grundsteuer', 'Property tax'],
    text: [
      'Die Grundsteuer ist eine Gemeindeabgabe auf Grundbesitz. Sie berechnet sich aus dem Einheitswert, einer Steuermesszahl und dem Hebesatz der Gemeinde und wird vierteljährlich vorgeschrieben.',
      'Property tax is a municipal levy on land ownership. It is calculated from the assessed value, a tax rate factor and the municipality’s multiplier and is charged quarterly.',
    ],
    keywords: [
      ['Grundsteuer B', 'Gemeindeabgabe', 'Hebesatz'],
      ['land tax', 'municipal tax'],
    ],
    link: BMF,
    siehe: ['Einheitswert', 'Grunderwerbsteuer'],
  },
  {
    titel: ['Einheitswert', 'Assessed value'],
    text: [
      'Der Einheitswert ist ein vom Finanzamt festgestellter steuerlicher Wert von Grundbesitz. Er liegt meist weit unter dem Verkehrswert und dient als Grundlage für Grundsteuer und bestimmte Abgaben.',
      'The assessed value is a tax value of real property determined by the tax office. It is usually far below market value and serves as the basis for property tax and certain levies.',
    ],
    keywords: [
      ['Einheitswertbescheid', 'Steuerwert'],
      ['rateable value', 'tax value'],
    ],
    link: BMF,
    siehe: ['Grundsteuer', 'Verkehrswert'],
  },
  {
    titel: ['Verkehrswert', 'Market value'],
    text: [
      'Der Verkehrswert ist der Preis, der für eine Liegenschaft im redlichen Geschäftsverkehr üblicherweise erzielt werden kann. Er wird in Gutachten nach dem Liegenschaftsbewertungsgesetz ermittelt, etwa nach dem Vergleichs-, Sach- oder Ertragswertverfahren.',
      'The market value is the price normally achievable for a property in fair business dealings. It is determined in valuation reports under the Real Estate Valuation Act, for example by the comparison, cost or income approach.',
    ],
    keywords: [
      ['Gutachten', 'Bewertung', 'Marktwert'],
      ['valuation', 'appraisal', 'fair value'],
    ],
    siehe: ['Einheitswert', 'Kaufpreis pro Quadratmeter'],
  },
  // --- Immobilien und Objektdaten ---------------------------------------------------------------------------
  {
    titel: ['Kaufpreis pro Quadratmeter', 'Price per square metre'],
    text: [
      'Der Quadratmeterpreis macht Grundstücke und Objekte unterschiedlicher Größe vergleichbar. Bei Betriebsgrundstücken in Niederösterreich hängt er stark von Lage, Widmung, Erschließung und Verkehrsanbindung ab. Im Portal werden Gesamt- und Quadratmeterpreis angezeigt.',
      'The price per square metre makes plots and properties of different sizes comparable. For business plots in Lower Austria it depends heavily on location, zoning, servicing and transport links. The portal shows both total and per-square-metre prices.',
    ],
    keywords: [
      ['m²-Preis', 'Grundstückspreis', 'Quadratmeterpreis'],
      ['price per sqm', 'land price'],
    ],
    siehe: ['Verkehrswert', 'Nutzfläche'],
  },
  {
    titel: ['Nutzfläche', 'Usable floor area'],
    text: [
      'Die Nutzfläche ist die Bodenfläche einer Einheit abzüglich Wandstärken und Durchbrechungen; Treppen, offene Balkone und Kellerräume zählen je nach Regelung nicht dazu. Sie ist Grundlage vieler Mietzinsberechnungen.',
      'The usable floor area is a unit’s floor area minus wall thicknesses and openings; stairs, open balconies and cellars are excluded depending on the rules. It is the basis of many rent calculations.',
    ],
    keywords: [
      ['Mietfläche', 'Fläche', 'm²'],
      ['net floor area', 'lettable area'],
    ],
    siehe: ['Bruttogeschoßfläche', 'Betriebskosten'],
  },
  {
    titel: ['Bruttogeschoßfläche', 'Gross floor area'],
    text: [
      'Die Bruttogeschoßfläche umfasst alle Grundflächen eines Gebäudes einschließlich der Außenwände, gemessen je Geschoß. Sie dient bei Planungen und Bebauungsbestimmungen als Maß für die Größe eines Bauwerks.',
      'The gross floor area comprises all floor areas of a building including exterior walls, measured per storey. In planning and development rules it is used as a measure of a building’s size.',
    ],
    keywords: [
      ['BGF', 'Geschoßfläche', 'Brutto'],
      ['GFA', 'gross area'],
    ],
    siehe: ['Nutzfläche', 'Geschoßflächenzahl'],
  },
  {
    titel: ['Lichte Raumhöhe', 'Clear height'],
    text: [
      'Die lichte Raumhöhe einer Halle ist der freie Abstand vom Boden bis zur Unterkante der Dachkonstruktion. Sie bestimmt, wie hoch gelagert werden kann und ob Kräne oder Hochregale möglich sind; für moderne Logistik gelten oft 10 Meter und mehr als Standard.',
      'The clear height of a hall is the free distance from the floor to the underside of the roof structure. It determines how high goods can be stored and whether cranes or high-bay racking are possible; modern logistics often expects 10 metres or more.',
    ],
    keywords: [
      ['Hallenhöhe', 'Unterkante', 'Hochregal'],
      ['hall height', 'eaves height', 'clearance'],
    ],
    siehe: ['Bodenbelastbarkeit', 'Bauklasse'],
  },
  {
    titel: ['Bodenbelastbarkeit', 'Floor load capacity'],
    text: [
      'Die Bodenbelastbarkeit gibt an, welche Last eine Hallen- oder Geschoßdecke tragen kann, meist in Kilonewton oder Tonnen pro Quadratmeter. Für Produktion, Schwerlastregale und Stapler ist sie ein zentrales Auswahlkriterium.',
      'The floor load capacity states the load a hall floor or storey ceiling can bear, usually in kilonewtons or tonnes per square metre. It is a key criterion for production, heavy-duty racking and forklifts.',
    ],
    keywords: [
      ['Traglast', 'Flächenlast', 'kN/m²'],
      ['load bearing', 'floor loading'],
    ],
    siehe: ['Lichte Raumhöhe', 'Verladerampe'],
  },
  {
    titel: ['Verladerampe', 'Loading dock'],
    text: [
      'Eine Verladerampe bringt den Hallenboden auf die Höhe der Lkw-Ladefläche. Mit Überladebrücken und Torabdichtungen lassen sich Waren schnell und witterungsgeschützt umschlagen; Anzahl und Lage der Rampen prägen die Logistikleistung eines Objekts.',
      'A loading dock brings the hall floor to the level of the truck bed. With dock levellers and door seals, goods can be handled quickly and protected from the weather; the number and position of docks shape a property’s logistics performance.',
    ],
    keywords: [
      ['Lkw-Rampe', 'Überladebrücke', 'Andockstation'],
      ['truck dock', 'dock leveller'],
    ],
    siehe: ['Anschlussbahn', 'Bodenbelastbarkeit'],
  },
  {
    titel: ['Anschlussbahn', 'Rail siding'],
    text: [
      'Eine Anschlussbahn verbindet ein Betriebsgelände mit dem öffentlichen Schienennetz. Sie ermöglicht den Transport großer Mengen per Bahn und kann in Österreich im Rahmen eines Förderprogramms für Anschlussbahnen und Terminals unterstützt werden.',
      'A rail siding connects a business site to the public rail network. It enables large volumes to be moved by rail and can be supported in Austria under a funding programme for sidings and terminals.',
    ],
    keywords: [
      ['Gleisanschluss', 'Bahn', 'Schiene', 'Güterverkehr'],
      ['siding', 'rail connection', 'freight rail'],
    ],
    siehe: ['Verladerampe', 'Bauland-Industriegebiet'],
  },
  {
    titel: ['Erschließung', 'Site servicing'],
    text: [
      'Ein Grundstück ist erschlossen, wenn es an Straße, Wasser, Kanal, Strom und meist auch Gas oder Fernwärme und Telekommunikation angeschlossen ist oder angeschlossen werden kann. Voll erschlossene Betriebsgrundstücke verkürzen die Zeit bis zur Inbetriebnahme erheblich.',
      'A plot is serviced when it is, or can be, connected to road, water, sewer, electricity and usually gas or district heating and telecommunications. Fully serviced business plots significantly shorten the time to start of operations.',
    ],
    keywords: [
      ['Aufschließung', 'Infrastruktur', 'Anschluss'],
      ['utilities', 'infrastructure', 'serviced land'],
    ],
    siehe: ['Aufschließungsabgabe', 'Verkehrsfläche', 'Breitband'],
  },
  {
    titel: ['Aufschließungsabgabe', 'Development levy'],
    text: [
      'Die Aufschließungsabgabe ist eine Gemeindeabgabe nach der NÖ Bauordnung, die bei der erstmaligen Bauplatzerklärung oder bei bestimmten Bauvorhaben fällig wird. Sie deckt einen Teil der Kosten für die Straßenerschließung; Kanal- und Wasseranschlussabgaben kommen gesondert dazu.',
      'The development levy is a municipal charge under the Lower Austrian Building Code due on the first building plot declaration or certain building projects. It covers part of the road development costs; sewer and water connection charges are added separately.',
    ],
    keywords: [
      ['Abgabe', 'Kanalanschlussabgabe', 'Bauplatzerklärung'],
      ['connection charge', 'infrastructure levy'],
    ],
    link: RIS,
    siehe: ['Erschließung', 'NÖ Bauordnung'],
  },
  {
    titel: ['Breitband', 'Broadband'],
    text: [
      'Schnelles Internet über Glasfaser ist für viele Betriebe ein entscheidendes Standortkriterium. In Niederösterreich baut unter anderem die landeseigene Infrastrukturgesellschaft nöGIG offene Glasfasernetze aus; Betriebsgebiete werden dabei bevorzugt angebunden.',
      'Fast internet via fibre is a decisive location criterion for many businesses. In Lower Austria, the state-owned infrastructure company nöGIG, among others, is building open fibre networks, with business areas connected as a priority.',
    ],
    keywords: [
      ['Glasfaser', 'Internet', 'FTTH', 'nöGIG'],
      ['fibre', 'internet', 'connectivity'],
    ],
    siehe: ['Erschließung', 'Wirtschaftspark'],
  },
  {
    titel: ['Brachfläche', 'Brownfield'],
    text: [
      'Eine Brachfläche ist ein früher genutztes, heute leerstehendes oder mindergenutztes Areal, etwa ein ehemaliges Fabriksgelände. Ihre Wiedernutzung spart unversiegelten Boden, erfordert aber häufig eine Klärung von Altlasten, Bausubstanz und Widmung.',
      'A brownfield is a previously used site that is now vacant or underused, such as a former factory. Reusing it saves unsealed land but often requires clarifying contamination, building fabric and zoning.',
    ],
    keywords: [
      ['Brownfield', 'Industriebrache', 'Flächenrecycling', 'Nachnutzung'],
      ['brownfield', 'derelict site', 'land recycling'],
    ],
    siehe: ['Altlast', 'Bodenversiegelung', 'Leerstand'],
  },
  {
    titel: ['Altlast', 'Contaminated site'],
    text: [
      'Altlasten sind Altablagerungen und Altstandorte, von denen erhebliche Gefahren für Mensch oder Umwelt ausgehen. Das Umweltbundesamt führt einen Verdachtsflächenkataster und einen Altlastenatlas; vor dem Kauf einer Brachfläche sollte eine Abfrage erfolgen.',
      'Contaminated sites are old landfills and former industrial sites posing significant risks to people or the environment. The Environment Agency Austria keeps a register of suspected sites and a contaminated sites atlas; a check should be made before buying a brownfield.',
    ],
    keywords: [
      ['Verdachtsfläche', 'Kontamination', 'Altlastensanierung'],
      ['contamination', 'suspected site', 'remediation'],
    ],
    link: UBA,
    siehe: ['Brachfläche', 'Bodenversiegelung'],
  },
  {
    titel: ['Bodenversiegelung', 'Soil sealing'],
    text: [
      'Versiegelt ist Boden, der durch Gebäude, Asphalt oder Beton luft- und wasserdicht abgedeckt ist. Österreich verbraucht im europäischen Vergleich viel Fläche; Gemeinden und Betriebe setzen daher zunehmend auf Nachverdichtung, mehrgeschoßige Bauweise und die Wiedernutzung von Brachflächen.',
      'Sealed soil is covered airtight and watertight by buildings, asphalt or concrete. Austria consumes a lot of land by European standards; municipalities and businesses therefore increasingly rely on densification, multi-storey construction and the reuse of brownfields.',
    ],
    keywords: [
      ['Flächenverbrauch', 'Flächeninanspruchnahme', 'Bodenschutz'],
      ['land take', 'land consumption', 'soil protection'],
    ],
    link: UBA,
    siehe: ['Brachfläche', 'Klimafittes Betriebsgebiet'],
  },
  {
    titel: ['Leerstand', 'Vacancy'],
    text: [
      'Leerstand bezeichnet Gebäude und Geschäftsflächen, die längere Zeit nicht genutzt werden. Aktive Leerstandsmanagements von Gemeinden und Regionen erfassen solche Objekte und bringen sie mit Interessierten zusammen.',
      'Vacancy refers to buildings and commercial premises that remain unused for a long time. Active vacancy management by municipalities and regions records such properties and matches them with interested parties.',
    ],
    keywords: [
      ['Leerstandsmanagement', 'Nachnutzung', 'Ortskern'],
      ['vacant property', 'empty buildings'],
    ],
    siehe: ['Brachfläche', 'Bauland-Kerngebiet'],
  },
  {
    titel: ['Klimafittes Betriebsgebiet', 'Climate-fit business park'],
    text: [
      'Ein klimafittes Betriebsgebiet verbindet sparsamen Flächenverbrauch mit Maßnahmen gegen Hitze und Starkregen: Begrünung, Versickerung statt Ableitung, Photovoltaik auf Dächern, gemeinsame Energieversorgung und gute Anbindung an öffentlichen Verkehr.',
      'A climate-fit business park combines economical land use with measures against heat and heavy rain: greenery, infiltration instead of drainage, photovoltaics on roofs, shared energy supply and good public transport links.',
    ],
    keywords: [
      ['Klimawandelanpassung', 'Begrünung', 'Schwammstadt'],
      ['climate adaptation', 'green infrastructure'],
    ],
    siehe: ['Bodenversiegelung', 'Wirtschaftspark', 'Energiegemeinschaft'],
  },
  {
    titel: ['Energiegemeinschaft', 'Energy community'],
    text: [
      'In einer Energiegemeinschaft erzeugen, speichern und teilen mehrere Teilnehmende Strom aus erneuerbaren Quellen, etwa aus einer Photovoltaikanlage am Hallendach. Betriebe, Gemeinden und Private können sich beteiligen und profitieren von reduzierten Netzentgelten.',
      'In an energy community, several participants produce, store and share electricity from renewable sources, for example from a photovoltaic system on a hall roof. Businesses, municipalities and private individuals can take part and benefit from reduced grid charges.',
    ],
    keywords: [
      ['EEG', 'erneuerbare Energiegemeinschaft', 'Photovoltaik'],
      ['renewable energy community', 'energy sharing'],
    ],
    link: OESTERREICH,
    siehe: ['Klimafittes Betriebsgebiet', 'Energieausweis'],
  },
  {
    titel: ['Energieausweis', 'Energy performance certificate'],
    text: [
      'Der Energieausweis beschreibt die energetische Qualität eines Gebäudes, etwa Heizwärmebedarf und Gesamtenergieeffizienz. Bei Verkauf und Vermietung muss er vorgelegt werden, und Inserate müssen die wichtigsten Kennwerte enthalten.',
      'The energy performance certificate describes a building’s energy quality, such as heating demand and overall energy efficiency. It must be presented on sale and letting, and advertisements must state the key figures.',
    ],
    keywords: [
      ['HWB', 'fGEE', 'Energiekennzahl'],
      ['EPC', 'energy rating'],
    ],
    link: OESTERREICH,
    siehe: ['Energiegemeinschaft', 'Exposé'],
  },
  {
    titel: ['Exposé', 'Property brochure'],
    text: [
      'Ein Exposé fasst die wichtigsten Informationen zu einem Objekt zusammen: Lage, Flächen, Widmung, Ausstattung, Preise, Bilder und Kontakt. Im Standortportal lassen sich ausgewählte Standorte als Sammlung in einem Exposé exportieren.',
      'A property brochure summarises the key information on a property: location, areas, zoning, features, prices, pictures and contact. In the location portal, selected locations can be exported as a collection in a brochure.',
    ],
    keywords: [
      ['Objektbeschreibung', 'Standortsammlung', 'PDF'],
      ['brochure', 'property details', 'listing'],
    ],
    siehe: ['Energieausweis', 'Alleinvermittlungsauftrag'],
  },
  {
    titel: ['Betriebskosten', 'Service charges'],
    text: [
      'Betriebskosten sind die laufenden Kosten eines Gebäudes, die auf Mieterinnen und Mieter umgelegt werden, etwa Wasser, Kanal, Müll, Versicherung, Hausbetreuung und Grundsteuer. Bei Geschäftsräumen wird die Aufteilung im Mietvertrag frei vereinbart.',
      'Service charges are the running costs of a building passed on to tenants, such as water, sewer, waste, insurance, caretaking and property tax. For commercial premises, their allocation is freely agreed in the lease.',
    ],
    keywords: [
      ['Nebenkosten', 'BK', 'Umlage'],
      ['operating costs', 'ancillary costs'],
    ],
    siehe: ['Geschäftsraummiete', 'Nutzfläche'],
  },
  {
    titel: ['Geschäftsraummiete', 'Commercial lease'],
    text: [
      'Die Miete von Büros, Geschäften und Hallen unterliegt in vielen Fällen nur teilweise dem Mietrechtsgesetz. Mietzins, Laufzeit, Kündigung, Wertsicherung und Investitionen können daher weitgehend frei vereinbart werden; eine sorgfältige Vertragsprüfung lohnt sich.',
      'Leasing offices, shops and halls is in many cases only partly subject to the Tenancy Act. Rent, term, termination, indexation and investments can therefore be agreed largely freely; a careful contract review pays off.',
    ],
    keywords: [
      ['Mietvertrag', 'Gewerbemiete', 'MRG'],
      ['business lease', 'tenancy', 'rental agreement'],
    ],
    link: RIS,
    siehe: ['Wertsicherung', 'Kaution', 'Betriebskosten'],
  },
  {
    titel: ['Wertsicherung', 'Indexation'],
    text: [
      'Mit einer Wertsicherungsklausel wird der Mietzins an einen Index gebunden, meist den Verbraucherpreisindex. Steigt der Index über einen vereinbarten Schwellenwert, erhöht sich die Miete entsprechend.',
      'An indexation clause links the rent to an index, usually the consumer price index. If the index rises above an agreed threshold, the rent increases accordingly.',
    ],
    keywords: [
      ['Indexierung', 'VPI', 'Mietanpassung'],
      ['rent indexation', 'CPI'],
    ],
    siehe: ['Geschäftsraummiete'],
  },
  {
    titel: ['Kaution', 'Deposit'],
    text: [
      'Die Kaution sichert Ansprüche des Vermieters aus dem Mietverhältnis ab. Bei Geschäftsräumen sind mehrere Monatsmieten üblich, oft auch als Bankgarantie statt als Barbetrag.',
      'The deposit secures the landlord’s claims arising from the tenancy. For commercial premises, several months’ rent is common, often as a bank guarantee instead of cash.',
    ],
    keywords: [
      ['Sicherheitsleistung', 'Bankgarantie', 'Depot'],
      ['security deposit', 'bank guarantee'],
    ],
    siehe: ['Geschäftsraummiete'],
  },
  {
    titel: ['Alleinvermittlungsauftrag', 'Sole agency agreement'],
    text: [
      'Beim Alleinvermittlungsauftrag beauftragt die Eigentümerin oder der Eigentümer nur ein Maklerunternehmen mit dem Verkauf oder der Vermietung. Im Standortportal dürfen neben Eigentümern und Vermietern nur Makler mit Alleinvermittlungsauftrag Objekte inserieren.',
      'With a sole agency agreement, the owner instructs only one brokerage with the sale or letting. In the location portal, besides owners and landlords, only brokers with a sole agency agreement may list properties.',
    ],
    keywords: [
      ['Makler', 'Alleinauftrag', 'Vermittlung'],
      ['exclusive listing', 'broker', 'sole mandate'],
    ],
    siehe: ['Maklerprovision', 'Exposé'],
  },
  {
    titel: ['Maklerprovision', 'Broker’s commission'],
    text: [
      'Die Maklerprovision ist das Honorar für die erfolgreiche Vermittlung eines Kauf- oder Mietvertrags. Ihre Höchstbeträge sind in der Immobilienmaklerverordnung geregelt; bei Geschäftsräumen wird sie oft zwischen den Parteien frei vereinbart.',
      'The broker’s commission is the fee for successfully brokering a purchase or lease contract. Maximum amounts are set by the Real Estate Brokers Regulation; for commercial premises it is often freely agreed between the parties.',
    ],
    keywords: [
      ['Provision', 'Makler', 'Vermittlungshonorar'],
      ['commission', 'agent fee'],
    ],
    siehe: ['Alleinvermittlungsauftrag', 'Eintragungsgebühr'],
  },
  {
    titel: ['Wirtschaftspark', 'Business park'],
    text: [
      'Ein Wirtschaftspark ist ein geplantes, erschlossenes Betriebsgebiet mit gemeinsamer Infrastruktur und Parkmanagement. ecoplus betreibt in Niederösterreich mehrere Wirtschaftsparks, in denen Betriebe Flächen kaufen, im Baurecht erwerben oder Hallen mieten können.',
      'A business park is a planned, serviced business area with shared infrastructure and park management. ecoplus operates several business parks in Lower Austria where businesses can buy land, acquire it under a building lease or rent halls.',
    ],
    keywords: [
      ['Gewerbepark', 'Industriepark', 'ecoplus', 'Betriebsgebiet'],
      ['industrial park', 'commercial park'],
    ],
    siehe: ['Bauland-Betriebsgebiet', 'Technopol', 'Klimafittes Betriebsgebiet'],
  },
  {
    titel: ['Technopol', 'Technopole'],
    text: [
      'Technopole sind Standorte, an denen Forschung, Ausbildung und Unternehmen eines Technologiefeldes räumlich und organisatorisch vernetzt sind. Niederösterreich hat vier Technopole: Krems, Tulln, Wiener Neustadt und Wieselburg.',
      'Technopoles are locations where research, education and companies of one technology field are networked spatially and organisationally. Lower Austria has four technopoles: Krems, Tulln, Wiener Neustadt and Wieselburg.',
    ],
    keywords: [
      ['Technologiestandort', 'Forschung', 'Krems', 'Tulln'],
      ['technology park', 'research hub'],
    ],
    siehe: ['Wirtschaftspark', 'Cluster'],
  },
  {
    titel: ['Cluster', 'Cluster'],
    text: [
      'Ein Cluster vernetzt Unternehmen, Forschungs- und Ausbildungseinrichtungen einer Branche entlang der Wertschöpfungskette. Die von ecoplus gemanagten Cluster in Niederösterreich initiieren Kooperationsprojekte und organisieren Wissensaustausch.',
      'A cluster connects companies, research and training institutions of one sector along the value chain. The clusters managed by ecoplus in Lower Austria initiate cooperation projects and organise knowledge exchange.',
    ],
    keywords: [
      ['Netzwerk', 'Kooperation', 'Branche'],
      ['network', 'industry cluster', 'cooperation'],
    ],
    siehe: ['Technopol', 'Kooperationsprojekt'],
  },
  {
    titel: ['Coworking', 'Coworking'],
    text: [
      'Coworking-Spaces bieten flexibel mietbare Arbeitsplätze mit gemeinsamer Infrastruktur wie Besprechungsräumen, Drucker und Küche. In Niederösterreich entstehen sie zunehmend auch in Regionalzentren und Ortskernen und helfen Pendlerinnen und Pendlern, näher am Wohnort zu arbeiten.',
      'Coworking spaces offer flexibly rentable workplaces with shared infrastructure such as meeting rooms, printers and a kitchen. In Lower Austria they are increasingly found in regional centres and town centres, helping commuters work closer to home.',
    ],
    keywords: [
      ['Shared Office', 'Arbeitsplatz', 'flexibles Büro'],
      ['shared office', 'flexible workspace', 'hot desk'],
    ],
    siehe: ['Leerstand', 'Nutzfläche'],
  },
  // --- Baurecht und Genehmigungen -----------------------------------------------------------------------------
  {
    titel: ['NÖ Bauordnung', 'Lower Austrian Building Code'],
    text: [
      'Die NÖ Bauordnung 2014 regelt, welche Bauvorhaben bewilligungs- oder anzeigepflichtig sind, welche Abstände einzuhalten sind und welche Anforderungen an Gebäude gelten. Technische Details verweisen auf die OIB-Richtlinien.',
      'The Lower Austrian Building Code 2014 regulates which construction projects require a permit or notification, which distances must be observed and which requirements buildings must meet. Technical details refer to the OIB guidelines.',
    ],
    keywords: [
      ['NÖ BO', 'Baurecht', 'Landesgesetz'],
      ['building code', 'building regulations'],
    ],
    link: RIS,
    siehe: ['Baubewilligung', 'OIB-Richtlinien', 'Bauanzeige'],
  },
  {
    titel: ['Baubewilligung', 'Building permit'],
    text: [
      'Neu-, Zu- und Umbauten sowie wesentliche Nutzungsänderungen brauchen eine Baubewilligung der Baubehörde. Dem Antrag sind Baupläne, Baubeschreibung und Nachweise wie Energieausweis beizulegen; Nachbarn haben in bestimmten Fragen Parteistellung.',
      'New buildings, extensions, conversions and significant changes of use need a building permit from the building authority. The application must include plans, a building description and evidence such as an energy performance certificate; neighbours have party status on certain questions.',
    ],
    keywords: [
      ['Bauverfahren', 'Bauantrag', 'Bescheid'],
      ['planning permission', 'building application'],
    ],
    siehe: ['Baubehörde', 'Parteistellung', 'Fertigstellungsmeldung'],
  },
  {
    titel: ['Bauanzeige', 'Building notification'],
    text: [
      'Kleinere Vorhaben, etwa bestimmte Photovoltaikanlagen, Fassadenänderungen oder kleine Nebengebäude, sind nur anzeigepflichtig. Untersagt die Baubehörde das Vorhaben nicht innerhalb der Frist, darf es ausgeführt werden.',
      'Smaller projects, such as certain photovoltaic systems, façade changes or small ancillary buildings, only require notification. If the building authority does not prohibit the project within the deadline, it may be carried out.',
    ],
    keywords: [
      ['anzeigepflichtig', 'meldepflichtig', 'Kleinvorhaben'],
      ['notification procedure', 'minor works'],
    ],
    siehe: ['Baubewilligung', 'NÖ Bauordnung'],
  },
  {
    titel: ['Baubehörde', 'Building authority'],
    text: [
      'Baubehörde erster Instanz ist in Niederösterreich die Bürgermeisterin oder der Bürgermeister, in Statutarstädten der Magistrat. Berufungen gehen an den Gemeinde- oder Stadtrat, danach an das Landesverwaltungsgericht.',
      'In Lower Austria, the mayor is the building authority of first instance, in statutory cities the municipal authority. Appeals go to the municipal or city council, then to the State Administrative Court.',
    ],
    keywords: [
      ['Bürgermeister', 'Gemeinde', 'Bauamt'],
      ['planning authority', 'mayor', 'building office'],
    ],
    siehe: ['Baubewilligung', 'Gewerbebehörde'],
  },
  {
    titel: ['Fertigstellungsmeldung', 'Completion notice'],
    text: [
      'Nach Abschluss eines bewilligten Bauvorhabens ist der Baubehörde die Fertigstellung zu melden. Beizulegen sind Befunde und Bescheinigungen, etwa über Elektroinstallation, Rauchfänge oder die Dichtheit des Kanals.',
      'After completing an approved building project, completion must be reported to the building authority. Reports and certificates must be attached, for example on electrical installations, chimneys or sewer tightness.',
    ],
    keywords: [
      ['Fertigstellungsanzeige', 'Befunde', 'Benützung'],
      ['completion report', 'occupancy'],
    ],
    siehe: ['Baubewilligung'],
  },
  {
    titel: ['Betriebsanlagengenehmigung', 'Operating facility permit'],
    text: [
      'Gewerbliche Betriebsanlagen, die Nachbarn gefährden oder belästigen könnten, brauchen eine Genehmigung nach der Gewerbeordnung. Zuständig ist meist die Bezirkshauptmannschaft. Geprüft werden Lärm, Luftschadstoffe, Arbeitnehmerschutz und Brandschutz; für einfache Anlagen gibt es ein vereinfachtes Verfahren.',
      'Commercial operating facilities that could endanger or disturb neighbours need a permit under the Trade Regulation Act. The district authority is usually responsible. Noise, air pollutants, worker protection and fire safety are examined; a simplified procedure exists for simple facilities.',
    ],
    keywords: [
      ['Gewerbeordnung', 'GewO', 'Betriebsanlage', 'Genehmigungsverfahren'],
      ['plant permit', 'trade licence', 'operating permit'],
    ],
    link: USP,
    siehe: ['Gewerbebehörde', 'Baubewilligung', 'Umweltverträglichkeitsprüfung'],
  },
  {
    titel: ['Gewerbebehörde', 'Trade authority'],
    text: [
      'Gewerbebehörde ist in Niederösterreich in erster Linie die Bezirkshauptmannschaft, in Statutarstädten der Magistrat. Sie ist zuständig für Gewerbeanmeldungen, Betriebsanlagengenehmigungen und deren Überprüfung.',
      'In Lower Austria, the trade authority is primarily the district authority, in statutory cities the municipal authority. It is responsible for trade registrations, operating facility permits and their inspection.',
    ],
    keywords: [
      ['Bezirkshauptmannschaft', 'BH', 'Magistrat'],
      ['district authority', 'trade office'],
    ],
    link: USP,
    siehe: ['Betriebsanlagengenehmigung', 'Baubehörde'],
  },
  {
    titel: ['Parteistellung', 'Party status'],
    text: [
      'Nachbarinnen und Nachbarn haben in Bau- und Betriebsanlagenverfahren Parteistellung, wenn ihre subjektiv-öffentlichen Rechte berührt sein können, etwa beim Schutz vor Emissionen oder bei Abständen. Eine frühzeitige Information der Nachbarschaft beschleunigt Verfahren oft.',
      'Neighbours have party status in building and operating facility procedures if their public-law rights may be affected, for example protection from emissions or distances. Informing neighbours early often speeds up procedures.',
    ],
    keywords: [
      ['Nachbarn', 'Anrainer', 'Einwendungen'],
      ['neighbours', 'objections', 'standing'],
    ],
    siehe: ['Baubewilligung', 'Betriebsanlagengenehmigung'],
  },
  {
    titel: ['Bauwich', 'Side clearance'],
    text: [
      'Der Bauwich ist der Mindestabstand eines Gebäudes zur seitlichen oder hinteren Grundstücksgrenze. Er hängt von der Gebäudehöhe und der Bebauungsweise ab und sichert Belichtung, Belüftung und Brandschutz.',
      'The side clearance is the minimum distance of a building from the side or rear plot boundary. It depends on the building height and pattern and ensures daylight, ventilation and fire protection.',
    ],
    keywords: [
      ['Abstand', 'Grenzabstand', 'Seitenabstand'],
      ['boundary distance', 'setback'],
    ],
    siehe: ['Bebauungsweise', 'Baufluchtlinie'],
  },
  {
    titel: ['OIB-Richtlinien', 'OIB guidelines'],
    text: [
      'Die Richtlinien des Österreichischen Instituts für Bautechnik harmonisieren die bautechnischen Anforderungen der Bundesländer, etwa zu Brandschutz, Barrierefreiheit, Schallschutz und Energieeinsparung. Niederösterreich hat sie in seine Bautechnikverordnung übernommen.',
      'The guidelines of the Austrian Institute of Construction Engineering harmonise the states’ technical building requirements, for example on fire safety, accessibility, sound insulation and energy saving. Lower Austria has adopted them in its building technology ordinance.',
    ],
    keywords: [
      ['OIB', 'Bautechnik', 'Brandschutz'],
      ['technical building rules', 'fire safety'],
    ],
    link: OIB,
    siehe: ['Brandabschnitt', 'NÖ Bauordnung'],
  },
  {
    titel: ['Brandabschnitt', 'Fire compartment'],
    text: [
      'Große Hallen werden in Brandabschnitte unterteilt, die durch brandbeständige Wände oder Abstände voneinander getrennt sind. Die zulässige Größe hängt von Nutzung, Brandlast und Löschanlagen wie Sprinklern ab und beeinflusst die Hallenplanung wesentlich.',
      'Large halls are divided into fire compartments separated by fire-resistant walls or distances. The permitted size depends on use, fire load and extinguishing systems such as sprinklers and has a significant influence on hall planning.',
    ],
    keywords: [
      ['Brandschutz', 'Sprinkler', 'Brandwand'],
      ['fire protection', 'fire wall', 'sprinkler'],
    ],
    siehe: ['OIB-Richtlinien', 'Betriebsanlagengenehmigung'],
  },
  {
    titel: ['Stellplatzverpflichtung', 'Parking requirement'],
    text: [
      'Bei Bauvorhaben ist je nach Nutzung eine Mindestzahl an Pkw- und Fahrradstellplätzen zu errichten. Die Zahl richtet sich nach der NÖ Bauordnung und kann durch Verordnung der Gemeinde angepasst werden, etwa bei guter öffentlicher Anbindung.',
      'Building projects must provide a minimum number of car and bicycle parking spaces depending on use. The number follows the Lower Austrian Building Code and can be adjusted by municipal ordinance, for example where public transport is good.',
    ],
    keywords: [
      ['Parkplätze', 'Stellplätze', 'Fahrradabstellplätze'],
      ['parking spaces', 'car park'],
    ],
    siehe: ['NÖ Bauordnung', 'Baubewilligung'],
  },
  // --- Förderbegriffe ------------------------------------------------------------------------------------------
  {
    titel: ['KMU-Definition', 'SME definition'],
    text: [
      'Nach der Empfehlung der EU-Kommission gelten Unternehmen mit weniger als 250 Beschäftigten und höchstens 50 Mio. Euro Umsatz oder 43 Mio. Euro Bilanzsumme als KMU. Kleine Unternehmen haben weniger als 50, Kleinstunternehmen weniger als 10 Beschäftigte. Verbundene Unternehmen werden eingerechnet.',
      'According to the European Commission recommendation, companies with fewer than 250 employees and a turnover of at most 50 million euros or a balance sheet total of at most 43 million euros are SMEs. Small companies have fewer than 50, micro enterprises fewer than 10 employees. Linked enterprises are included.',
    ],
    keywords: [
      ['KMU', 'Kleinunternehmen', 'Mittelbetrieb'],
      ['SME', 'small business', 'micro enterprise'],
    ],
    link: USP,
    siehe: ['Förderintensität', 'De-minimis-Beihilfe'],
  },
  {
    titel: ['De-minimis-Beihilfe', 'De minimis aid'],
    text: [
      'De-minimis-Beihilfen sind kleine Förderungen, die wegen ihres geringen Umfangs nicht als wettbewerbsverzerrend gelten. Ein Unternehmen darf innerhalb von drei Jahren nur einen bestimmten Höchstbetrag an solchen Beihilfen erhalten; bei jedem Antrag sind bisherige De-minimis-Förderungen anzugeben.',
      'De minimis aid is small-scale funding that is not considered to distort competition because of its limited amount. A company may receive only a set maximum of such aid within three years; previous de minimis aid must be declared with every application.',
    ],
    keywords: [
      ['Kleinbeihilfe', 'Beihilfenrecht', 'Obergrenze'],
      ['small aid', 'state aid', 'ceiling'],
    ],
    siehe: ['Allgemeine Gruppenfreistellungsverordnung', 'Kumulierung'],
  },
  {
    titel: ['Allgemeine Gruppenfreistellungsverordnung', 'General Block Exemption Regulation'],
    text: [
      'Die AGVO der EU legt fest, welche staatlichen Beihilfen ohne vorherige Genehmigung durch die Kommission gewährt werden dürfen, etwa für KMU-Investitionen, Forschung, Umweltschutz oder Ausbildung. Sie bestimmt auch maximale Förderintensitäten.',
      'The EU’s GBER specifies which state aid may be granted without prior Commission approval, for example for SME investment, research, environmental protection or training. It also sets maximum aid intensities.',
    ],
    keywords: [
      ['AGVO', 'Beihilfenrecht', 'EU'],
      ['GBER', 'state aid rules'],
    ],
    siehe: ['De-minimis-Beihilfe', 'Förderintensität', 'Regionalbeihilfe'],
  },
  {
    titel: ['Regionalbeihilfe', 'Regional aid'],
    text: [
      'Regionalbeihilfen dürfen nur in Gebieten gewährt werden, die in der Fördergebietskarte eines Mitgliedstaats ausgewiesen sind. In Österreich gehören Teile Niederösterreichs dazu; dort sind für Investitionen höhere Förderquoten möglich als anderswo.',
      'Regional aid may only be granted in areas designated in a member state’s regional aid map. In Austria, parts of Lower Austria are included; higher funding rates for investments are possible there than elsewhere.',
    ],
    keywords: [
      ['Fördergebiet', 'Regionalförderkarte', 'Fördergebietskarte'],
      ['assisted area', 'regional aid map'],
    ],
    siehe: ['Allgemeine Gruppenfreistellungsverordnung', 'Förderintensität'],
  },
  {
    titel: ['Förderintensität', 'Aid intensity'],
    text: [
      'Die Förderintensität ist der Anteil der förderbaren Kosten, der durch Förderungen gedeckt wird, in Prozent. Sie hängt von Unternehmensgröße, Vorhabensart und Region ab; bei Krediten und Haftungen wird der Förderwert über das Bruttosubventionsäquivalent ermittelt.',
      'Aid intensity is the share of eligible costs covered by funding, expressed as a percentage. It depends on company size, type of project and region; for loans and guarantees, the aid value is determined via the gross grant equivalent.',
    ],
    keywords: [
      ['Förderquote', 'Fördersatz', 'Bruttosubventionsäquivalent'],
      ['funding rate', 'grant equivalent'],
    ],
    siehe: ['Förderbare Kosten', 'KMU-Definition'],
  },
  {
    titel: ['Förderbare Kosten', 'Eligible costs'],
    text: [
      'Förderbar sind nur Kosten, die die Richtlinie ausdrücklich zulässt, etwa Investitionen in Anlagen, Personalkosten für Forschung oder externe Beratung. Nicht förderbar sind meist Grundstückskosten, Umsatzsteuer bei Vorsteuerabzug oder Kosten vor der Antragstellung.',
      'Only costs expressly permitted by the guideline are eligible, such as investments in equipment, staff costs for research or external consulting. Usually not eligible are land costs, VAT where input tax can be deducted, or costs incurred before applying.',
    ],
    keywords: [
      ['anerkennbare Kosten', 'Projektkosten', 'Kostenplan'],
      ['eligible expenditure', 'project costs'],
    ],
    siehe: ['Anreizeffekt', 'Förderintensität'],
  },
  {
    titel: ['Anreizeffekt', 'Incentive effect'],
    text: [
      'Förderungen sollen Vorhaben ermöglichen, die ohne Unterstützung nicht oder nicht so umgesetzt würden. Deshalb muss der Antrag fast immer vor Beginn des Projekts gestellt werden; bereits bestellte Maschinen oder begonnene Bauarbeiten sind oft nicht mehr förderbar.',
      'Funding is meant to enable projects that would not be carried out, or not in this way, without support. The application must therefore almost always be submitted before the project starts; machines already ordered or construction already begun are often no longer eligible.',
    ],
    keywords: [
      ['Projektbeginn', 'Antragstellung', 'vorzeitiger Beginn'],
      ['project start', 'application timing'],
    ],
    siehe: ['Förderbare Kosten', 'Verwendungsnachweis'],
  },
  {
    titel: ['Kumulierung', 'Cumulation'],
    text: [
      'Werden für dasselbe Vorhaben Förderungen mehrerer Stellen kombiniert, spricht man von Kumulierung. Zulässig ist das nur bis zur jeweils höchsten erlaubten Förderintensität; alle Förderstellen müssen über die anderen Förderungen informiert werden.',
      'Combining funding from several bodies for the same project is called cumulation. It is only permitted up to the highest applicable aid intensity; all funding bodies must be informed about the other funding.',
    ],
    keywords: [
      ['Kombination', 'Mehrfachförderung', 'Doppelförderung'],
      ['combined funding', 'stacking'],
    ],
    siehe: ['Förderintensität', 'De-minimis-Beihilfe'],
  },
  {
    titel: ['Verwendungsnachweis', 'Proof of use'],
    text: [
      'Nach Abschluss eines geförderten Vorhabens belegt der Verwendungsnachweis, dass die Mittel wie vereinbart eingesetzt wurden. Er besteht aus Rechnungen, Zahlungsnachweisen und einem Bericht; erst danach wird die Förderung ganz oder in der letzten Rate ausbezahlt.',
      'After completing a funded project, the proof of use shows that the money was spent as agreed. It consists of invoices, proof of payment and a report; only then is the funding paid out in full or in its final instalment.',
    ],
    keywords: [
      ['Endabrechnung', 'Abrechnung', 'Auszahlung'],
      ['final report', 'claim', 'disbursement'],
    ],
    siehe: ['Anreizeffekt', 'Förderbare Kosten'],
  },
  {
    titel: ['Zuschuss', 'Grant'],
    text: [
      'Ein Zuschuss ist eine nicht rückzahlbare Förderung. Er wird meist als Prozentsatz der förderbaren Kosten gewährt und nach Nachweis der Umsetzung ausbezahlt. Zuschüsse gelten in der Regel als steuerfrei, mindern aber die Anschaffungskosten für die Abschreibung.',
      'A grant is non-repayable funding. It is usually awarded as a percentage of eligible costs and paid out after proof of implementation. Grants are generally tax-free but reduce the acquisition costs for depreciation.',
    ],
    keywords: [
      ['nicht rückzahlbar', 'Förderung', 'Subvention'],
      ['subsidy', 'non-repayable'],
    ],
    siehe: ['Haftung', 'Förderintensität'],
  },
  {
    titel: ['Haftung', 'Guarantee'],
    text: [
      'Bei einer Haftung oder Garantie übernimmt eine Förderstelle wie aws, ÖHT oder NÖBEG gegenüber der Bank einen Teil des Ausfallsrisikos eines Kredits. Das Unternehmen zahlt dafür ein Entgelt, erhält aber leichter eine Finanzierung.',
      'With a guarantee, a funding body such as aws, ÖHT or NÖBEG assumes part of a loan’s default risk towards the bank. The company pays a fee for this but obtains financing more easily.',
    ],
    keywords: [
      ['Garantie', 'Bürgschaft', 'Kreditsicherheit'],
      ['loan guarantee', 'surety'],
    ],
    siehe: ['Zuschuss', 'Pfandrecht'],
  },
  {
    titel: ['Kooperationsprojekt', 'Cooperation project'],
    text: [
      'In einem Kooperationsprojekt setzen mehrere Unternehmen, oft gemeinsam mit Forschungseinrichtungen, ein Vorhaben um, das einer allein nicht stemmen könnte. Viele Förderprogramme gewähren für Kooperationen höhere Förderquoten.',
      'In a cooperation project, several companies, often together with research institutions, carry out a project none of them could manage alone. Many funding programmes grant higher rates for cooperation.',
    ],
    keywords: [
      ['Kooperation', 'Konsortium', 'Partnerschaft'],
      ['consortium', 'partnership', 'joint project'],
    ],
    siehe: ['Cluster', 'Förderintensität'],
  },
];

/** Inserts the glossary entries and their 'see also' links (resolved by German title). */
export async function seedGlossar(db: Db): Promise<void> {
  const rows = await db
    .insert(glossar)
    .values(
      EINTRAEGE.map((e) => ({
        titel_de: e.titel[0],
        titel_en: e.titel[1],
        beschreibung_de: e.text[0],
        beschreibung_en: e.text[1],
        link: e.link ?? null,
        keywords_de: [...e.keywords[0]],
        keywords_en: [...e.keywords[1]],
        generiert: false,
      })),
    )
    .returning({ id: glossar.id, titel_de: glossar.titel_de });
  const idByTitle = new Map(rows.map((r) => [r.titel_de, r.id]));
  const links: { glossar: number; siehe: number }[] = [];
  for (const e of EINTRAEGE) {
    const from = idByTitle.get(e.titel[0]);
    for (const title of e.siehe) {
      const to = idByTitle.get(title);
      // A typo in the data must fail the seed, not silently drop a link.
      if (from === undefined || to === undefined || from === to) {
        throw new Error(`seedGlossar: unresolvable 'see also' from '${e.titel[0]}' to '${title}'`);
      }
      links.push({ glossar: from, siehe: to });
    }
  }
  await db.insert(glossarSieheauch).values(links);
}
