import type { AdminUser, AdminUserUpdate } from '../../../../shared/schemas/admin-user';

/** The free-text fields of the editor (spec 3 'User'), grouped as the editor shows them. */
export const USER_TEXT_FIELDS = {
  person: ['title', 'firstName', 'lastName', 'companyName', 'contactPerson'],
  address: ['address', 'postalCode', 'city', 'country'],
  reach: ['phone', 'mobile'],
  agency: ['customerNumber', 'shortCode', 'photo', 'remark'],
} as const;

/** The consents and interests of spec 3. */
export const USER_FLAGS = [
  'newsletterConsent',
  'informationConsent',
  'interestLocationSearch',
  'interestFunding',
  'isPropertyOwner',
] as const;

type TextField = (typeof USER_TEXT_FIELDS)[keyof typeof USER_TEXT_FIELDS][number];
type Flag = (typeof USER_FLAGS)[number];
const TEXT_FIELDS: readonly TextField[] = Object.values(USER_TEXT_FIELDS).flat();

/** The editor's values: text inputs hold strings ('' for nothing), the level a Select value. */
export type UserFormValues = Record<TextField, string> &
  Record<Flag, boolean> & {
    email: string;
    userlevel: string;
    verified: boolean;
    /** Broker (issue #26): needs a contact person (the shared schema's rule). */
    makler: boolean;
    countries: string[];
  };

/** The editor's starting values from GET /api/admin/benutzer/{id}. */
export function userFormValuesOf(user: AdminUser): UserFormValues {
  const values = {
    email: user.email,
    userlevel: String(user.userlevel),
    verified: user.verified,
    makler: user.makler,
    countries: [...user.countries],
  } as UserFormValues;
  for (const field of TEXT_FIELDS) values[field] = user[field] ?? '';
  for (const flag of USER_FLAGS) values[flag] = user[flag];
  return values;
}

/** The PUT body: trimmed text, empty text as null, the level as a number. */
export function userUpdateBodyOf(values: UserFormValues): AdminUserUpdate {
  const body = {
    email: values.email.trim(),
    userlevel: Number(values.userlevel),
    verified: values.verified,
    makler: values.makler,
    countries: values.countries.map((c) => c.trim()).filter(Boolean),
  } as AdminUserUpdate;
  for (const field of TEXT_FIELDS) {
    const text = values[field].trim();
    body[field] = text === '' ? null : text;
  }
  for (const flag of USER_FLAGS) body[flag] = values[flag];
  return body;
}
