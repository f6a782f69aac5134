import { afterEach, describe, expect, it, vi } from 'vitest';
import { changedItems, fromPrice, itemsOfGroups, listItem, productLists } from './analytics-items.ts';
import { BATCH_DELAY_MS, createSightings } from './list-tracking.ts';

const eur = (value: number) => ({ currency: 'EUR', value });
const card = {
  id: '41',
  title: 'Gift card Trattoria del Borgo Lume',
  productType: 'GIFTCARD',
  fixedValues: [eur(50), eur(25), eur(100)],
  digitalVariationConfig: { minPrice: eur(10), maxPrice: eur(150) },
  physicalVariationConfig: null,
};

describe('GA4 items of a product list', () => {
  it('names the product, its place in the list, the list and the price the card shows', () => {
    expect(listItem(card, 3, productLists.category('ristoranti'))).toEqual({
      item_id: '41',
      item_name: 'Gift card Trattoria del Borgo Lume',
      index: 3,
      item_list_id: 'category_ristoranti',
      item_list_name: 'Category: ristoranti',
      item_category: 'GIFTCARD',
      price: 25,
    });
  });

  it('takes the lowest fixed value, else the lowest amount of its kind, else no price', () => {
    expect(fromPrice(card)).toBe(25);
    expect(fromPrice({ ...card, fixedValues: [] })).toBe(10);
    expect(fromPrice({ ...card, fixedValues: null, digitalVariationConfig: null, physicalVariationConfig: { minPrice: eur(20) } })).toBe(20);
    expect(listItem({ id: '7', title: 'Menu card' }, 0, productLists.menuTop('moda'))).toEqual({
      item_id: '7',
      item_name: 'Menu card',
      index: 0,
      item_list_id: 'menu_top_moda',
      item_list_name: 'Gift card menu: top in moda',
    });
  });
});

describe('GA4 items of a basket change', () => {
  const group = (qty: number) => ({
    package: { giftcard: { qty, variation: { title: 'Trattoria del Borgo Lume', variationType: 'digital', price: eur(25), product: { id: '41' } } } },
  });

  it('a package is one item: product, kind, price and quantity', () => {
    expect(itemsOfGroups([group(2)])).toEqual([{ item_id: '41', item_name: 'Trattoria del Borgo Lume', item_variant: 'digital', price: 25, quantity: 2 }]);
  });

  it('a lowered quantity removes the cards taken out; a raised one adds the cards put in', () => {
    expect(changedItems(group(1), 3)).toEqual({ event: 'remove_from_cart', items: [expect.objectContaining({ item_id: '41', quantity: 2 })] });
    expect(changedItems(group(4), 3)).toEqual({ event: 'add_to_cart', items: [expect.objectContaining({ quantity: 1 })] });
    expect(changedItems(group(3), 3)).toBeNull();
  });
});

describe('in-view batches', () => {
  afterEach(() => vi.useRealTimers());

  it('sends the items seen within 1000 ms together, in list order, each item once', () => {
    vi.useFakeTimers();
    const sent: string[][] = [];
    const sightings = createSightings((items) => sent.push(items.map((i) => i.item_id)));
    const list = productLists.productList;
    sightings.see(listItem({ id: 'b', title: 'B' }, 1, list));
    sightings.see(listItem({ id: 'a', title: 'A' }, 0, list));
    sightings.see(listItem({ id: 'a', title: 'A' }, 0, list));
    vi.advanceTimersByTime(BATCH_DELAY_MS - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([['a', 'b']]);
    sightings.see(listItem({ id: 'a', title: 'A' }, 0, list));
    sightings.see(listItem({ id: 'c', title: 'C' }, 2, list));
    sightings.flush(); // the list leaves the screen: what is pending goes at once
    expect(sent).toEqual([['a', 'b'], ['c']]);
    vi.advanceTimersByTime(BATCH_DELAY_MS);
    expect(sent).toHaveLength(2);
  });
});
