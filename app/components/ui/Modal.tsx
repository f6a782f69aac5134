import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent, PointerEvent, ReactNode, SyntheticEvent } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { Spinner } from './Spinner.tsx';
import { useScrollLock } from './useScrollLock.ts';
import { MODAL_CLOSE_MS } from './modal-timing.ts';

export type ModalHeaderOptions = {
  /** Shows a back button (labelled 'ui.back') at the start of the top bar. */
  onBack?: () => void;
  /** Shown in the middle of the top bar. */
  logo?: ReactNode;
};

export type ModalProps = {
  open: boolean;
  /** Asked to close (close button, Escape, backdrop): the parent sets `open` to false. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** A narrower panel, for confirmations and short messages. */
  narrow?: boolean;
  /** The variant with a top bar: back button, logo and close button. */
  withHeader?: ModalHeaderOptions;
  /** Fixed footer: stays visible below the scrolling body (action buttons). */
  footer?: ReactNode;
  /** Whether Escape closes the modal. Default true. */
  closeOnEscape?: boolean;
  /** Busy: a spinner covers the body and nothing can close the modal. */
  loading?: boolean;
  /** 'alertdialog' for messages that need an answer (errors, confirmations). */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that describes the dialog (its main message). */
  describedBy?: string;
  /**
   * A long body of text only (a summary to read): it takes the keyboard focus, so a keyboard user
   * can scroll it where it overflows (a modal with fields or buttons in its body does not need it).
   */
  focusableBody?: boolean;
  className?: string;
};

const closeIcon = (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
  </svg>
);

const backIcon = (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path d="M15 5l-7 7 7 7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" fill="none" />
  </svg>
);

/**
 * A modal dialog on the native <dialog> (showModal): top layer, inert background, focus kept
 * inside. Rendered closed on the server; opened and closed only in effects.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  narrow,
  withHeader,
  footer,
  closeOnEscape = true,
  loading = false,
  role,
  describedBy,
  focusableBody = false,
  className,
}: ModalProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  // `shown`: the dialog is open in the page, closing animation included.
  const [shown, setShown] = useState(false);
  const [closing, setClosing] = useState(false);
  useScrollLock(shown);

  function restoreFocus() {
    const el = opener.current;
    opener.current = null;
    if (el?.isConnected) el.focus();
  }

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) {
      setClosing(false);
      if (!dialog.open) {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        dialog.showModal();
        setShown(true);
      }
      return;
    }
    if (!dialog.open) return;
    setClosing(true);
    const timer = window.setTimeout(() => {
      dialog.close();
      setClosing(false);
      setShown(false);
      restoreFocus();
    }, MODAL_CLOSE_MS);
    // Reopened during the animation: the timer is dropped and the dialog simply stays open.
    return () => window.clearTimeout(timer);
  }, [open]);

  // Unmounted while open (`{show && <Modal open …/>}`): no animation, but the focus still goes back.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog && !dialog.isConnected) restoreFocus();
    };
  }, []);

  function requestClose(byEscape: boolean) {
    if (loading || closing || !open) return;
    if (byEscape && !closeOnEscape) return;
    onClose();
  }

  function handleKeyDown(e: KeyboardEvent<HTMLDialogElement>) {
    if (e.key !== 'Escape') return;
    // A child that used the key (an open dropdown) prevented its default: leave the modal be.
    const usedByChild = e.defaultPrevented;
    // Always cancel the browser's own close: the modal closes only through `open`, animated.
    e.preventDefault();
    if (!usedByChild) requestClose(true);
  }

  function handleCancel(e: SyntheticEvent<HTMLDialogElement>) {
    // Other close requests (e.g. the Android back gesture).
    e.preventDefault();
    requestClose(true);
  }

  function handleNativeClose() {
    // The browser closed the dialog on its own (a close request it would not let us cancel,
    // or a <form method="dialog">). Our own close runs after `open` is already false.
    if (!open) return;
    if (loading) {
      ref.current?.showModal();
      return;
    }
    setShown(false);
    onClose();
    restoreFocus();
  }

  function handlePointerDown(e: PointerEvent<HTMLDialogElement>) {
    pressedOnBackdrop.current = e.target === e.currentTarget;
  }

  function handleClick(e: MouseEvent<HTMLDialogElement>) {
    // The panel fills the dialog box, so a click on the dialog itself is a click on the backdrop.
    // Both press and release must be there: a text selection dragged outside is no dismissal.
    if (e.target === e.currentTarget && pressedOnBackdrop.current) requestClose(false);
    pressedOnBackdrop.current = false;
  }

  const closeButton = (
    <button type="button" className="ui-modal__icon-btn" aria-label={t('ui.close')} aria-disabled={loading || undefined} onClick={() => requestClose(false)}>
      {closeIcon}
    </button>
  );
  const classes = ['ui-modal', narrow && 'ui-modal--narrow', closing && 'ui-modal--closing', className].filter(Boolean).join(' ');

  return (
    <dialog
      ref={ref}
      className={classes}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      aria-busy={loading || undefined}
      onKeyDown={handleKeyDown}
      onCancel={handleCancel}
      onClose={handleNativeClose}
      onPointerDown={handlePointerDown}
      onClick={handleClick}
    >
      {(open || shown) && (
        <div className="ui-modal__panel">
          {withHeader && (
            <div className="ui-modal__topbar">
              {withHeader.onBack ? (
                <button
                  type="button"
                  className="ui-modal__icon-btn"
                  aria-label={t('ui.back')}
                  aria-disabled={loading || undefined}
                  onClick={() => {
                    if (!loading) withHeader.onBack?.();
                  }}
                >
                  {backIcon}
                </button>
              ) : (
                <span className="ui-modal__icon-spacer" />
              )}
              <div className="ui-modal__logo">{withHeader.logo}</div>
              {closeButton}
            </div>
          )}
          <div className="ui-modal__header">
            <h2 id={titleId} className="ui-modal__title">
              {title}
            </h2>
            {!withHeader && closeButton}
          </div>
          <div className="ui-modal__body" {...(focusableBody ? { tabIndex: 0, role: 'group', 'aria-labelledby': titleId } : {})}>
            {children}
            {loading && (
              <div className="ui-modal__busy">
                <Spinner size="lg" />
              </div>
            )}
          </div>
          {footer && <div className="ui-modal__footer">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
