import { describe, expect, it } from 'vitest';
import { redeemConfirmSchema } from './redeem-confirm-form.ts';
import { redeemDeliveryFormSchema } from './redeem-delivery-form.ts';
import { redeemPackageSchema } from './redeem-package-form.ts';
import { issuesByField } from '../rules/schemas.ts';

const holder = { firstName: 'Sara', lastName: 'Conti', email: 'sara@example.it', emailConfirmation: 'Sara@Example.it' };
const address = { countryCode: 'IT', street: 'Via dei Mille', houseNumber: '8', suffix: '', postCode: '40121', city: 'Bologna' };
const issues = (form: Record<string, string>) => issuesByField(redeemDeliveryFormSchema.safeParse(form));

describe('the redeem delivery form', () => {
  it('wants a name and the e-mail twice, under the names the form posts', () => {
    expect(issues(holder)).toEqual({});
    expect(issues({ ...holder, firstName: ' ' }).firstName?.key).toBe('validation.firstNameRequired');
    expect(issues({ ...holder, emailConfirmation: '' }).emailConfirmation?.key).toBe('validation.emailConfirmRequired');
    expect(issues({ ...holder, emailConfirmation: 'luca@example.it' }).emailConfirmation?.key).toBe('validation.emailMismatch');
  });

  it('checks the address when the form has it (cards by post), the postcode in its country’s format', () => {
    expect(issues({ ...holder, ...address })).toEqual({});
    expect(issues({ ...holder, ...address, street: '' }).street?.key).toBe('validation.streetRequired');
    expect(issues({ ...holder, ...address, postCode: '4012' }).postCode?.key).toBe('validation.postcodeInvalid');
    expect(issues({ ...holder, ...address, city: '' }).city?.key).toBe('validation.cityRequired');
  });
});

describe('the redeem confirmation', () => {
  it('wants the terms ticked', () => {
    expect(issuesByField(redeemConfirmSchema.safeParse({})).termsAccepted?.key).toBe('validation.termsRequired');
    expect(redeemConfirmSchema.safeParse({ termsAccepted: 'on' }).success).toBe(true);
  });
});

// Moved from app/lib/redeem-card.test.ts: the modal's own copy of these rules is gone, the browser
// checks with this schema (decision 038).
describe('the redeem gift card form', () => {
  const option = { minEuros: 5, kinds: ['digital', 'physical'] as const };
  const issues = (form: Record<string, string>) => issuesByField(redeemPackageSchema(option).safeParse({ kind: 'digital', ...form }));

  it('takes whole amounts from the option minimum up, with no ceiling (the server splits)', () => {
    expect(issues({ amount: '4' }).amount).toEqual({ key: 'validation.redeemAmountMin', params: { min: 5 } });
    expect(issues({ amount: '12,50' }).amount?.key).toBe('validation.redeemAmountMin');
    expect(issues({ amount: '5' })).toEqual({});
    expect(issues({ amount: '420' })).toEqual({});
    expect(issuesByField(redeemPackageSchema({ minEuros: 0, kinds: ['digital'] }).safeParse({ amount: '0' })).amount?.key).toBe('validation.redeemAmountMin');
  });

  it('holds a message to the note rules: no emoji, 160 characters, not blank', () => {
    expect(issues({ amount: '10', message: '' })).toEqual({});
    expect(issues({ amount: '10', message: '   ' }).message?.key).toBe('validation.personalNoteRequired');
    expect(issues({ amount: '10', message: 'Auguri 🎉' }).message?.key).toBe('validation.emojiNotAllowed');
    expect(issues({ amount: '10', message: 'a'.repeat(160) })).toEqual({});
    expect(issues({ amount: '10', message: 'a'.repeat(161) }).message).toEqual({ key: 'validation.personalNoteTooLong', params: { max: 160 } });
  });
});
