import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { AltchaWidgetElement } from 'altcha';
import { useT } from '../../lib/i18n.tsx';
import { browserQuery } from '../../lib/graphql-client.ts';
import { browserGraphql } from '../../graphql/browser.ts';

export type HumanCheckProps = {
  /** The challenge JSON from `captchaChallenge`: a new one per form render (a token passes once). */
  challenge: Record<string, unknown>;
  /** The hidden input the widget puts the solved token in, inside the surrounding <form>. */
  name?: string;
};

// The ALTCHA widget is a web component of ~80 kB: it is fetched only in the browser, only by
// pages that show a human check. The `external` build takes its styles from a stylesheet and its
// proof-of-work worker from a file of our own origin, as the Content-Security-Policy requires
// (the default build would start its workers from blob: URLs, which the policy refuses).
let widgetLoaded: Promise<void> | null = null;
const translations: Partial<Record<string, () => Promise<unknown>>> & { it: () => Promise<unknown> } = {
  it: () => import('altcha/i18n/it'),
  nl: () => import('altcha/i18n/nl'),
  en: () => import('altcha/i18n/en'),
};

function loadWidget(language: string): Promise<unknown> {
  widgetLoaded ??= (async () => {
    const [{ default: Pbkdf2Worker }] = await Promise.all([import('altcha/workers/pbkdf2?worker'), import('altcha/external'), import('altcha/altcha.css')]);
    globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
  })();
  widgetLoaded.catch(() => {
    widgetLoaded = null;
  }); // a failed load (offline) may be retried by the next mount
  return widgetLoaded.then(() => (translations[language] ?? translations.it)());
}

const RENEW_AFTER_MS = 60_000;

/**
 * A route's `shouldRevalidate` for pages whose form carries a human check: a refused post (400)
 * must still bring a fresh challenge from the loader, since the last token may be spent.
 */
