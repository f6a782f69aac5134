// The back office's actions on an order (issue 17, decision 047): send an e-mail or a delivery
// again, refund a package or the whole order, cancel an unpaid order, mark a bank transfer
// received, add a note. Each checks the role, asks a reason, and calls the module's service with
// the audit writer, which writes one audit row in the service's own transaction. A service's
// refusal (a StaffRefusal word) is answered with its catalogued code; the order is read again after.
import { adminBuilder, type AdminContext } from '../../admin/builder.ts';
import { staffError, staffWith } from '../../admin/guard.ts';
import { recordAudit } from '../audit/index.ts';
import type { Db } from '../../db/client.ts';
import type { Permission, StaffMember } from '../staff/index.ts';
import { StaffRefusal, type Audit, type StaffActor } from '../../staff-action.ts';
import { errorCodes, type ErrorCode } from '../../../common/errors/codes.ts';
import { cancelOrder, refundOrder, refundPackage } from './staff-refund.ts';
import { markTransferReceived } from './staff-transfer.ts';
import { addNote, resendDelivery, resendEmail } from './staff-notes.ts';
import { orderAnswer, orderIdOf, OrderViewRef, type OrderAnswer } from './admin-graphql.ts';

/** Every word a service refuses with, and the catalogued code the staff member reads. */
export const refusalCodes: Record<string, ErrorCode> = {
  'order-not-found': errorCodes.STAFF_ORDER_NOT_FOUND,
  'reason-required': errorCodes.STAFF_REASON_REQUIRED,
  'already-refunded': errorCodes.STAFF_ORDER_ALREADY_REFUNDED,
  'not-paid': errorCodes.STAFF_ORDER_NOT_PAID,
  'package-not-found': errorCodes.STAFF_ORDER_PACKAGE_NOT_FOUND,
  'cards-spent': errorCodes.STAFF_ORDER_CARDS_SPENT,
  'provider-refused': errorCodes.STAFF_ORDER_PROVIDER_REFUSED,
  'not-pending': errorCodes.STAFF_ORDER_NOT_PENDING,
  'not-a-waiting-transfer': errorCodes.STAFF_ORDER_NOT_A_TRANSFER,
  'provider-sees-transfers': errorCodes.STAFF_ORDER_PROVIDER_SEES_TRANSFERS,
  'note-empty': errorCodes.STAFF_ORDER_NOTE_EMPTY,
  'note-too-long': errorCodes.STAFF_ORDER_NOTE_TOO_LONG,
  'email-invalid': errorCodes.STAFF_ORDER_EMAIL_INVALID,
  'email-not-found': errorCodes.STAFF_ORDER_EMAIL_NOT_FOUND,
  'delivery-not-found': errorCodes.STAFF_ORDER_DELIVERY_NOT_FOUND,
  'delivery-sent': errorCodes.STAFF_ORDER_DELIVERY_SENT,
  'delivery-stopped': errorCodes.STAFF_ORDER_DELIVERY_STOPPED,
};

const fields: Record<string, string> = { 'email-invalid': 'to', 'note-empty': 'text', 'note-too-long': 'text', 'reason-required': 'reason' };

const REASON_MAX = 500;

type Act = (db: Db, staff: StaffActor, audit: Audit, orderId: number) => Promise<unknown>;

/** One action: the role, the reason, the order by number, the service with its audit writer, the order read again. */
async function act(context: AdminContext, permission: Permission, number: string, reasonText: string, service: Act): Promise<OrderAnswer> {
  const who = await staffWith(context, permission);
  if (!who.ok) return { detail: null, errors: [who.error] };
  const staff: StaffMember = who.staff;
  const reason = reasonText.trim();
  if (!reason || reason.length > REASON_MAX) return { detail: null, errors: [staffError(staff, errorCodes.STAFF_REASON_REQUIRED, 'reason')] };
  const orderId = await orderIdOf(context.db, number);
  if (orderId === null) return { detail: null, errors: [staffError(staff, errorCodes.STAFF_ORDER_NOT_FOUND, 'number')] };
  const audit: Audit = (tx, entry) => recordAudit(tx, staff, { ...entry, reason: entry.reason ?? reason });
  try {
    await service(context.db, { staffId: String(staff.id), reason }, audit, orderId);
  } catch (err) {
    if (!(err instanceof StaffRefusal)) throw err;
    const code = refusalCodes[err.code];
    if (code === undefined) context.logger?.error({ err }, 'a staff refusal without a catalogued code');
    const answer = await orderAnswer(context.db, staff, number);
    return { ...answer, errors: [staffError(staff, code ?? errorCodes.GENERIC, fields[err.code] ?? null)] };
  }
  return orderAnswer(context.db, staff, number);
}

