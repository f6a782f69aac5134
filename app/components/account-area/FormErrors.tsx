import { useT } from '../../lib/i18n.tsx';

/** A form's errors that belong to no field, on top of it, announced. */
export function FormErrors({ messages, id }: { messages: string[]; id?: string }) {
  const t = useT();
  if (!messages.length) return null;
  return (
    <div className="notice notice--error" role="alert" id={id}>
      <strong>{t('accountArea.form.errorTitle')}</strong>
      {messages.length === 1 ? (
        <p>{messages[0]}</p>
      ) : (
        <ul>
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A success after post/redirect/get (?salvato=…), announced politely. */
export function FormDone({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="notice notice--success" role="status">
      {message}
    </p>
  );
}
