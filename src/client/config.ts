/** Contact data of the agency and its investor service, shared with the PDF exposé. */
export { AGENCY, INVESTOR_SERVICE } from '../shared/domain/agency';

/** A phone number as a tel: link (spaces and dashes dropped). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Base path of the JSON API (the dev server proxies it to Fastify). */
export const API_BASE = '/api';

/** Know-how background images are served in the large derivative size. */
export const imageUrl = (file: string, size: 240 | 1920 = 1920) =>
  file.startsWith('/img/') ? file : `/bilder/${size}/${encodeURIComponent(file)}`;
