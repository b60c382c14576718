import { TERMS_VERSION } from '../../shared/domain/account';
import type { ProfileBody } from '../../shared/schemas/auth';
import type { Contact, Userdata } from '../../shared/schemas/user';
import type { Db } from '../db/client';
import { type LogSource, writeLog } from '../log/service';
import { AppError } from '../plugins/errors';
import { isAdmin, type Viewer } from '../plugins/session';
import { requirePassword } from './auth-service';
import { presentContact, presentUserdata } from './presenter';
import { deleteUserRow, selectContact, selectUserWithFavourites, updateUser } from './queries';
import { deleteSession } from './session-queries';

/** The caller's own data; anonymous callers get userlevel 0 (spec 6). */
export async function getUserdata(db: Db, viewer: Viewer | null): Promise<Userdata> {
  if (!viewer) return { userlevel: 0 };
  const found = await selectUserWithFavourites(db, viewer.id);
  return found ? presentUserdata(found.user, found.favourites) : { userlevel: 0 };
}

/**
 * A user's contact record: only for that user or an administrator (spec 6: only logged-in users get one);
 * null when the user has none.
 */
export async function getContact(db: Db, viewer: Viewer | null, userId: number): Promise<Contact | null> {
  if (!viewer) throw new AppError('loginRequired', 'Login required');
  if (viewer.id !== userId && !isAdmin(viewer)) throw new AppError('forbidden', 'Not your contact record');
  const row = await selectContact(db, userId);
  return row ? presentContact(row) : null;
}

/**
 * Saves the profile fields a user edits themselves (profileSchema) and returns the fresh userdata; a company
 * profile field the body leaves out stays as stored (undefined is not written).
 */
export async function updateProfile(db: Db, viewer: Viewer, input: ProfileBody): Promise<Userdata> {
  await updateUser(db, viewer.id, {
    title: input.title,
    first_name: input.firstName,
    last_name: input.lastName,
    company_name: input.companyName,
    address: input.address,
    postal_code: input.postalCode,
    city: input.city,
    country: input.country,
    phone: input.phone,
    mobile: input.mobile,
    contact_person: input.contactPerson,
    newsletter_consent: input.newsletterConsent,
    information_consent: input.informationConsent,
    interest_location_search: input.interestLocationSearch,
    interest_funding: input.interestFunding,
    is_property_owner: input.isPropertyOwner,
    unternehmensgroesse: input.unternehmensgroesse,
    vorhaben: input.vorhaben,
  });
  return getUserdata(db, viewer);
}

/** Switches the monthly summary of the own listings' figures on or off and returns the fresh userdata. */
export async function setStatistikMail(db: Db, viewer: Viewer, on: boolean): Promise<Userdata> {
  await updateUser(db, viewer.id, { statistik_mail: on });
  return getUserdata(db, viewer);
}

/** Records acceptance of the current terms; declining ends the session (spec 2). Both are logged. */
export async function decideTerms(
  db: Db,
  viewer: Viewer,
  accept: boolean,
  source: LogSource,
): Promise<Userdata | null> {
  if (!accept) {
    await deleteSession(db, viewer.sessionId);
    await writeLog(db, source, 'termsDeclined');
    return null;
  }
  await updateUser(db, viewer.id, { terms_consent: true, terms_version: TERMS_VERSION });
  await writeLog(db, source, 'termsAccepted');
  return getUserdata(db, viewer);
}

/**
 * Deletes the caller's account after checking the password; sessions, favourites and tokens go with it.
 * The log keeps the former id in data1, not as its user.
 */
export async function deleteAccount(db: Db, viewer: Viewer, password: string, source: LogSource) {
  await requirePassword(db, viewer.id, password);
  // Sessions, favourites and tokens cascade; listings stay with the agency (owner set to null).
  await deleteUserRow(db, viewer.id);
  await writeLog(db, source, 'accountDeleted', { userid: null, data1: String(viewer.id) });
}
