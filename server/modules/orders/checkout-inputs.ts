// The checkout's inputs (§2 Checkout): step 1 your details, step 2 delivery, step 3 payment, as
// the storefront sends them; the rules are checkout-form.ts's, checked by the services.
import { builder } from '../../graphql/builder.ts';

export const DetailsInput = builder.inputType('CheckoutDetailsInput', {
  fields: (t) => ({
    customerType: t.string({ required: true }),
    firstName: t.string({ required: false }),
    lastName: t.string({ required: false }),
    email: t.string({ required: false }),
    confirmEmail: t.string({ required: false }),
    invoiceEmail: t.string({ required: false }),
    phoneCountry: t.string({ required: false }),
    phoneNumber: t.string({ required: false }),
    companyName: t.string({ required: false }),
    chamberOfCommerce: t.string({ required: false }),
    vatNumber: t.string({ required: false }),
    reference: t.string({ required: false }),
    sdiCode: t.string({ required: false }),
    pecAddress: t.string({ required: false }),
    street: t.string({ required: false, description: "An Italian business's registered office: street" }),
    houseNumber: t.string({ required: false }),
    suffix: t.string({ required: false }),
    postCode: t.string({ required: false }),
    city: t.string({ required: false }),
    fiscalCode: t.string({
      required: false,
      description: "An Italian private customer's codice fiscale, for the electronic invoice; with it, street to city are where they live",
    }),
  }),
});
const AddressInput = builder.inputType('DeliveryAddressInput', {
  fields: (t) => ({
    firstName: t.string({ required: false }),
    lastName: t.string({ required: false }),
    companyName: t.string({ required: false }),
    countryCode: t.string({ required: false }),
    street: t.string({ required: false }),
    houseNumber: t.string({ required: false }),
    suffix: t.string({ required: false }),
    postCode: t.string({ required: false }),
    city: t.string({ required: false }),
  }),
});
const PhysicalAssignment = builder.inputType('PhysicalPackageAddress', {
  fields: (t) => ({ packageId: t.id({ required: true }), address: t.int({ required: true, description: 'Index into addresses.' }) }),
});
const DigitalReceiverInput = builder.inputType('DigitalPackageReceiver', {
  fields: (t) => ({
    packageId: t.id({ required: true }),
    name: t.string({ required: false }),
    email: t.string({ required: false }),
    deliverAt: t.string({ required: false, description: 'Italian wall time YYYY-MM-DDTHH:mm; empty for now.' }),
  }),
});
export const DeliveryInput = builder.inputType('CheckoutDeliveryInput', {
  fields: (t) => ({
    addresses: t.field({ type: [AddressInput], required: true }),
    physical: t.field({ type: [PhysicalAssignment], required: true }),
    digital: t.field({ type: [DigitalReceiverInput], required: true }),
    registeredMail: t.boolean({ required: false }),
  }),
});
export const PaymentInput = builder.inputType('CheckoutPaymentInput', {
  fields: (t) => ({
    method: t.string({ required: true }),
    bank: t.string({ required: false }),
    termsAccepted: t.boolean({ required: false }),
    expectedGrandTotal: t.float({ required: false, description: 'The grand total the customer saw, in major units.' }),
  }),
});
