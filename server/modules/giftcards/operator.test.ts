import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite } from '../../../tests/helpers/db.ts';
import type { Database } from '../../db/client.ts';
import { seedCard } from '../../db/seed/cards.ts';
import { luhnCheckDigit } from './numbers.ts';
import { OperatorError, parseCardsArgs, parseEuros, pgliteInUse, runCardsCommand } from './operator.ts';
import { cardByNumber, cardPinMatches, ledgerOf } from './service.ts';
import { must } from '../../../common/must.ts';

/** The part of the command's output that `pattern`'s one group finds. */
const printed = (out: string, pattern: RegExp) => must(pattern.exec(out)?.[1], `the output shows ${pattern}`);

describe('cards command input', () => {
  it('reads options with a value that starts with a dash', () => {
    expect(parseCardsArgs(['adjust', '6390530000000000255', '--amount', '-5.00', '--reason=customer call 12'])).toEqual({
      command: 'adjust',
      positionals: ['6390530000000000255'],
      options: { amount: '-5.00', reason: 'customer call 12' },
    });
    expect(() => parseCardsArgs(['show', 'x', '--colour', 'red'])).toThrow(/unknown option --colour/);
    expect(() => parseCardsArgs(['block', 'x', '--reason'])).toThrow(/--reason needs a value/);
  });
  it('turns euros into cents and refuses what is not an amount', () => {
    expect(parseEuros('50', 'value')).toBe(5000);
    expect(parseEuros('10.5', 'value')).toBe(1050);
    expect(parseEuros('25,05', 'value')).toBe(2505);
    expect(parseEuros('-5.00', 'amount', true)).toBe(-500);
    for (const bad of ['-5', '0', '1.234', 'ten', '', undefined]) expect(() => parseEuros(bad, 'value')).toThrow(OperatorError);
  });
});

