import { describe, it, expect } from 'vitest';
import { formatMessage } from '../../../common/message-format.ts';
import type { Params } from '../../../common/message-format.ts';
import { errorModalContent, errorText } from './errorText.ts';
import { scrollTopFor, DROPDOWN_SCROLL_PADDING } from './Select.tsx';
import { filterOptions } from './scrollTopFor.ts';
import { MODAL_CLOSE_MS } from './modal-timing.ts';
import { countChars, charLimitState } from './charCount.ts';
import { uiMessagesIt } from './messages.it.ts';
import { uiMessagesEn } from './messages.en.ts';
import { uiMessagesNl } from './messages.nl.ts';

// A translator like useT()'s lookup: the text of the key, or null when the catalogue lacks it.
function translator(messages: Record<string, string>) {
  return { lookup: (key: string, params?: Params) => (key in messages ? formatMessage(messages[key] ?? key, params, 'it-IT') : null) };
}

const t = translator({
  'error.fallback': 'Qualcosa è andato storto.',
  'error.2031': 'Gift card esaurita.',
  'error.3007': 'Numero sconosciuto.',
  'error.3007.pin': 'PIN o numero non corretti.',
  'error.1004': 'Almeno {min} caratteri.',
});

describe('errorText', () => {
  it('translates a known code', () => {
    expect(errorText(t, [{ code: 2031, message: 'Out of stock', referencedRequestParameter: null }])).toBe('Gift card esaurita.');
  });

  it('prefers the code+parameter text, and falls back to the code alone for another parameter', () => {
    expect(errorText(t, [{ code: 3007, message: 'x', referencedRequestParameter: 'pin' }])).toBe('PIN o numero non corretti.');
    expect(errorText(t, [{ code: 3007, message: 'x', referencedRequestParameter: 'cardNumber' }])).toBe('Numero sconosciuto.');
  });

  it('shows only the first error', () => {
    expect(errorText(t, [{ code: 3007 }, { code: 2031 }])).toBe('Numero sconosciuto.');
  });

  it("uses the server's message for an unknown code", () => {
    expect(errorText(t, [{ code: 7777, message: 'Il server dice no.' }])).toBe('Il server dice no.');
  });

  it('uses the fallback for an unknown code without a message', () => {
    expect(errorText(t, [{ code: 7777 }])).toBe('Qualcosa è andato storto.');
    expect(errorText(t, [{ code: 7777, message: '   ', referencedRequestParameter: 'email' }])).toBe('Qualcosa è andato storto.');
  });

  it('uses the fallback for an empty list, null and code -1', () => {
    expect(errorText(t, [])).toBe('Qualcosa è andato storto.');
    expect(errorText(t, null)).toBe('Qualcosa è andato storto.');
    expect(errorText(t, [{ code: -1, message: 'internal detail' }])).toBe('Qualcosa è andato storto.');
  });

  it("fills a code's default parameters (password minimum 8)", () => {
    expect(errorText(t, [{ code: 1004 }])).toBe('Almeno 8 caratteri.');
  });
});

describe('the error modal and the errorMessages toggle (§4, decision 033)', () => {
  const declined = [{ code: 2031, message: 'Out of stock', referencedRequestParameter: null }];
  it("on: the code's own text, with no code in small print", () => {
    expect(errorModalContent(t, declined, true)).toEqual({ text: 'Gift card esaurita.', code: null });
    expect(errorModalContent(t, [{ code: 3007, referencedRequestParameter: 'pin' }], true)).toEqual({ text: 'PIN o numero non corretti.', code: null });
  });
  it('off: the generic text for every error, the code kept in small print for the customer service', () => {
    expect(errorModalContent(t, declined, false)).toEqual({ text: 'Qualcosa è andato storto.', code: 2031 });
    expect(errorModalContent(t, [{ code: 7777, message: 'Il server dice no.' }], false)).toEqual({ text: 'Qualcosa è andato storto.', code: 7777 });
  });
  it('a failure with no error (code -1) is the generic text without a code, either way', () => {
    for (const perCode of [true, false]) {
      expect(errorModalContent(t, [], perCode)).toEqual({ text: 'Qualcosa è andato storto.', code: null });
      expect(errorModalContent(t, null, perCode)).toEqual({ text: 'Qualcosa è andato storto.', code: null });
    }
  });
});

