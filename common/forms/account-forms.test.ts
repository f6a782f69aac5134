import { describe, expect, it } from 'vitest';
import { issuesByField } from '../rules/issues.ts';
import { registerFormSchema, newPasswordFormSchema, identifyFormSchema } from './account-forms.ts';
import { addressEntryFormSchema, changeEmailFormSchema, changePasswordFormSchema, deleteAccountFormSchema, profileFormSchema } from './account-area-forms.ts';

const keys = (result: Parameters<typeof issuesByField>[0]) => Object.fromEntries(Object.entries(issuesByField(result)).map(([f, i]) => [f, i.key]));

describe('the account forms check what the API checks, under the names the forms post', () => {
  it('identify: the e-mail', () => {
    expect(keys(identifyFormSchema.safeParse({ email: ' anna@example.it ' }))).toEqual({});
    expect(keys(identifyFormSchema.safeParse({ email: 'anna' }))).toEqual({ email: 'validation.emailInvalid' });
  });

  it('register: each pair checked as a whole, whatever the other fields hold', () => {
    expect(keys(registerFormSchema.safeParse({}))).toEqual({
      firstName: 'validation.firstNameRequired',
      lastName: 'validation.lastNameRequired',
      email: 'validation.emailRequired',
      emailConfirmation: 'validation.emailConfirmRequired',
      password: 'validation.passwordRequired',
      passwordConfirmation: 'validation.passwordConfirmRequired',
    });
    const mismatch = { email: 'anna@example.it', emailConfirmation: 'ANNA@example.it', password: 'Regalo-2026!', passwordConfirmation: 'Regalo-2027!' };
    expect(keys(registerFormSchema.safeParse(mismatch))).toEqual({
      firstName: 'validation.firstNameRequired',
      lastName: 'validation.lastNameRequired',
      passwordConfirmation: 'validation.passwordMismatch',
    });
    const short = issuesByField(newPasswordFormSchema.safeParse({ password: 'Ab1!', passwordConfirmation: 'Ab1!' }));
    expect(short).toEqual({ password: { key: 'validation.passwordTooShort', params: { min: 8 } } });
  });

  it("change password: changePassword's own codes, the current password left to the API", () => {
    expect(issuesByField(changePasswordFormSchema.safeParse({ currentPassword: '', newPassword: 'kort', newPasswordConfirmation: 'lang' }))).toEqual({
      newPassword: { key: 'error.1205', params: { min: 8, max: 64 } },
      newPasswordConfirmation: { key: 'error.1203' },
    });
    expect(keys(changePasswordFormSchema.safeParse({ newPassword: 'Perché-2026!', newPasswordConfirmation: 'Perché-2026!' }))).toEqual({
      newPassword: 'error.1202',
    });
    expect(changePasswordFormSchema.safeParse({ newPassword: 'Regalo-2026!', newPasswordConfirmation: 'Regalo-2026!' }).success).toBe(true);
  });

  it('change e-mail and delete account: the pair, and the confirmation ticked', () => {
    expect(keys(changeEmailFormSchema.safeParse({ email: 'a@example.it', emailConfirmation: 'b@example.it', password: '' }))).toEqual({
      emailConfirmation: 'validation.emailMismatch',
    });
    expect(keys(deleteAccountFormSchema.safeParse({ password: 'x' }))).toEqual({ confirm: 'error.9004' });
    expect(deleteAccountFormSchema.safeParse({ password: 'x', confirm: 'on' }).success).toBe(true);
  });

  it('personal data and address book: the API parse of what the form sends', () => {
    const profile = { customerType: 'BUSINESS', firstName: 'Anna', lastName: '', companyName: '', street: 'Via Roma', postCode: '', city: '' };
    expect(keys(profileFormSchema('IT').safeParse(profile))).toEqual({
      lastName: 'validation.lastNameRequired',
      companyName: 'validation.companyNameRequired',
      houseNumber: expect.any(String),
      postCode: 'validation.postcodeRequired',
      city: 'validation.cityRequired',
    });
    // A private customer's company fields are not sent, so not checked.
    expect(keys(profileFormSchema('IT').safeParse({ customerType: 'PRIVATE', firstName: 'Anna', lastName: 'Rossi', vatNumber: '123' }))).toEqual({});
    expect(keys(addressEntryFormSchema('IT').safeParse({ firstName: 'Luca', lastName: 'Verdi' }))).toEqual({ email: 'validation.emailRequired' });
    expect(addressEntryFormSchema('IT').safeParse({ firstName: 'Luca', lastName: 'Verdi', email: 'luca@example.it' }).success).toBe(true);
  });
});
