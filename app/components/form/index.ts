// The storefront's one form kit (decision 025): Conform with the zod schemas of common/.
export { useKitForm } from './use-kit-form.ts';
export { parseForm } from './issues.ts';
export { firstErrorOnly, replyWithApiErrors } from './api-errors.ts';
export { Field } from './Field.tsx';
export { FieldError } from './FieldError.tsx';
export { FormAlert } from './FormAlert.tsx';
export { SubmitButton } from './SubmitButton.tsx';
export { TextAreaField } from './TextAreaField.tsx';
