/**
 * Every error code the API answers with, in `{ error: { code, message } }`.
 * The client translates the code (i18n key `error.<code>`); `message` is an English hint for developers.
 */
export const ERROR_CODES = {
  /** The request's parameters, query or body failed validation (400). */
  invalidRequest: 400,
  /** The resource does not exist or the caller may not see it (404). */
  notFound: 404,
  /** No API route for this method and path (404). */
  unknownEndpoint: 404,
  /** The caller must be logged in (401). */
  loginRequired: 401,
  /** The caller is logged in but lacks the role (403). */
  forbidden: 403,
  /** A mutating request without a valid X-XSRF-TOKEN header (403). */
  csrfInvalid: 403,
  /** Too many requests from this address or for this account (429). */
  tooManyRequests: 429,
  /** The upload is larger than allowed (413). */
  fileTooLarge: 413,
  /** Login with an unknown e-mail or a wrong password (401). */
  incorrectEmailOrPassword: 401,
  /** Login before the verification link was followed (403). */
  userNotVerified: 403,
  /** Registration refused; deliberately vague so no address can be probed (400). */
  registrationFailed: 400,
  /** The captcha solution is missing, wrong, expired or already used (400). */
  captchaInvalid: 400,
  /**
   * A login from an address (or to an account) with too many failures, or an enquiry from an account younger
   * than a day, must bring a solved captcha (401).
   */
  captchaRequired: 401,
  /** A verification, reset or unsubscribe link that is unknown, used, expired or forged (400). */
  tokenInvalid: 400,
  /** Changing the password or deleting the account with a wrong current password (400). */
  oldPasswordIncorrect: 400,
  /** The password reset could not be carried out (mail not sent) (500-free: 503). */
  passwordResetFailed: 503,
  /** The status workflow does not allow this action in the object's current status (409). */
  transitionNotAllowed: 409,
  /** Submitting (or releasing) a listing that lacks mandatory fields, location, outline or translations; `fields` names them (400). */
  incomplete: 400,
  /** A pending change of a released property was saved again after the administrator opened it: reload and review again (409). */
  aenderungVeraltet: 409,
  /** Creating a property without confirming ownership or sole mandate (400). */
  confirmationRequired: 400,
  /** An upload that is neither an image nor a PDF, judged by its content (415). */
  unsupportedFileType: 415,
  /** An image with more pixels than allowed, refused before it is decoded (413). */
  imageTooLarge: 413,
  /** Login with the right password to an account an administrator has locked (403). */
  userLocked: 403,
  /** The change would leave the portal without an unlocked administrator (409). */
  lastAdmin: 409,
  /** Administrators cannot lock or delete their own account in the user management (409). */
  ownAccount: 409,
  /** Another account already uses this e-mail address (409). */
  emailTaken: 409,
  /** Another campaign already uses this routerurl (409). */
  routerurlTaken: 409,
  /** A date range whose start lies after its end (statistics filter) (400). */
  dateRangeInvalid: 400,
  /** A URL shortcut with this slug already exists (409). */
  slugTaken: 409,
  /** A two-factor or recovery code that is wrong or already used (401). */
  twoFactorCodeInvalid: 401,
  /** The code step of a login came after its 5 minutes (or without a password step): start again (401). */
  twoFactorExpired: 401,
  /** An administrator without two-factor sign-in calls an administrators' API: enrol first (403). */
  twoFactorEnrolmentRequired: 403,
  /** Confirming two-factor sign-in without a set-up started on the account page (409). */
  twoFactorSetupMissing: 409,
  /** Disabling two-factor sign-in or renewing recovery codes while it is off (409). */
  twoFactorNotEnabled: 409,
  /** Administrators cannot switch two-factor sign-in off, only replace it (409). */
  twoFactorRequiredForAdmins: 409,
  /** An exposé of more objects than the caller may have (20 without login, 50 with) (400). */
  exposeTooManyObjects: 400,
  /** Every exposé renderer is busy and the queue is full; try again shortly (503, Retry-After). */
  exposeBusy: 503,
  /** The exposé took longer than its time budget and was stopped (503). */
  exposeTimeout: 503,
  /** Saving one more collection than a user may keep (SAMMLUNGEN_PER_USER) (409). */
  tooManySammlungen: 409,
  /** An enquiry without the consent to pass the sender's contact on to the lister (400). */
  consentRequired: 400,
  /** An enquiry about one's own listing (409). */
  ownListing: 409,
  /** An enquiry about a listing that is not online (not released, or expired): only its owner and the agency see it (409). */
  anfrageNotOnline: 409,
  /** A second enquiry of a user about the same listing within 24 hours (ANFRAGEN_PER_OBJEKT) (429). */
  anfrageAlreadySent: 429,
  /** More enquiries of a user within 24 hours than ANFRAGEN_PER_USER (429). */
  tooManyAnfragen: 429,
  /** Saving one more search than a user may keep (SUCHAUFTRAG_MAX) (409). */
  tooManySuchauftraege: 409,
  /** An `Authorization: Bearer` API key that is unknown, revoked, or whose user is locked (401). */
  apiKeyInvalid: 401,
  /** Creating one more API key than a user may keep (API_KEY_MAX) (409). */
  tooManyApiKeys: 409,
  /** A layer file that is neither GeoJSON, a GeoPackage nor a zipped Shapefile, or that cannot be read (400). */
  layerFileUnreadable: 400,
  /** A GeoPackage layer file on a server without GDAL (ogr2ogr), which reads GeoPackages (400). */
  layerGeopackageUnavailable: 400,
  /** A layer file whose coordinate system neither the file nor the request names, or one not supported (400). */
  layerCrsUnknown: 400,
  /** A layer file without a single usable polygon; the layer stays as it was (400). */
  layerEmpty: 400,
  /** A layer import is running and one more is waiting; try again when they are done (503, Retry-After). */
  layerImportBusy: 503,
  /**
   * An OpenImmo feed that cannot be read as a whole: not well-formed XML, a DOCTYPE, no `openimmo` root, more
   * objects than allowed, a broken or hostile ZIP (path traversal, too much unpacked). Nothing is written (400).
   */
  importInvalid: 400,
  /** Every OpenImmo import slot of this process is taken and the queue is full; try again shortly (503). */
  importBusy: 503,
  /** The file storage (DATA_DIR or the S3 bucket) cannot be reached: the upload was not stored, try again later (503). */
  storageUnavailable: 503,
  /** Anything unexpected; details stay in the server log (500). */
  internal: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The JSON body of every error response. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}
