import { Icon } from '../Icon.tsx';

/** Refusals that belong to no field (a card check's 3002 "blocked", a balance rule), in the catalogue's words. */
export function RedeemAlert({ messages, id }: { messages: string[]; id?: string }) {
  if (!messages.length) return null;
  return (
    <div id={id} className="redeem-alert" role="alert">
      <Icon name="alert" size={20} />
      <div>
        {messages.map((m) => (
          <p key={m}>{m}</p>
        ))}
      </div>
    </div>
  );
}
