import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { OPENIMMO_MAX_OBJEKTE } from '../../shared/domain/openimmo';
import { FeedError } from './feed-error';

/**
 * Reading an OpenImmo feed (XML, version 1.2.x) into plain objects, before anything is written. Runs in
 * the import's worker thread (feed-worker.ts). A DOCTYPE is refused outright: OpenImmo needs none, and it is
 * the door of XXE (external entities) and entity expansion (billion laughs); without one only XML's
 * predefined entities and character references exist. Everything is read as text (no number guessing):
 * mapping.ts parses the values it needs.
 */

/** An element as fast-xml-parser gives it: text, or an object of child elements, attributes (`@_…`) and `#text`. */
export type Node = string | { [name: string]: Node | Node[] | undefined };

/** The feed as a whole: VOLL replaces the broker's set, TEIL changes only what it names. */
export interface Feed {
  umfang: 'VOLL' | 'TEIL';
  immobilien: Node[];
}

/** Elements that may repeat, always read as arrays (also when a feed has one of them). */
const REPEATED = new Set(['anbieter', 'immobilie', 'anhang', 'user_defined_simplefield', 'distanzen', 'kontaktperson']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  // Only XML's five entities and character references (&#246;): no DOCTYPE reaches the parser.
  processEntities: true,
  htmlEntities: true,
  removeNSPrefix: true,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
});

/** An element's children as an array (absent → none). */
export const list = (value: Node | Node[] | undefined): Node[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Reads a feed: well-formed XML without DOCTYPE, root element `openimmo`, at most OPENIMMO_MAX_OBJEKTE
 * objects (`immobilie` of every `anbieter`). Throws FeedError naming what is wrong.
 */
export function parseFeed(xml: string): Feed {
  // A DOCTYPE declares entities (internal ones expand, external ones read files or URLs): never parsed.
  if (/<!DOCTYPE/i.test(xml)) throw new FeedError('A DOCTYPE is not allowed in an OpenImmo feed');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new FeedError(`Not well-formed XML (line ${valid.err.line}): ${valid.err.msg}`);
  }
  const document = parser.parse(xml) as Record<string, Node>;
  const root = document.openimmo;
  if (root === undefined || typeof root !== 'object') throw new FeedError('The root element is not <openimmo>');
  const uebertragung = list(root.uebertragung)[0];
  const umfang = typeof uebertragung === 'object' ? uebertragung['@_umfang'] : undefined;
  const immobilien = list(root.anbieter).flatMap((a) => (typeof a === 'object' ? list(a.immobilie) : []));
  if (immobilien.length > OPENIMMO_MAX_OBJEKTE) {
    throw new FeedError(`The feed has ${immobilien.length} objects; at most ${OPENIMMO_MAX_OBJEKTE} are allowed`);
  }
  // Without a declared scope a feed names only what it changes: nothing else is withdrawn.
  return { umfang: umfang === 'VOLL' ? 'VOLL' : 'TEIL', immobilien };
}
