import { storefronts } from '../../common/storefronts.ts';

/** The back office's choice of storefront, by brand, country and id. */
export function StoreSelect({ id, label, defaultValue }: { id: string; label: string; defaultValue?: string }) {
  return (
    <div className="admin-select">
      <label htmlFor={id}>{label}</label>
      <select id={id} name="store" defaultValue={defaultValue}>
        {storefronts.map((s) => (
          <option key={s.id} value={s.id}>
            {s.brand} {s.country} ({s.id})
          </option>
        ))}
      </select>
    </div>
  );
}
