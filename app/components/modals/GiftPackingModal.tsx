import { useT } from '../../lib/i18n.tsx';
import { browserGraphql } from '../../graphql/browser.ts';
import { Modal } from '../ui/Modal.tsx';
import { Loading } from './Loading.tsx';
import { useQueryOnOpen } from './use-query-on-open.ts';

const EXTRAS = browserGraphql(`query PackageExtras($userData: UserData!) {
  packageExtras(userData: $userData) { id kind title price { currency value } image { url { href } alt } }
}`);

/** What each packing is, beside its picture; the gift packing first, as the button opens it. */
const TEXTS = { giftPacking: 'packing.giftPacking', envelope: 'packing.envelope', box: 'packing.box' } as const;
const ORDER = Object.keys(TEXTS);
const isPacking = (id: string): id is keyof typeof TEXTS => Object.hasOwn(TEXTS, id);

/**
 * The gift packing preview's modal (§2): pictures of what a physical card comes in (§3 order lines
 * GIFT_PACKING and WRAPPER), with the prices the basket charges.
 */
export default function GiftPackingModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const { data, failed, retry } = useQueryOnOpen(open, EXTRAS, {});
  const packings = (data?.packageExtras ?? []).filter((e) => isPacking(e.id) && e.image).sort((a, b) => ORDER.indexOf(a.id) - ORDER.indexOf(b.id));
  return (
    <Modal open={open} onClose={onClose} title={t('packing.title')} className="packing-modal" focusableBody>
      <p className="modal-intro">{t('packing.intro')}</p>
      <Loading failed={failed} ready={!!data} retry={retry}>
        {() => (
          <ul className="packing-list">
            {packings.map((p) => (
              <li key={p.id} className={p.kind === 'GIFT_PACKING' ? 'packing-list__main' : undefined}>
                <img src={`${p.image!.url.href}?label=${encodeURIComponent(p.image!.alt)}`} alt={p.image!.alt} width={320} height={220} loading="lazy" />
                <div>
                  <h3>{p.title}</h3>
                  <p>{isPacking(p.id) && t(TEXTS[p.id])}</p>
                  <p className="packing-list__price">{t('packing.perCard', { price: t.money(p.price) })}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Loading>
    </Modal>
  );
}