export const revalidateAfterPost = ({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  formMethod?.toUpperCase() === 'POST' || defaultShouldRevalidate;
const CHALLENGE_QUERY = browserGraphql('query HumanCheckChallenge($userData: UserData!) { captchaChallenge(userData: $userData) }');

/**
 * The widget's methods (verify, getState) exist once its component is made, a moment after it is
 * attached: its connectedCallback awaits before making it. Called earlier, verify is undefined and
 * a held post was lost (the login journey waited two minutes on a form that never left, in CI).
 */
const isStarted = (widget: AltchaWidgetElement) => typeof widget.verify === 'function' && typeof widget.getState === 'function';
async function started(widget: AltchaWidgetElement): Promise<void> {
  const until = performance.now() + 10_000;
  while (!isStarted(widget)) {
    if (!widget.isConnected || performance.now() > until) throw new Error('the human check did not start');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * A form sent before the check is done waits for it, then goes: the check starts when the form
 * gets focus, but a quick visitor (autofill, Enter) can still be faster than the proof of work.
 * Returns the listener's removal.
 */
function holdSubmitUntilVerified(widget: AltchaWidgetElement, heldBefore?: HTMLElement | null): () => void {
  const form = widget.closest('form');
  if (!form) return () => {};
  // The submit button of a held submission; undefined while none waits.
  let held: HTMLElement | null | undefined = heldBefore;
  const start = () => {
    started(widget).then(
      () => widget.verify().catch(() => {}),
      () => {
        // Never started: let a held post go without a token, and the server's answer say what to do.
        if (held === undefined) return;
        const submitter = held;
        held = undefined;
        form.removeEventListener('submit', onSubmit, { capture: true });
        form.requestSubmit(submitter);
      },
    );
  };
  if (held !== undefined) start();
  const onSubmit = (ev: SubmitEvent) => {
    // Not started yet (just attached): as good as unverified.
    const state = isStarted(widget) ? String(widget.getState()) : 'unverified';
    // Verified: go. Error or expired: go too, and let the server's answer say what to do.
    if (state !== 'unverified' && state !== 'verifying') return;
    ev.preventDefault();
    ev.stopImmediatePropagation();
    held = ev.submitter;
    if (state === 'unverified') start();
  };
  const onState = (ev: Event) => {
    if (held === undefined) return;
    const state = (ev as CustomEvent<{ state?: string }>).detail?.state;
    if (state === 'verified') {
      const submitter = held;
      held = undefined;
      form.requestSubmit(submitter);
    } else if (state === 'error' || state === 'expired') {
      held = undefined; // the visitor sees the widget's message and sends again
    }
  };
  form.addEventListener('submit', onSubmit, { capture: true });
  widget.addEventListener('statechange', onState);
  return () => {
    form.removeEventListener('submit', onSubmit, { capture: true });
    widget.removeEventListener('statechange', onState);
  };
}

/** A challenge expired on an idle page: the widget gets a fresh one and starts over. */
async function renewChallenge(widget: AltchaWidgetElement): Promise<void> {
  const { captchaChallenge } = await browserQuery(CHALLENGE_QUERY, {});
  await widget.configure({ challenge: captchaChallenge as never });
  widget.reset();
  // Someone at the form right now gets the new check started, as focusing the form would.
  if (widget.closest('form')?.contains(document.activeElement)) void widget.verify();
}

// The widget's colours and shapes, from the shop's own (app/styles/base.css). Set on the wrapper
// so they win over the widget stylesheet's :root values.
const look = {
  '--altcha-color-base': 'var(--c-bg)',
  '--altcha-color-base-content': 'var(--c-ink)',
  '--altcha-color-primary': 'var(--c-brand)',
  '--altcha-color-primary-content': 'var(--c-brand-ink)',
  '--altcha-color-error': 'var(--c-error)',
  '--altcha-color-success': 'var(--c-teal)',
  '--altcha-color-success-content': '#fff',
  '--altcha-color-neutral': 'var(--c-line)',
  '--altcha-color-neutral-content': 'var(--c-muted)',
  '--altcha-border-color': 'var(--c-line)',
  '--altcha-border-width': '1.5px',
  '--altcha-border-radius': 'var(--radius-sm)',
  '--altcha-checkbox-size': '24px',
  '--altcha-checkbox-border-color': 'var(--c-muted)',
  '--altcha-checkbox-border-width': '2px',
  '--altcha-checkbox-border-radius': '6px',
  '--altcha-checkbox-outline': '3px solid var(--c-focus)',
  '--altcha-spinner-color': 'var(--c-brand)',
  '--altcha-padding': '0.75rem',
  '--altcha-max-width': '100%',
  '--altcha-input-color': 'var(--c-ink)',
  '--altcha-popover-color': 'var(--c-line)',
  width: '100%',
} as CSSProperties;

// What stands in the widget's place until it is there (and without JavaScript): the same box and label.
const placeholderBox: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  padding: '0.75rem',
  lineHeight: 1.25,
  border: '1.5px solid var(--c-line)',
  borderRadius: 'var(--radius-sm)',
  background: 'var(--c-bg)',
  color: 'var(--c-ink)',
};
const placeholderTick: CSSProperties = {
  flex: 'none',
  width: 24,
  height: 24,
  border: '2px solid var(--c-muted)',
  borderRadius: 6,
  opacity: 0.6,
};
const note: CSSProperties = { margin: '0.5rem 0 0', fontSize: '0.875rem', color: 'var(--c-error)' };

/**
 * Until the widget is in the page (its script loads after hydration), a form sent is held too:
 * without it the post would carry no token and be refused. Returns the held submitter (undefined
 * when none) and the listener's removal.
 */
function holdSubmitUntilReady(host: HTMLElement) {
  const form = host.closest('form');
  let held: HTMLElement | null | undefined;
  const onSubmit = (ev: SubmitEvent) => {
    ev.preventDefault();
    ev.stopImmediatePropagation();
    held = ev.submitter;
  };
  form?.addEventListener('submit', onSubmit, { capture: true });
  return {
    held: () => held,
    release: () => form?.removeEventListener('submit', onSubmit, { capture: true }),
  };
}

/**
 * The human check of a card form: the ALTCHA proof-of-work widget, in the storefront's language.
 * Solved in the browser (about a second on a phone, started when the form gets focus), it puts
 * its token in a hidden input named `name`; the server verifies it once (verifyCaptcha).
 */
export function HumanCheck({ challenge, name = 'captchaToken' }: HumanCheckProps) {
  const t = useT();
  const hostRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const challengeJson = JSON.stringify(challenge);

  useEffect(() => {
    let gone = false;
    let widget: AltchaWidgetElement | null = null;
    const waiting = hostRef.current ? holdSubmitUntilReady(hostRef.current) : null;
    let release = () => waiting?.release();
    // The widget judges expiry by the device's clock: one far ahead would expire every challenge
    // at once. Renewing at most once a minute (a clock that cannot be set back) keeps that from
    // turning into a loop of requests.
    let renewedAt = performance.now();
    const onExpired = () => {
      if (!widget || performance.now() - renewedAt < RENEW_AFTER_MS) return;
      renewedAt = performance.now();
      renewChallenge(widget).catch(() => setState('failed'));
    };
    loadWidget(t.locale).then(
      () => {
        if (gone || !hostRef.current) return;
        widget = document.createElement('altcha-widget');
        widget.setAttribute('name', name);
        widget.setAttribute('language', translations[t.locale] ? t.locale : 'it');
        widget.setAttribute('auto', 'onfocus');
        widget.setAttribute('challenge', challengeJson);
        widget.setAttribute('configuration', JSON.stringify({ hideFooter: true, hideLogo: true, humanInteractionSignature: false }));
        widget.addEventListener('expired', onExpired);
        hostRef.current.append(widget);
        waiting?.release();
        release = holdSubmitUntilVerified(widget, waiting?.held());
        setState('ready');
      },
      () => {
        if (gone) return;
        // No widget: let a held post go, and the server's answer say what to do.
        waiting?.release();
        const held = waiting?.held();
        if (held !== undefined) hostRef.current?.closest('form')?.requestSubmit(held ?? undefined);
        setState('failed');
      },
    );
    return () => {
      gone = true;
      release();
      widget?.removeEventListener('expired', onExpired);
      widget?.remove();
    };
  }, [challengeJson, name, t.locale]);

  return (
    <div className="human-check" style={look}>
      <div ref={hostRef} />
      {state === 'loading' ? (
        <div className="human-check__placeholder" style={placeholderBox} aria-hidden="true">
          <span style={placeholderTick} />
          <span>{t('ui.humanCheck.label')}</span>
        </div>
      ) : null}
      {state === 'failed' ? (
        <p className="human-check__failed" role="alert" style={note}>
          {t('ui.humanCheck.failed')}
        </p>
      ) : null}
      <noscript>
        <p className="human-check__noscript" style={note}>
          {t('ui.humanCheck.noscript')}
        </p>
      </noscript>
    </div>
  );
}
