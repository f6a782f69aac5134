import type { FieldMetadata } from '@conform-to/react';
import { TextArea, type TextAreaProps } from '../ui/TextArea.tsx';

type Props = Omit<TextAreaProps, 'name' | 'defaultValue' | 'error'> & {
  /** The field of the form (fields.message of useKitForm): its name, what was typed, its first error. */
  field: FieldMetadata<string>;
};

/** The ui TextArea bound to a form field, as Field binds an input. */
export function TextAreaField({ field, ...props }: Props) {
  return <TextArea {...props} key={field.key} name={field.name} defaultValue={field.initialValue ?? ''} error={field.errors?.[0]} />;
}
