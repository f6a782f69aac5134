import { describe, expect, it } from 'vitest';
import { formatCardNumber, KNOWN_CARD_PREFIXES } from './redeem-card.ts';
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
});
