/**
 * The agency operating the portal and its investor service (spec 1: the home intro names the
 * investor-service contact). One place for the pages and the PDF exposé, so they never disagree.
 * The operator's own data goes here; the demo carries no register or VAT numbers it cannot vouch for.
 */
export const INVESTOR_SERVICE = {
  email: 'investorservice@standortportal.at',
  phone: '+43 2742 9000-19600',
} as const;

/** The agency's address and general contact (imprint, contact panel, exposé footer). */
export const AGENCY = {
  name: 'Standortagentur Niederösterreich GmbH',
  street: 'Europaplatz 9',
  postcode: '3100',
  city: 'St. Pölten',
  phone: '+43 2742 9000-0',
  email: 'office@standortportal.at',
  web: 'www.standortportal.at',
} as const;
