import { describe, expect, it } from 'vitest';
import { cardFormSchema } from './card-form.ts';
import { issuesByField } from '../rules/schemas.ts';

const issues = (cardNumber: string, pin = '123456') => issuesByField(cardFormSchema.safeParse({ cardNumber, pin }));

describe('the card form', () => {
  it('wants 19 digits with a prefix the issuer uses, spaces allowed', () => {
    expect(issues('').cardNumber?.key).toBe('validation.cardNumberRequired');
    expect(issues('   ').cardNumber?.key).toBe('validation.cardNumberRequired');
    expect(issues('6390530000').cardNumber?.key).toBe('validation.cardNumberInvalid');
    expect(issues('639053000000000025x').cardNumber?.key).toBe('validation.cardNumberInvalid');
    expect(issues('4111 1111 1111 1111 111').cardNumber?.key).toBe('validation.cardNumberUnknown');
    expect(issues('6390 5300 0000 0000 255')).toEqual({});
  });

  it('wants six digits of PIN', () => {
    expect(issues('6390530000000000255', '').pin?.key).toBe('validation.pinRequired');
    expect(issues('6390530000000000255', '12345').pin?.key).toBe('validation.pinInvalid');
    expect(issues('6390530000000000255', '123 456')).toEqual({});
  });
});
