import { Icon } from '../Icon.tsx';

/** A refusal that belongs to no field (captcha, throttling, a bad link), in the catalogue's words. */
export function FormAlert({ message, children }: { message?: string; children?: React.ReactNode }) {
  if (!message) return null;
  return (
    <div className="notice notice--error auth-alert" role="alert" tabIndex={-1}>
      <Icon name="alert" size={20} />
      <div>
        <p>{message}</p>
        {children}
      </div>
    </div>
  );
}
