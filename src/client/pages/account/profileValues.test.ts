import { describe, expect, it } from 'vitest';
import { profileSchema } from '../../../shared/schemas/auth';
import { profileBodyOf, profileValuesOf } from './profileValues';

describe('profile values', () => {
  it('fills the form from userdata with empty strings and false for missing values', () => {
    const values = profileValuesOf({ userlevel: 1, firstName: 'Eva', city: null, newsletterConsent: true });
    expect(values.firstName).toBe('Eva');
    expect(values.city).toBe('');
    expect(values.lastName).toBe('');
    expect(values.newsletterConsent).toBe(true);
    expect(values.isPropertyOwner).toBe(false);
    expect(values).toMatchObject({ unternehmensgroesse: null, vorhaben: [] });
  });

  it('sends the company profile as it is, checked by the shared schema', () => {
    const values = profileValuesOf({
      userlevel: 1,
      firstName: 'Eva',
      lastName: 'Huber',
      postalCode: '3430',
      city: 'Tulln',
      country: 'Österreich',
      unternehmensgroesse: 'klein',
      vorhaben: ['investition'],
    });
    expect(profileBodyOf(values)).toMatchObject({ unternehmensgroesse: 'klein', vorhaben: ['investition'] });
    values.vorhaben = ['mondflug'];
    expect(profileSchema.safeParse(profileBodyOf(values)).success).toBe(false);
  });

  it('sends trimmed text, empty text as null, and passes the shared schema', () => {
    const values = profileValuesOf({ userlevel: 1, lastName: 'Huber', city: 'Tulln', country: 'Österreich' });
    values.firstName = '  Eva ';
    values.postalCode = '3100';
    const body = profileBodyOf(values);
    expect(body.firstName).toBe('Eva');
    expect(body.companyName).toBeNull();
    expect(body.postalCode).toBe('3100');
    expect(profileSchema.safeParse(body).success).toBe(true);
  });

  it('lets the shared schema refuse cleared mandatory fields as Pflichtfeld', () => {
    const values = profileValuesOf({
      userlevel: 1,
      firstName: 'Eva',
      lastName: 'Huber',
      postalCode: '3430',
      city: 'Tulln',
      country: 'Österreich',
    });
    values.firstName = '  ';
    values.city = '';
    const result = profileSchema.safeParse(profileBodyOf(values));
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({ firstName: 'error.required', city: 'error.required' });
  });

  it('lets the shared schema refuse a postal code without 4 digits', () => {
    const values = profileValuesOf({
      userlevel: 1,
      firstName: 'Eva',
      lastName: 'Huber',
      city: 'Tulln',
      country: 'Österreich',
    });
    values.postalCode = '310';
    const result = profileSchema.safeParse(profileBodyOf(values));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('error.postalCode');
  });
});
