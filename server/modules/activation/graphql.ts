import { builder } from '../../graphql/builder.ts';
import { ErrorItemRef, MoneyRef, UserData, resolveStore } from '../../graphql/common.ts';
import { toMoney } from '../../../common/money.ts';
import type { ErrorItem } from '../../../common/errors/catalogue.ts';
import { clientKeysFor } from '../../graphql/cookies.ts';
import { ACTIVATED_VALID_MONTHS } from '../giftcards/index.ts';
import {
  activationOrderByUuid,
  activationVoucher,
  createActivationOrder,
  type ActivationOrderView,
  type ActivationStatus,
  type ActivationVoucher,
} from './service.ts';

// §7 "create activation order", the thanks page's order and the voucher page (/daticarta/).

const statusOf = (s: ActivationStatus) => s.toUpperCase() as 'PENDING' | 'ACTIVATED' | 'FAILED';

const ActivationStatusEnum = builder.enumType('ActivationStatus', {
  description: 'PENDING until the job activates the card (within 24 hours); FAILED when it could not.',
  values: ['PENDING', 'ACTIVATED', 'FAILED'] as const,
});

const CardStatusEnum = builder.enumType('ActivationCardStatus', {
  description: 'The card as it stands now: BLANK before activation, EXPIRED past its date.',
  values: ['BLANK', 'ACTIVE', 'BLOCKED', 'EXPIRED'] as const,
});

const ActivationOrderRef = builder.objectRef<ActivationOrderView>('ActivationOrder').implement({
  fields: (t) => ({
    uuid: t.exposeString('uuid'),
    status: t.field({ type: ActivationStatusEnum, resolve: (o) => statusOf(o.status) }),
    email: t.exposeString('email', { description: 'Where the activation e-mail goes.' }),
    cardNumber: t.string({ description: 'Masked: first 6 and last 4 digits.', resolve: (o) => o.maskedNumber }),
    voucherCode: t.exposeString('voucherCode', { description: 'The code of the activation voucher page.' }),
    createdAt: t.string({ resolve: (o) => o.createdAt.toISOString() }),
  }),
});

const ActivationVoucherRef = builder.objectRef<ActivationVoucher>('ActivationVoucher').implement({
  fields: (t) => ({
    code: t.exposeString('code'),
    status: t.field({ type: ActivationStatusEnum, resolve: (v) => statusOf(v.status) }),
    cardStatus: t.field({ type: CardStatusEnum, resolve: (v) => v.cardStatus.toUpperCase() as 'BLANK' }),
    cardNumber: t.string({ description: 'Masked: first 6 and last 4 digits.', resolve: (v) => v.maskedNumber }),
    value: t.field({ type: MoneyRef, description: 'What the card holds once active.', resolve: (v) => toMoney(v.valueCents, v.currency) }),
    expiresAt: t.string({
      nullable: true,
      description: 'Null until active: the validity starts at activation.',
      resolve: (v) => v.expiresAt?.toISOString() ?? null,
    }),
    validMonths: t.int({ description: 'How long the card is valid from its activation, in months.', resolve: () => ACTIVATED_VALID_MONTHS }),
    activatedAt: t.string({ nullable: true, resolve: (v) => v.activatedAt?.toISOString() ?? null }),
  }),
});

type OrderPayload = { order: ActivationOrderView | null; errors: ErrorItem[] };
type VoucherPayload = { voucher: ActivationVoucher | null; errors: ErrorItem[] };

const ActivationOrderPayload = builder.objectRef<OrderPayload>('ActivationOrderPayload').implement({
  fields: (t) => ({
    order: t.field({ type: ActivationOrderRef, nullable: true, resolve: (p) => p.order }),
    errors: t.field({ type: [ErrorItemRef], resolve: (p) => p.errors }),
  }),
});

const ActivationVoucherPayload = builder.objectRef<VoucherPayload>('ActivationVoucherPayload').implement({
  fields: (t) => ({
    voucher: t.field({ type: ActivationVoucherRef, nullable: true, resolve: (p) => p.voucher }),
    errors: t.field({ type: [ErrorItemRef], resolve: (p) => p.errors }),
  }),
});

builder.mutationField('createActivationOrder', (t) =>
  t.field({
    type: ActivationOrderPayload,
    description:
      "Asks to activate a blank card (19-digit number) for the holder's e-mail. Errors: 4001 activation failed, " +
      '4002 card prefix not allowed, 4003 invalid e-mail, 9004 field rules, 3012 human check failed, 3013 too many attempts. ' +
      'A card check: one per request, with the human check (captchaChallenge).',
    args: {
      userData: t.arg({ type: UserData, required: true }),
      cardNumber: t.arg.string({ required: true }),
      email: t.arg.string({ required: true }),
      captchaToken: t.arg.string({ required: false, description: 'The solved ALTCHA token (base64), once.' }),
    },
    resolve: async (_r, args, gql) => {
      const r = resolveStore(args.userData, gql);
      if (!r.ok) return { order: null, errors: r.errors };
      return createActivationOrder(r.ctx, { cardNumber: args.cardNumber, email: args.email, captchaToken: args.captchaToken }, clientKeysFor(gql));
    },
  }),
);

builder.queryField('activationOrder', (t) =>
  t.field({
    type: ActivationOrderPayload,
    description: 'An activation order by its uuid (the thanks page). 9003 when there is none.',
    args: { userData: t.arg({ type: UserData, required: true }), uuid: t.arg.string({ required: true }) },
    resolve: async (_r, args, gql) => {
      const r = resolveStore(args.userData, gql);
      if (!r.ok) return { order: null, errors: r.errors };
      return activationOrderByUuid(r.ctx, args.uuid);
    },
  }),
);

builder.queryField('activationVoucher', (t) =>
  t.field({
    type: ActivationVoucherPayload,
    description: 'The activation voucher data (/daticarta/) by the code of the activation e-mail. 9003 when unknown.',
    args: { userData: t.arg({ type: UserData, required: true }), code: t.arg.string({ required: true }) },
    resolve: async (_r, args, gql) => {
      const r = resolveStore(args.userData, gql);
      if (!r.ok) return { voucher: null, errors: r.errors };
      return activationVoucher(r.ctx, args.code);
    },
  }),
);
