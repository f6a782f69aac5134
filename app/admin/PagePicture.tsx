import { useId } from 'react';
import { Field } from '../components/ui/Field.tsx';
import type { adminT } from './messages.ts';

/**
 * A page's picture in its editor (decision 065): the one visitors see now, to keep, replace or
 * remove, and its alternative text. A new file is uploaded with the draft.
 */
export function PagePicture({ image, error, t }: { image: { id: string; alt: string; src: string } | null; error?: string; t: ReturnType<typeof adminT> }) {
  const id = useId();
  return (
    <fieldset className="admin-fieldset">
      <legend>{t('pages.field.image')}</legend>
      {image && (
        <>
          <img className="admin-picture" src={image.src} alt={image.alt} />
          <input type="hidden" name="imageId" value={image.id} />
          <label className="admin-toggle">
            <input type="checkbox" name="imageRemove" />
            <span>{t('pages.imageRemove')}</span>
          </label>
        </>
      )}
      <div className="admin-select">
        <label htmlFor={`${id}-file`}>{t(image ? 'pages.imageReplace' : 'pages.imageFile')}</label>
        <input
          id={`${id}-file`}
          type="file"
          name="imageFile"
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={!!error || undefined}
        />
        <p id={`${id}-hint`} className="ui-field__hint">
          {t('pages.imageHint')}
        </p>
        {error && (
          <p id={`${id}-error`} className="ui-field__error">
            {error}
          </p>
        )}
      </div>
      <Field label={t('pages.imageAlt')} name="imageAlt" defaultValue={image?.alt ?? ''} maxLength={200} />
    </fieldset>
  );
}
