/** Spec 6: user levels above 6 are administrators (7–9). */
export const ADMIN_LEVEL = 6;

/** Whether a user level is an administrator's; the server enforces it, the client mirrors it. */
export const isAdminLevel = (userlevel: number): boolean => userlevel > ADMIN_LEVEL;

/** Version of the terms of use; raising it makes every user accept or decline the new terms (spec 2). */
export const TERMS_VERSION = 2;

/** Profile fields a user must fill before using the personal portal (spec 2 'Profile-completion'). */
export const MANDATORY_PROFILE_FIELDS = ['firstName', 'lastName', 'postalCode', 'city', 'country'] as const;
export type MandatoryProfileField = (typeof MANDATORY_PROFILE_FIELDS)[number];

/** The mandatory fields still empty in a profile. */
export function missingProfileFields(
  profile: Partial<Record<MandatoryProfileField, string | null | undefined>>,
): MandatoryProfileField[] {
  return MANDATORY_PROFILE_FIELDS.filter((field) => !profile[field]?.trim());
}

/** Lifetime of the single-use links sent by mail. */
export const VERIFY_LINK_HOURS = 48;
export const RESET_LINK_HOURS = 2;
