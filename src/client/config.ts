/**
 * Fixed contact data shown by the portal (spec 1: the home intro names the investor-service contact).
 * One place, so the hero, footer and contact panel never disagree.
 */
export const INVESTOR_SERVICE = {
  email: 'investorservice@standortportal.at',
  phone: '+43 2742 9000-19600',
} as const;

/** The agency operating the portal (imprint and contact panel). The operator's own data goes here; the demo carries no register or VAT numbers it cannot vouch for. */
export const AGENCY = {
  name: 'Standortagentur Niederösterreich GmbH',
  street: 'Europaplatz 9',
  postcode: '3100',
  city: 'St. Pölten',
  phone: '+43 2742 9000-0',
  email: 'office@standortportal.at',
  web: 'www.standortportal.at',
} as const;

/** A phone number as a tel: link (spaces and dashes dropped). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Base path of the JSON API (the dev server proxies it to Fastify). */
export const API_BASE = '/api';

/** Know-how background images are served in the large derivative size. */
export const imageUrl = (file: string, size: 240 | 1920 = 1920) =>
  file.startsWith('/img/') ? file : `/bilder/${size}/${encodeURIComponent(file)}`;