describe('scrollTopFor (dropdown scroll padding)', () => {
  const pad = DROPDOWN_SCROLL_PADDING;
  it('is 8 px, as the spec says', () => expect(pad).toBe(8));

  it('leaves the list alone when the item is at least 8 px inside', () => {
    expect(scrollTopFor(108, 40, 100, 200, pad)).toBe(100);
    expect(scrollTopFor(252, 40, 100, 200, pad)).toBe(100); // bottom at 292 = 300 - 8
  });

  it('scrolls up so the item is 8 px below the top edge', () => {
    expect(scrollTopFor(104, 40, 100, 200, pad)).toBe(96);
    expect(scrollTopFor(40, 40, 100, 200, pad)).toBe(32);
  });

  it('scrolls down so the item is 8 px above the bottom edge', () => {
    expect(scrollTopFor(260, 40, 100, 200, pad)).toBe(108); // 260 + 40 + 8 - 200
    expect(scrollTopFor(600, 40, 0, 200, pad)).toBe(448);
  });

  it('never goes below 0 and aligns an item taller than the view at its top', () => {
    expect(scrollTopFor(4, 40, 50, 200, pad)).toBe(0);
    expect(scrollTopFor(400, 300, 0, 200, pad)).toBe(392);
  });
});

describe('filterOptions', () => {
  const options = [
    { id: 'it', label: 'Italia' },
    { id: 'nl', label: 'Paesi Bassi' },
    { id: 'ci', label: 'Città del Vaticano' },
  ];
  it('ignores case and accents', () => {
    expect(filterOptions(options, 'CITTA').map((o) => o.id)).toEqual(['ci']);
    expect(filterOptions(options, 'ia').map((o) => o.id)).toEqual(['it']);
    expect(filterOptions(options, '  ')).toHaveLength(3);
  });
});

describe('character counter', () => {
  it('counts characters as seen (code points), not UTF-16 units', () => {
    expect(countChars('')).toBe(0);
    expect(countChars('Auguri!')).toBe(7);
    expect(countChars('🎁🎉')).toBe(2);
    expect('🎁🎉'.length).toBe(4);
  });

  it('reports what is left and what is over, without cutting', () => {
    expect(charLimitState('ciao', 150)).toEqual({ count: 4, remaining: 146, over: false, overBy: 0 });
    expect(charLimitState('x'.repeat(150), 150)).toEqual({ count: 150, remaining: 0, over: false, overBy: 0 });
    expect(charLimitState('x'.repeat(151), 150)).toEqual({ count: 151, remaining: 0, over: true, overBy: 1 });
    expect(charLimitState('🎁'.repeat(152), 150).overBy).toBe(2);
  });

  it('has Italian plural texts for the counter', () => {
    const it_ = translator(uiMessagesIt);
    expect(it_.lookup('ui.charsLeft', { count: 1 })).toBe('1 carattere rimanente');
    expect(it_.lookup('ui.charsLeft', { count: 0 })).toBe('0 caratteri rimanenti');
    expect(it_.lookup('ui.charsOver', { count: 1 })).toBe('1 carattere di troppo');
    expect(it_.lookup('ui.charsOver', { count: 12 })).toBe('12 caratteri di troppo');
  });
});

describe('ui messages and constants', () => {
  it('closes modals after 300 ms', () => expect(MODAL_CLOSE_MS).toBe(300));

  it('has the same keys in Italian, English and Dutch', () => {
    const keys = Object.keys(uiMessagesIt).sort();
    expect(Object.keys(uiMessagesEn).sort()).toEqual(keys);
    expect(Object.keys(uiMessagesNl).sort()).toEqual(keys);
    for (const key of ['ui.close', 'ui.back', 'ui.loading', 'ui.select.filter', 'error.modal.title', 'error.modal.ok', 'error.modal.code', 'error.fallback']) {
      expect(keys).toContain(key);
    }
  });
});
