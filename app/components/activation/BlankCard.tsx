/** A drawn blank card (decorative): where the 19-digit number is on the holder's card. */
export function BlankCard({ number, label }: { number?: string | null; label: string }) {
  return (
    <div className="blank-card" aria-hidden="true">
      <span className="blank-card__brand">Donami</span>
      <span className="blank-card__label">{label}</span>
      <span className="blank-card__number">{number ?? '•••• •••• •••• ••• ••••'}</span>
    </div>
  );
}
