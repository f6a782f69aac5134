import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { Modal } from '../ui/Modal.tsx';
import { useHydrated } from '../ui/useHydrated.ts';

type Props = {
  /** Whether the address asks for the modal (?ordine=…, ?conto=modifica …). */
  open: boolean;
  /** The address without the modal: where closing goes. */
  closeTo: string;
  /** Asked to close once JavaScript runs: navigates to `closeTo` without scrolling. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  narrow?: boolean;
  loading?: boolean;
  role?: 'dialog' | 'alertdialog';
  className?: string;
};

const closeIcon = (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
  </svg>
);

/**
 * A named modal whose state is in the address, so a link opens it and it works without
 * JavaScript: the server draws it as an overlay panel with a close link; once the page is
 * hydrated the shop's Modal (native dialog, focus trap, Escape, animation) takes over.
 */
export function PageModal({ open, closeTo, onClose, title, children, footer, narrow, loading, role, className }: Props) {
  const t = useT();
  const hydrated = useHydrated();
  const titleId = useId();
  if (hydrated) {
    return (
      <Modal
        open={open}
        onClose={onClose}
        title={title}
        footer={footer}
        narrow={narrow}
        loading={loading}
        role={role}
        className={['account-modal', className].filter(Boolean).join(' ')}
      >
        {children}
      </Modal>
    );
  }
  if (!open) return null;
  const classes = ['ui-modal', 'account-modal', 'page-modal__panel', narrow && 'ui-modal--narrow', className].filter(Boolean).join(' ');
  return (
    <div className="page-modal">
      <section className={classes} role={role ?? 'dialog'} aria-modal="true" aria-labelledby={titleId}>
        <div className="ui-modal__panel">
          <div className="ui-modal__header">
            <h2 id={titleId} className="ui-modal__title">
              {title}
            </h2>
            <Link to={closeTo} className="ui-modal__icon-btn" aria-label={t('ui.close')} preventScrollReset>
              {closeIcon}
            </Link>
          </div>
          <div className="ui-modal__body">{children}</div>
          {footer && <div className="ui-modal__footer">{footer}</div>}
        </div>
      </section>
    </div>
  );
}
