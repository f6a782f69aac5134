// The checkout's view of the GraphQL contract: the fields its screens read.

type M = { value: number; currency: string };
export type Address = {
  firstName: string | null; lastName: string | null; companyName: string | null; countryCode: string | null; postCode: string | null;
  houseNumber: string | null; suffix: string | null; street: string | null; city: string | null; email: string | null;
  invoiceEmail: string | null; phoneNumber: string | null; vatNumber: string | null; referenceNumber: string | null; kvkNumber: string | null;
  customerType: 'PRIVATE' | 'BUSINESS' | null;
};
export type CheckoutPackage = {
  tag: string; packageId: string; receiverTitle: string; receiverDescription: string; totalPrice: M;
  cardsPreviews: { productLabel: string; image: { url: { href: string }; alt: string }; color: { color: string } }[];
  package: { giftcard: { qty: number; variation: { variationType: string; price: M } }; message: { text: string | null } | null };
};
export type CheckoutShipment = {
  tag: string; kind: 'DIGITAL' | 'PHYSICAL'; deliveryDate: string | null; formattedDeliveryDate: string | null;
  deliveryAddress: Address | null; receiver: { name: string; email: string } | null; registeredMail: boolean; packages: { id: string }[];
};
export type CheckoutOrder = {
  id: string; number: string | null; status: 'BASKET' | 'PENDING' | 'COMPLETED' | 'CANCELED'; quantity: number; paymentMethod: string | null;
  shipments: CheckoutShipment[]; packagesGroups: CheckoutPackage[];
  groupedTotals: { digitalTotal: { qty: number; price: M }; physicalTotal: { qty: number; price: M }; extra: M };
  totals: { subTotal: M; grandTotalWithoutTax: M; tax: M; grandTotal: M; adjustments: { title: string; adjustmentType: string; price: M }[] };
  billingAddress: Address | null; registeredMailRequired: boolean; expectedDispatchDate: string | null; dispatchToday: boolean;
};
export type PaymentMethodData = { id: string; label: string; businessOnly: boolean; banks: { id: string; issuer: string }[] };

const ADDRESS = 'firstName lastName companyName countryCode postCode houseNumber suffix street city email invoiceEmail phoneNumber vatNumber referenceNumber kvkNumber sdiCode pecAddress customerType';
export const CHECKOUT_ORDER_FIELDS = `id number status quantity paymentMethod registeredMailRequired expectedDispatchDate dispatchToday
  shipments { tag kind deliveryDate formattedDeliveryDate registeredMail deliveryAddress { ${ADDRESS} } receiver { name email } packages { id } }
  packagesGroups { tag packageId receiverTitle receiverDescription totalPrice { value currency }
    cardsPreviews { productLabel image { url { href } alt } color { color } }
    package { giftcard { qty variation { variationType price { value currency } } } message { text } } }
  groupedTotals { digitalTotal { qty price { value currency } } physicalTotal { qty price { value currency } } extra { value currency } }
  totals { subTotal { value currency } grandTotalWithoutTax { value currency } tax { value currency } grandTotal { value currency }
    adjustments { title adjustmentType price { value currency } } }
  billingAddress { ${ADDRESS} }`;
