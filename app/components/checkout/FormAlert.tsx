import { useT } from '../../lib/i18n.tsx';

/** The errors that belong to no field (2015, 2031, 2035 …), in the catalogue's words. */
export function FormAlert({ messages }: { messages: string[] }) {
  const t = useT();
  if (!messages.length) return null;
  return (
    <div className="notice notice--error" role="alert">
      <strong>{t('checkout.errorTitle')}</strong>
      <ul>
        {messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </div>
  );
}
