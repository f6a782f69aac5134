// The kit's parts that carry neither Conform nor zod (decision 038): what a page with a JavaScript
// budget imports instead of index.ts. Its actions answer as every kit form's (parseForm, replyWithApiErrors).
export { firstError, useCheckedForm } from './use-checked-form.ts';
export { FieldError } from './FieldError.tsx';
export { FormAlert } from './FormAlert.tsx';
export { SubmitButton } from './SubmitButton.tsx';
