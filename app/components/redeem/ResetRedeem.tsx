import { useId, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { writeRedeemMarker } from '../../lib/redeem-session.ts';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import { useHydrated } from '../ui/useHydrated.ts';

function ResetForm({ checkPath, children }: { checkPath: string; children: React.ReactNode }) {
  return (
    <Form method="post" action={checkPath} onSubmit={() => writeRedeemMarker(null)} className="redeem-reset__form">
      <input type="hidden" name="intent" value="reset" />
      {children}
    </Form>
  );
}

/**
 * "Start again" and the redeem reset modal (§2): ends the session (resetRedeem), forgets the
 * cookie and the browser's marker. Without JavaScript the button posts at once.
 */
export function ResetRedeem({ checkPath }: { checkPath: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [open, setOpen] = useState(false);
  const textId = useId();
  const busy = navigation.formData?.get('intent') === 'reset';
  return (
    <>
      <ResetForm checkPath={checkPath}>
        <button
          type="submit"
          className="link-button redeem-reset"
          onClick={(e) => {
            if (hydrated) {
              e.preventDefault();
              setOpen(true);
            }
          }}
          aria-haspopup={hydrated ? 'dialog' : undefined}
        >
          {t('redeem.reset.open')}
        </button>
      </ResetForm>
      <Modal open={open} onClose={() => setOpen(false)} title={t('redeem.reset.title')} narrow role="alertdialog" describedBy={textId} loading={busy}>
        <p id={textId}>{t('redeem.reset.text')}</p>
        <ResetForm checkPath={checkPath}>
          <div className="redeem-dialog__actions">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('redeem.reset.cancel')}
            </Button>
            <Button type="submit" variant="primary" loading={busy}>
              {t('redeem.reset.confirm')}
            </Button>
          </div>
        </ResetForm>
      </Modal>
    </>
  );
}
