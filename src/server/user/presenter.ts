import { missingProfileFields, TERMS_VERSION } from '../../shared/domain/account';
import type { Contact, Userdata } from '../../shared/schemas/user';
import type { contact, users } from '../db/schema';

/**
 * The profile fields of spec 3 as both the user's own view and the administrators' editor show them;
 * never the password hash or tokens.
 */
export function presentProfile(user: typeof users.$inferSelect) {
  return {
    firstName: user.first_name,
    lastName: user.last_name,
    title: user.title,
    companyName: user.company_name,
    customerNumber: user.customer_number,
    address: user.address,
    postalCode: user.postal_code,
    city: user.city,
    country: user.country,
    phone: user.phone,
    mobile: user.mobile,
    contactPerson: user.contact_person,
    shortCode: user.short_code,
    countries: user.countries,
    photo: user.photo,
    remark: user.remark,
    newsletterConsent: user.newsletter_consent,
    termsConsent: user.terms_consent,
    informationConsent: user.information_consent,
    interestLocationSearch: user.interest_location_search,
    interestFunding: user.interest_funding,
    isPropertyOwner: user.is_property_owner,
    termsAccepted: user.terms_version === TERMS_VERSION,
  };
}

/** The user's own view of their account: every profile field of spec 3, never the password hash. */
export function presentUserdata(user: typeof users.$inferSelect, favourites: string[]): Userdata {
  const profile = {
    firstName: user.first_name,
    lastName: user.last_name,
    postalCode: user.postal_code,
    city: user.city,
    country: user.country,
  };
  return {
    id: user.id,
    userlevel: user.userlevel,
    username: user.username,
    email: user.email,
    ...presentProfile(user),
    statistikMail: user.statistik_mail,
    makler: user.makler,
    unternehmensgroesse: user.unternehmensgroesse,
    vorhaben: user.vorhaben,
    favoriten: favourites.map((id) => `objekt.${id}`),
    missingProfileFields: missingProfileFields(profile),
    twoFactorEnabled: user.totp_enabled_at !== null,
  };
}

export function presentContact(row: typeof contact.$inferSelect): Contact {
  return {
    id: row.id,
    user: row.user,
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    mobile: row.mobile,
    address: row.address,
    postalCode: row.postal_code,
    city: row.city,
    country: row.country,
  };
}
