import { Form } from 'react-router';
import { useT } from '../lib/i18n.tsx';
import { CATEGORY_PARAM, TYPE_PARAM } from '../lib/listing.ts';

type Option = { slug: string; title: string };

/** Category and type filters: a GET form, so it works without JavaScript. */
export function ListingFilters({
  action,
  categories,
  types,
  selectedCategories,
  selectedTypes,
}: {
  action: string;
  categories: Option[];
  types: Option[];
  selectedCategories: string[];
  selectedTypes: string[];
}) {
  const t = useT();
  const active = selectedCategories.length + selectedTypes.length;
  return (
    <details className="filters" open={active > 0 || undefined}>
      <summary>
        {t('list.filters')}
        {active > 0 ? ` (${active})` : ''}
      </summary>
      <Form method="get" action={action} className="filters__form">
        <fieldset>
          <legend>{t('list.filterCategory')}</legend>
          {categories.map((c) => (
            <label key={c.slug} className="check">
              <input type="checkbox" name={CATEGORY_PARAM} value={c.slug} defaultChecked={selectedCategories.includes(c.slug)} /> {c.title}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('list.filterType')}</legend>
          {types.map((c) => (
            <label key={c.slug} className="check">
              <input type="checkbox" name={TYPE_PARAM} value={c.slug} defaultChecked={selectedTypes.includes(c.slug)} /> {c.title}
            </label>
          ))}
        </fieldset>
        <div className="filters__actions">
          <button type="submit" className="button button--primary">
            {t('list.applyFilters')}
          </button>
          {active > 0 && (
            <a href={action} className="button button--ghost">
              {t('list.clearFilters')}
            </a>
          )}
        </div>
      </Form>
    </details>
  );
}
