/** A field's refusal under it; its id is what the field's aria-describedby names. Nothing when there is none. */
export function FieldError({ id, error }: { id?: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="field__error" role="alert">
      {error}
    </p>
  );
}
