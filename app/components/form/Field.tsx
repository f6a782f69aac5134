import type { FieldMetadata } from '@conform-to/react';
import { Field as UiField, type FieldProps as UiFieldProps } from '../ui/Field.tsx';

type FieldProps = Omit<UiFieldProps, 'name' | 'defaultValue' | 'error'> & {
  /** The field of the form (fields.email of useKitForm): its name, what was typed, its first error. */
  field: FieldMetadata<string>;
};

/** The ui Field bound to a form field: same look, label, hint, aria-invalid and aria-describedby wiring. */
export function Field({ field, ...props }: FieldProps) {
  return <UiField {...props} key={field.key} name={field.name} defaultValue={field.initialValue ?? ''} error={field.errors?.[0]} />;
}
