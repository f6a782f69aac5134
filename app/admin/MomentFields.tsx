import { useId } from 'react';
import type { adminT } from './messages.ts';

// A giving moment's own fields in the back office (issue 18): the cards it shows, one product
// address per line, in order, and the colour of its header. Used by the new page's form and by
// the page's editor; the API checks that each card is sold in the page's storefront and language.

type Props = { productSlugs: string[]; backgroundColor: string; errors: { productSlugs?: string; backgroundColor?: string }; t: ReturnType<typeof adminT> };

export function MomentFields({ productSlugs, backgroundColor, errors, t }: Props) {
  const id = useId();
  return (
    <>
      <div className="ui-field">
        <label htmlFor={`${id}-cards`} className="ui-field__label">
          {t('pages.field.productSlugs')}
        </label>
        <textarea
          id={`${id}-cards`}
          name="productSlugs"
          rows={6}
          defaultValue={productSlugs.join('\n')}
          className="ui-input admin-textarea"
          aria-describedby={`${id}-cards-hint`}
          aria-invalid={!!errors.productSlugs || undefined}
        />
        <p id={`${id}-cards-hint`} className="ui-field__hint">
          {t('pages.field.productSlugsHint')}
        </p>
        {errors.productSlugs && <p className="ui-field__error">{errors.productSlugs}</p>}
      </div>
      <div className="ui-field">
        <label htmlFor={`${id}-colour`} className="ui-field__label">
          {t('pages.field.backgroundColor')}
        </label>
        <input
          id={`${id}-colour`}
          type="color"
          name="backgroundColor"
          defaultValue={backgroundColor}
          className="admin-colour"
          aria-invalid={!!errors.backgroundColor || undefined}
        />
        {errors.backgroundColor && <p className="ui-field__error">{errors.backgroundColor}</p>}
      </div>
    </>
  );
}

/** The moment's fields as a form sent them: the cards one per line, blank lines dropped. */
export function momentFieldsOf(form: FormData): { productSlugs: string[]; backgroundColor: string } {
  const lines = String(form.get('productSlugs') ?? '').split(/\r?\n/);
  return { productSlugs: lines.map((l) => l.trim()).filter(Boolean), backgroundColor: String(form.get('backgroundColor') ?? '') };
}
