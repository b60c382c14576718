import type { ProfileFieldsBody } from '../../../shared/schemas/auth';
import type { Userdata } from '../../../shared/schemas/user';

/** The free-text profile fields of spec 3 a user edits, in form order. */
export const PROFILE_TEXT_FIELDS = [
  'title',
  'firstName',
  'lastName',
  'companyName',
  'contactPerson',
  'address',
  'postalCode',
  'city',
  'country',
  'phone',
  'mobile',
] as const;

/** The consents and interests of spec 3. */
export const PROFILE_FLAGS = [
  'newsletterConsent',
  'informationConsent',
  'interestLocationSearch',
  'interestFunding',
  'isPropertyOwner',
] as const;

type TextField = (typeof PROFILE_TEXT_FIELDS)[number];
type Flag = (typeof PROFILE_FLAGS)[number];

/**
 * The form's values: text inputs hold strings ('' for nothing), checkboxes booleans; the company profile
 * (issue #27) a size code or null and project type codes.
 */
export type ProfileValues = Record<TextField, string> &
  Record<Flag, boolean> & { unternehmensgroesse: string | null; vorhaben: string[] };

/** The form's starting values from GET /api/userdata. */
export function profileValuesOf(user: Userdata): ProfileValues {
  const values = {
    unternehmensgroesse: user.unternehmensgroesse ?? null,
    vorhaben: [...(user.vorhaben ?? [])],
  } as ProfileValues;
  for (const field of PROFILE_TEXT_FIELDS) values[field] = user[field] ?? '';
  for (const flag of PROFILE_FLAGS) values[flag] = user[flag] ?? false;
  return values;
}

/** The PUT /api/account body: trimmed text, empty text as null. */
export function profileBodyOf(values: ProfileValues): ProfileFieldsBody {
  const body = { unternehmensgroesse: values.unternehmensgroesse, vorhaben: values.vorhaben } as ProfileFieldsBody;
  for (const field of PROFILE_TEXT_FIELDS) {
    const text = values[field].trim();
    body[field] = text === '' ? null : text;
  }
  for (const flag of PROFILE_FLAGS) body[flag] = values[flag];
  return body;
}
