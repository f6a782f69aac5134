import type { Tx } from '../../db/client.ts';
import type { Order } from './basket.ts';

// What another flow adds to an order's payment outcome. A redeem order took balance from cards
// when it was placed: when its extra payment fails or expires, the redeem module gives it back.
// The redeem module registers itself here (orders does not import redeem: no cycle).

export type FlowHooks = {
  /** The order was canceled (failed, canceled or expired payment): undo what the flow took. */
  canceled(tx: Tx, order: Order): Promise<void>;
  /** Staff refunded the whole order: give back what the flow took besides the payment (answers how much). */
  refunded?(tx: Tx, order: Order, reason: string): Promise<number>;
};

const hooks = new Map<string, FlowHooks>();

export function registerFlowHooks(flow: string, h: FlowHooks): void {
  hooks.set(flow, h);
}

export function flowHooks(flow: string): FlowHooks | null {
  return hooks.get(flow) ?? null;
}
