import { useEffect, useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { useRootData } from '../../lib/store-data.ts';
import { browserQuery } from '../../lib/graphql-client.ts';
import type { ResultOf } from '../../graphql/index.ts';
import { browserGraphql } from '../../graphql/browser.ts';
import { Modal } from '../ui/Modal.tsx';
import { Field } from '../ui/Field.tsx';
import { Button } from '../ui/Button.tsx';
import { Icon } from '../Icon.tsx';
import { ConsentCheckbox } from './ConsentCheckbox.tsx';
import { dayLabel, monthLabel } from './format.ts';
import type { ModalActionData } from './fragments.ts';

export type DoublerModalProps = {
  /** Whether the modal is shown; the redeem page decides when (once per session). */
  open: boolean;
  onClose: () => void;
  /** The holder's e-mail when the redeem session knows it: filled in, still editable. */
  email?: string | null;
};

const CURRENT = browserGraphql(
  'query DoublerModal($userData: UserData!) { doublerDraws(userData: $userData, limit: 1) { current { month drawDate } cap { currency value } } }',
);
type Draws = ResultOf<typeof CURRENT>['doublerDraws'];
type Current = NonNullable<Draws['current']> & { cap: Draws['cap'] };

/**
 * The redeem doubler modal (§2): during a redemption the holder may put the cards of the redeem
 * session in this month's draw with one click. It posts to the doubler route's action (intent
 * "redeem"), which sends the session's token from its cookie: no number, PIN or human check again.
 */
export function DoublerModal({ open, onClose, email }: DoublerModalProps) {
  const t = useT();
  const { paths } = useRootData();
  const fetcher = useFetcher<ModalActionData>();
  const [current, setCurrent] = useState<Current | null>(null);
  const textId = useId();
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data?.intent === 'redeem' ? fetcher.data : undefined;
  const done = result && result.entries.length > 0 ? result.entries : null;

  useEffect(() => {
    if (!open || current) return;
    browserQuery(CURRENT, {})
      .then((r) => {
        if (r.doublerDraws.current) setCurrent({ ...r.doublerDraws.current, cap: r.doublerDraws.cap });
      })
      .catch(() => undefined); // the modal still works; it only says less
  }, [open, current]);

  const error = (name: string) => result?.errors.find((e) => e.referencedRequestParameter === name)?.message;
  const general = (result?.errors ?? []).filter((e) => e.referencedRequestParameter !== 'email' && e.referencedRequestParameter !== 'consent');
  const [firstDone] = done ?? [];
  const month = firstDone ? monthLabel(firstDone.drawMonth, t.intlLocale) : current ? monthLabel(current.month, t.intlLocale) : '';

  return (
    <Modal
      open={open}
      onClose={onClose}
      narrow
      loading={busy}
      describedBy={textId}
      className="doubler-modal"
      title={done ? t('doubler.modal.doneTitle') : t('doubler.modal.title')}
    >
      {done ? (
        <div className="doubler-modal__done" role="status">
          <p id={textId}>
            <Icon name="check" size={22} /> {t('doubler.modal.done', { count: done.length, month })}
          </p>
          <p>{t('doubler.modal.doneDate', { date: dayLabel(firstDone?.drawDate ?? '', t.intlLocale) })}</p>
          <Button variant="primary" block onClick={onClose}>
            {t('doubler.modal.continue')}
          </Button>
        </div>
      ) : (
        <fetcher.Form method="post" action={paths.doubler} className="doubler-modal__form" noValidate>
          <input type="hidden" name="intent" value="redeem" />
          <p id={textId} className="doubler-modal__text">
            {current ? t('doubler.modal.text', { month, cap: t.money(current.cap) }) : t('doubler.modal.textShort')}
          </p>
          {general.length > 0 && (
            <div className="doubler-alert" role="alert">
              <Icon name="alert" size={20} />
              <div>
                {general.map((e) => (
                  <p key={e.code}>{e.message}</p>
                ))}
              </div>
            </div>
          )}
          <Field
            id="doubler-modal-email"
            label={t('doubler.form.email')}
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={email ?? ''}
            error={error('email')}
          />
          <ConsentCheckbox id="doubler-modal-consent" error={error('consent')} />
          <div className="doubler-modal__actions">
            <Button variant="ghost" onClick={onClose}>
              {t('doubler.modal.later')}
            </Button>
            <Button type="submit" variant="primary" loading={busy}>
              {t('doubler.modal.submit')}
            </Button>
          </div>
        </fetcher.Form>
      )}
    </Modal>
  );
}
