/**
 * What an upload may be (spec 5/9): the size limit and the file types of each place that takes files.
 * The server judges the type by the file's content; the browser checks the declared type before sending,
 * only to spare the user a pointless wait.
 */

/** Spec 5/9: a file must be smaller than 50 MB. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024 - 1;

/** Image types sharp reads safely; SVG is left out on purpose (it can carry scripts). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/tiff', 'image/avif'] as const;

export const PDF_TYPE = 'application/pdf';

/** The places that take files: a property's images and documents, a campaign's image and PDF pools. */
export type UploadTarget = 'objekt' | 'poolbilder' | 'poolpdf';

/** The types each place accepts. */
export const UPLOAD_TYPES: Readonly<Record<UploadTarget, readonly string[]>> = {
  objekt: [...IMAGE_TYPES, PDF_TYPE],
  poolbilder: IMAGE_TYPES,
  poolpdf: [PDF_TYPE],
};

/** Whether a MIME type (by content on the server, as declared in the browser) fits the place. */
export const acceptsType = (target: UploadTarget, mime: string | undefined): mime is string =>
  mime !== undefined && UPLOAD_TYPES[target].includes(mime);
