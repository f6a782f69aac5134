import type { FormEvent } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../../common/rules/limits.ts';
import { useT } from '../../lib/i18n.tsx';
import { SubmitButton } from '../form/light.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import type { BasketActionData, BasketGroup } from './fragments.ts';

type Props = {
  group: BasketGroup;
  title: string;
  fetcher: FetcherWithComponents<BasketActionData>;
  /** The kit's check before posting (useCheckedForm's onSubmit in BasketItem, whose alert shows the refusal). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  describedBy?: string;
};

/**
 * A package's quantity: a native select posted with intent=quantity. Without JavaScript an
 * update button posts it; with JavaScript a change posts at once and the page data reloads.
 */
export function QuantityForm({ group, title, fetcher, onSubmit, describedBy }: Props) {
  const t = useT();
  const hydrated = useHydrated();
  const saved = group.package.giftcard.qty;
  // While the change is on its way the select shows it; afterwards the server's quantity (kept on refusal).
  const pending = fetcher.formData?.get('quantity');
  const value = typeof pending === 'string' ? pending : String(saved);
  const options = Array.from({ length: Math.max(QUANTITY_MAX, saved) - QUANTITY_MIN + 1 }, (_, i) => String(i + QUANTITY_MIN));
  const id = `basket-qty-${group.packageId}`;
  return (
    <fetcher.Form method="post" className="basket-qty" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="quantity" />
      <input type="hidden" name="packageId" value={group.packageId} />
      <label htmlFor={id} className="basket-qty__label">
        {t('basket.quantity')}
      </label>
      <select
        id={id}
        name="quantity"
        className="ui-select__native basket-qty__select"
        value={value}
        aria-label={t('basket.quantityOf', { title })}
        aria-describedby={describedBy}
        onChange={(e) => e.currentTarget.form?.requestSubmit()}
      >
        {options.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      {!hydrated && (
        <SubmitButton fetcher={fetcher} variant="secondary" size="sm">
          {t('basket.update')}
        </SubmitButton>
      )}
    </fetcher.Form>
  );
}