const number = { required: true, description: 'The order number.' } as const;
const reason = { required: true, description: 'Why: kept in the audit log.' } as const;

adminBuilder.mutationField('resendOrderEmail', (f) =>
  f.field({
    type: OrderViewRef,
    description: 'Sends one of the order’s e-mails again, to its address or to a corrected one (`to`).',
    args: { number: f.arg.string(number), emailId: f.arg.int({ required: true }), to: f.arg.string(), reason: f.arg.string(reason) },
    resolve: (_root, args, context) =>
      act(context, 'orders.resend', args.number, args.reason, (db, staff, audit, orderId) =>
        resendEmail(db, staff, audit, { orderId, emailId: args.emailId, to: args.to?.trim() || undefined }),
      ),
  }),
);

adminBuilder.mutationField('resendOrderDelivery', (f) =>
  f.field({
    type: OrderViewRef,
    description: 'Sends now a delivery of the order that was not sent (needing attention, or waiting for its moment).',
    args: { number: f.arg.string(number), deliveryId: f.arg.int({ required: true }), reason: f.arg.string(reason) },
    resolve: (_root, args, context) =>
      act(context, 'orders.resend', args.number, args.reason, (db, staff, audit, orderId) =>
        resendDelivery(db, staff, audit, { orderId, deliveryId: args.deliveryId }),
      ),
  }),
);

adminBuilder.mutationField('refundOrderPackage', (f) =>
  f.field({
    type: OrderViewRef,
    description: 'Gives back one package’s total through the payment provider; its cards are stopped. The order stays completed.',
    args: { number: f.arg.string(number), packageId: f.arg.int({ required: true }), reason: f.arg.string(reason) },
    resolve: (_root, args, context) =>
      act(context, 'orders.refund', args.number, args.reason, (db, staff, audit, orderId) =>
        refundPackage(db, staff, audit, { orderId, packageId: args.packageId }),
      ),
  }),
);

adminBuilder.mutationField('refundOrder', (f) =>
  f.field({
    type: OrderViewRef,
    description: 'Gives back all that is left of the payment and cancels the order; every card of it is stopped.',
    args: { number: f.arg.string(number), reason: f.arg.string(reason) },
    resolve: (_root, args, context) =>
      act(context, 'orders.refund', args.number, args.reason, (db, staff, audit, orderId) => refundOrder(db, staff, audit, { orderId })),
  }),
);

adminBuilder.mutationField('cancelOrder', (f) =>
  f.field({
    type: OrderViewRef,
    description: 'Cancels an order still waiting for its payment (nothing to refund).',
    args: { number: f.arg.string(number), reason: f.arg.string(reason) },
    resolve: (_root, args, context) =>
      act(context, 'orders.cancel', args.number, args.reason, (db, staff, audit, orderId) => cancelOrder(db, staff, audit, { orderId })),
  }),
);

adminBuilder.mutationField('markTransferReceived', (f) =>
  f.field({
    type: OrderViewRef,
    description: 'The bank transfer’s money arrived: the order completes and its cards go out.',
    args: { number: f.arg.string(number), reason: f.arg.string(reason) },
    resolve: (_root, args, context) =>
      act(context, 'orders.transfer', args.number, args.reason, (db, staff, audit, orderId) => markTransferReceived(db, staff, audit, { orderId })),
  }),
);

adminBuilder.mutationField('addOrderNote', (f) =>
  f.field({
    type: OrderViewRef,
    description: 'Adds a note to the order. The note is its own reason in the audit log.',
    args: { number: f.arg.string(number), text: f.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const text = args.text.trim();
      if (!text) {
        const who = await staffWith(context, 'orders.note');
        return { detail: null, errors: [who.ok ? staffError(who.staff, errorCodes.STAFF_ORDER_NOTE_EMPTY, 'text') : who.error] };
      }
      return act(context, 'orders.note', args.number, text.slice(0, REASON_MAX), (db, staff, audit, orderId) =>
        addNote(db, staff, audit, { orderId, text: args.text }),
      );
    },
  }),
);
