import { moneyText, timeText, type adminT, type AdminLanguage } from '../../admin/messages.ts';

// The credit notes of an order's refunds on its back-office page (decision 046): each with its
// number, date and amount, and its two files, the PDF (courtesy copy) and the XML for SDI.

type Note = { number: string; issuedAt: string; amountCents: number };

export function CreditNotes({
  notes,
  orderNumber,
  t,
  language,
}: {
  notes: Note[];
  orderNumber: string;
  t: ReturnType<typeof adminT>;
  language: AdminLanguage;
}) {
  if (!notes.length) return null;
  const file = (note: Note, format: 'pdf' | 'xml') =>
    `/admin/orders/${encodeURIComponent(orderNumber)}/note/${encodeURIComponent(note.number)}?formato=${format}`;
  return (
    <>
      <h2 id="admin-order-credit-notes" className="admin-order-part">
        {t('order.creditNotes')}
      </h2>
      <p className="admin-hint">{t('order.creditNotesHint')}</p>
      <ul className="admin-credit-notes" aria-labelledby="admin-order-credit-notes">
        {notes.map((n) => (
          <li key={n.number}>
            <strong>{n.number}</strong> · {timeText(n.issuedAt, language)} · {moneyText(-n.amountCents, 'EUR', language)}{' '}
            <a href={file(n, 'pdf')} className="admin-link-button" aria-label={`${n.number} ${t('order.creditNotePdf')}`}>
              {t('order.creditNotePdf')}
            </a>{' '}
            <a href={file(n, 'xml')} className="admin-link-button" aria-label={`${n.number} ${t('order.creditNoteXml')}`}>
              {t('order.creditNoteXml')}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
