import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import type { LinkProps } from 'react-router';
import { Spinner } from './Spinner.tsx';
import { useHydrated } from './useHydrated.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

type CommonProps = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Busy: shows a spinner in place of the label (same width), sets aria-busy, ignores clicks. */
  loading?: boolean;
  /** Takes the whole width of its container. */
  block?: boolean;
  /** Icons before and after the label (decorative: give them aria-hidden). */
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  children?: ReactNode;
};

export type ButtonAsButtonProps = CommonProps &
  Omit<ComponentPropsWithRef<'button'>, 'type' | 'children'> & {
    href?: undefined;
    /** Default 'button' (never submits a form by accident). */
    type?: 'button' | 'submit' | 'reset';
    /**
     * Whether the button only works with JavaScript; such a button stays disabled until the
     * client is hydrated (spec §4). Default: true for type "button", false for "submit" and
     * "reset" (a form posted to a route action works without JavaScript).
     */
    requiresJs?: boolean;
  };

export type ButtonAsLinkProps = CommonProps &
  Omit<LinkProps, 'to' | 'children'> & {
    /** Renders a React Router <Link>: works before hydration, so it is never disabled. */
    href: string;
  };

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

function classesFor(variant: ButtonVariant, size: ButtonSize, block: boolean, extra: string | undefined): string {
  return ['ui-btn', `ui-btn--${variant}`, `ui-btn--${size}`, block && 'ui-btn--block', extra].filter(Boolean).join(' ');
}

export function Button(props: ButtonProps) {
  const hydrated = useHydrated();
  const { variant = 'primary', size = 'md', loading = false, block = false, iconStart, iconEnd, children } = props;
  // The label keeps its place while loading (hidden, not removed), so the width does not change.
  const content = (
    <>
      <span className="ui-btn__label">
        {iconStart}
        {children}
        {iconEnd}
      </span>
      {loading && <Spinner size="sm" label={false} className="ui-btn__spinner" />}
    </>
  );

  if (props.href !== undefined) {
    const { href, variant: _v, size: _s, loading: _l, block: _b, iconStart: _i, iconEnd: _e, className, onClick, ...rest } = props;
    return (
      <Link
        {...rest}
        to={href}
        className={classesFor(variant, size, block, className)}
        aria-busy={loading || undefined}
        onClick={(e: MouseEvent<HTMLAnchorElement>) => {
          if (loading) {
            e.preventDefault();
            return;
          }
          onClick?.(e);
        }}
      >
        {content}
      </Link>
    );
  }

  const {
    type = 'button',
    requiresJs,
    disabled = false,
    variant: _v,
    size: _s,
    loading: _l,
    block: _b,
    iconStart: _i,
    iconEnd: _e,
    className,
    onClick,
    href: _h,
    ...rest
  } = props;
  const needsJs = requiresJs ?? type === 'button';
  return (
    <button
      {...rest}
      type={type}
      className={classesFor(variant, size, block, className)}
      disabled={disabled || (needsJs && !hydrated)}
      // While loading the button stays focusable (a disabled button would drop the focus):
      // aria-disabled tells assistive technology, the handler swallows the click.
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={(e) => {
        if (loading) {
          e.preventDefault();
          return;
        }
        onClick?.(e);
      }}
    >
      {content}
    </button>
  );
}
