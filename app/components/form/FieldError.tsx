import type { FieldMetadata } from '@conform-to/react';

/**
 * The error line of a field the kit's Field does not draw (a radio group, a custom control): the
 * same class as ui Field's; give the control aria-describedby={id} and aria-invalid.
 */
export function FieldError({ field, id }: { field: Pick<FieldMetadata<unknown>, 'errors'>; id: string }) {
  const error = field.errors?.[0];
  if (!error) return null;
  return (
    <p id={id} className="ui-field__error">
      {error}
    </p>
  );
}
