import type { ReactNode } from 'react';
import { Icon } from '../Icon.tsx';

type Props = {
  /** What a field's aria-describedby names (the basket's quantity). */
  id?: string;
  /** The form's errors that belong to no field (Conform's form.errors), in the catalogue's words. */
  errors: readonly string[] | undefined;
  /** A heading above the messages (activation). */
  title?: ReactNode;
  /** The alert icon before the messages, which then sit in a block of their own (account forms). */
  icon?: boolean;
  /** The screen's own class beside "notice notice--error" (auth-alert, activation-alert). */
  className: string;
  /** Shown under the messages (a link that helps: "forgot your password?"). */
  children?: ReactNode;
};

/** A refusal that belongs to no field (captcha, throttling, a bad link); nothing when there is none. */
export function FormAlert({ id, errors, title, icon = false, className, children }: Props) {
  if (!errors?.length) return null;
  const body = (
    <>
      {title && <strong>{title}</strong>}
      {errors.map((m) => (
        <p key={m}>{m}</p>
      ))}
      {children}
    </>
  );
  return (
    <div id={id} className={`notice notice--error ${className}`} role="alert" tabIndex={-1}>
      {icon ? (
        <>
          <Icon name="alert" size={20} />
          <div>{body}</div>
        </>
      ) : (
        body
      )}
    </div>
  );
}
