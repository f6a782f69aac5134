import { useT } from '../../lib/i18n.tsx';

/** Errors that belong to no field (4001, too many attempts), in the catalogue's words. */
export function ActivationAlert({ messages }: { messages: string[] }) {
  const t = useT();
  if (!messages.length) return null;
  return (
    <div className="notice notice--error activation-alert" role="alert">
      <strong>{t('activation.errorTitle')}</strong>
      {messages.map((m) => (
        <p key={m}>{m}</p>
      ))}
    </div>
  );
}
