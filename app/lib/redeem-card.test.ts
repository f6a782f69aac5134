import { describe, expect, it } from 'vitest';
import { formatCardNumber, KNOWN_CARD_PREFIXES, redeemAmountIssue, redeemNoteIssue } from './redeem-card.ts';
import { cardPrefixes } from '../../server/modules/giftcards/index.ts';

describe('the card form in the browser', () => {
  it('knows the programme prefixes the card issuer uses, every storefront’s', () => {
    const issued = Object.values(cardPrefixes).flatMap((p) => [p.choice, p.blank]);
    expect([...KNOWN_CARD_PREFIXES].sort()).toEqual(issued.sort());
  });

  it('groups the digits by four as they are typed, and stops at 19', () => {
    expect(formatCardNumber('639053000000000025')).toBe('6390 5300 0000 0000 25');
    expect(formatCardNumber('6390 53-0000000000255 999')).toBe('6390 5300 0000 0000 255');
  });

  it('takes whole amounts from the option minimum up, with no ceiling (the server splits)', () => {
    expect(redeemAmountIssue('4', 5)).toEqual({ key: 'validation.redeemAmountMin', params: { min: 5 } });
    expect(redeemAmountIssue('12,50', 5)?.key).toBe('validation.redeemAmountMin');
    expect(redeemAmountIssue('5', 5)).toBeNull();
    expect(redeemAmountIssue('420', 5)).toBeNull();
  });

  it('holds a message to the note rules: no emoji, 160 characters, not blank', () => {
    expect(redeemNoteIssue('')).toBeNull();
    expect(redeemNoteIssue('   ')?.key).toBe('validation.personalNoteRequired');
    expect(redeemNoteIssue('Auguri 🎉')?.key).toBe('validation.emojiNotAllowed');
    expect(redeemNoteIssue('a'.repeat(160))).toBeNull();
    expect(redeemNoteIssue('a'.repeat(161))).toEqual({ key: 'validation.personalNoteTooLong', params: { max: 160 } });
  });
});