describe('cards command', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshPglite();
  });
  afterAll(async () => {
    await database.close();
  });

  const run = async (...argv: string[]) => {
    const lines: string[] = [];
    await runCardsCommand(database.db, argv, (l) => lines.push(l));
    return lines.join('\n');
  };
  const card = (number: string) => cardByNumber(database.db, number);
  const entries = async (number: string) => ledgerOf(database.db, (await card(number))!.id);

  it('issues a choice card and prints its number and PIN once', async () => {
    const out = await run('issue', '--store', '53', '--programme', 'choice', '--value', '50', '--months', '12', '--reason', 'replacement for damaged card');
    const number = printed(out, /number\s+([\d ]{23})/).replace(/ /g, '');
    const pin = printed(out, /PIN\s+(\d{6})/);
    const issued = (await card(number))!;
    expect(issued).toMatchObject({ status: 'active', balanceCents: 5000, storeId: 53, programme: 'choice' });
    expect(cardPinMatches(issued, pin)).toBe(true);
    expect(out).toContain('50.00 EUR');
    expect((await entries(number)).map((e) => [e.kind, e.amountCents, e.reason])).toEqual([['issue', 5000, 'replacement for damaged card']]);
    const shown = await run('show', number);
    expect(shown).not.toContain(pin);
    expect(shown).not.toContain(issued.pinHash);
  });

  it('issues a blank card with its activation value and a business card with its shop page', async () => {
    const blank = await run('issue', '--store', '53', '--programme', 'blank', '--value', '30', '--reason', 'shop stock');
    const blankNumber = printed(blank, /number\s+([\d ]{23})/).replace(/ /g, '');
    expect(blankNumber.startsWith('639153')).toBe(true);
    expect(await card(blankNumber)).toMatchObject({ status: 'blank', balanceCents: 0, activationValueCents: 3000 });
    const business = await run(
      'issue',
      '--store',
      '53',
      '--programme',
      'choice',
      '--value',
      '150',
      '--shop-page',
      'regali-aziendali',
      '--reason',
      'order for ACME',
    );
    const businessNumber = printed(business, /number\s+([\d ]{23})/).replace(/ /g, '');
    expect(await card(businessNumber)).toMatchObject({ shopPage: 'regali-aziendali', balanceCents: 15000 });
  });

  it('shows status, balance, expiry, store and the ledger, never the PIN', async () => {
    const zero = seedCard('zero');
    const out = await run('show', zero.number);
    expect(out).toMatch(/Status\s+active/);
    expect(out).toMatch(/Balance\s+0\.00 EUR/);
    expect(out).toMatch(/store 53/);
    expect(out).toMatch(/Expires\s+\d{4}-\d{2}-\d{2}/);
    expect(out).toMatch(/issue\s+25\.00 EUR\s+25\.00 EUR/);
    expect(out).toMatch(/redeem\s+-25\.00 EUR\s+0\.00 EUR\s+test card: spent in full/);
    expect(out).not.toContain(zero.pin);
    expect(await run('show', seedCard('expired').number)).toMatch(/Status\s+expired/);
  });

  it('blocks and unblocks with the reasons in the ledger; a blocked blank card comes back blank', async () => {
    const { number } = seedCard('active100');
    expect(await run('block', number, '--reason', 'holder reports theft')).toContain('Blocked');
    expect((await card(number))!.status).toBe('blocked');
    await expect(run('block', number, '--reason', 'again')).rejects.toThrow(/already blocked/);
    await run('unblock', number, '--reason', 'holder found it');
    expect((await card(number))!.status).toBe('active');
    expect((await entries(number)).filter((e) => e.kind === 'status').map((e) => [e.reference, e.reason])).toEqual([
      ['active->blocked', 'holder reports theft'],
      ['blocked->active', 'holder found it'],
    ]);
    await expect(run('unblock', number, '--reason', 'x')).rejects.toThrow(/not blocked/);
    const blank = seedCard('blank').number;
    await run('block', blank, '--reason', 'lost in transport');
    await run('unblock', blank, '--reason', 'arrived after all');
    expect((await card(blank))!.status).toBe('blank');
  });

  it('adjusts up and down with kind adjust, and refuses to take more than the balance', async () => {
    const { number } = seedCard('active25');
    expect(await run('adjust', number, '--amount', '10.00', '--reason', 'goodwill after complaint 77')).toContain('balance 35.00 EUR');
    expect(await run('adjust', number, '--amount', '-5.00', '--reason', 'double refund corrected')).toContain('balance 30.00 EUR');
    await expect(run('adjust', number, '--amount', '-30.01', '--reason', 'too much')).rejects.toThrow(/insufficient balance: the card has 30\.00 EUR/);
    expect((await card(number))!.balanceCents).toBe(3000);
    expect((await entries(number)).map((e) => [e.kind, e.amountCents, e.reason])).toEqual([
      ['issue', 2500, 'test card: active, 25 €'],
      ['adjust', 1000, 'goodwill after complaint 77'],
      ['adjust', -500, 'double refund corrected'],
    ]);
    await expect(run('adjust', seedCard('blankJourney').number, '--amount', '5', '--reason', 'x')).rejects.toThrow(/is blank/);
  });

  it('refuses a change without a reason, an unknown card and bad input, changing nothing', async () => {
    const { number } = seedCard('active200');
    const before = await entries(number);
    await expect(run('block', number)).rejects.toThrow(/--reason/);
    await expect(run('adjust', number, '--amount', '5', '--reason', '   ')).rejects.toThrow(/--reason/);
    await expect(run('issue', '--store', '53', '--programme', 'choice', '--value', '50')).rejects.toThrow(/--reason/);
    expect(await entries(number)).toEqual(before);
    await expect(run('show', '6390539999999999999')).rejects.toThrow(/not a card number/);
    const unknown = '639053123456789012';
    await expect(run('show', unknown + luhnCheckDigit(unknown))).rejects.toThrow(/no card with number/);
    await expect(run('show')).rejects.toThrow(/give the card number/);
    await expect(run('issue', '--store', '7', '--programme', 'choice', '--value', '50', '--reason', 'x')).rejects.toThrow(/--store must be one of/);
    await expect(run('issue', '--store', '53', '--programme', 'gold', '--value', '50', '--reason', 'x')).rejects.toThrow(/--programme/);
    await expect(run('issue', '--store', '53', '--programme', 'choice', '--value', '50', '--months', '0', '--reason', 'x')).rejects.toThrow(/--months/);
    await expect(run('destroy', number)).rejects.toThrow(/unknown command "destroy"/);
  });

  it('refuses a card above the maximum value (MAX_CARD_VALUE_EUROS, default 5000) and an adjustment beyond it', async () => {
    const issue = (value: string) => run('issue', '--store', '53', '--programme', 'choice', '--value', value, '--reason', 'x');
    await expect(issue('1000000')).rejects.toThrow('--value must be at most 5000.00 EUR (MAX_CARD_VALUE_EUROS), got "1000000"');
    await expect(issue('5000.01')).rejects.toThrow(/at most 5000\.00 EUR/);
    await expect(run('issue', '--store', '53', '--programme', 'blank', '--value', '9999', '--reason', 'x')).rejects.toThrow(/at most/);
    expect(await issue('5000')).toContain('balance 5000.00 EUR');
    const saved = process.env.MAX_CARD_VALUE_EUROS;
    process.env.MAX_CARD_VALUE_EUROS = '100';
    try {
      await expect(issue('101')).rejects.toThrow(/at most 100\.00 EUR/);
      const { number } = seedCard('active100');
      await expect(run('adjust', number, '--amount', '0.01', '--reason', 'x')).rejects.toThrow(
        /above 100\.00 EUR \(MAX_CARD_VALUE_EUROS\): the card has 100\.00 EUR/,
      );
      expect(await run('adjust', number, '--amount', '-1', '--reason', 'x')).toContain('balance 99.00 EUR');
    } finally {
      if (saved === undefined) delete process.env.MAX_CARD_VALUE_EUROS;
      else process.env.MAX_CARD_VALUE_EUROS = saved;
    }
  });

  it('refuses a shop page its store does not have', async () => {
    const issue = (store: string, page: string) =>
      run('issue', '--store', store, '--programme', 'choice', '--value', '50', '--shop-page', page, '--reason', 'x');
    await expect(issue('53', 'regali-inesistenti')).rejects.toThrow('--shop-page "regali-inesistenti" is not a business redeem page of store 53');
    await expect(issue('1', 'regali-aziendali')).rejects.toThrow(/not a business redeem page of store 1/);
    await expect(issue('53', 'Regali Aziendali')).rejects.toThrow(/must be a page id/);
  });
});

describe('the PGlite directory of a running shop', () => {
  // PGlite 0.5 writes postmaster.pid on open and removes it on close (checked by hand: a real
  // on-disk PGlite takes seconds to create, too slow for every run).
  it('is in use while it has a postmaster.pid', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cards-pglite-'));
    try {
      expect(pgliteInUse(dir)).toBe(false);
      writeFileSync(path.join(dir, 'postmaster.pid'), '-42\n/pglite/data\n');
      expect(pgliteInUse(dir)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
