// The account area's view of the GraphQL contract (accounts and customer orders): the fields its screens read.
import type { Money } from '../../../common/money.ts';
import type { ErrorItem } from '../../../common/errors/catalogue.ts';
import type { CheckoutOrder } from '../checkout/types.ts';

export type CustomerAddress = {
  postCode: string | null; houseNumber: string | null; suffix: string | null; street: string | null; city: string | null;
  administrativeArea: string | null; companyName: string | null; countryCode: string | null;
};
export type CustomerProfile = {
  firstName: string; lastName: string; email: string; invoiceEmail: string | null; phoneNumber: string | null;
  phoneCountry: string | null; customerType: 'PRIVATE' | 'BUSINESS'; companyName: string | null; vatNumber: string | null;
  chamberOfCommerce: string | null; sdiCode: string | null; pecAddress: string | null; address: CustomerAddress | null;
  billingEmail: string;
};
export type UserInfo = { mainProfile: CustomerProfile | null; subscribed: boolean };
export type Customer = UserInfo & { mainProfile: CustomerProfile };

export type OrderStatus = 'pending' | 'completed' | 'canceled';
export type CustomerOrderRow = {
  uuid: string; number: string; status: OrderStatus; flow: string; placedAt: string; paymentMethod: string | null;
  paymentMethodLabel: string | null; grandTotal: Money; packagesCount: number; invoiceUrl: string | null; canReorder: boolean;
};
export type CustomerOrder = CustomerOrderRow & { order: CheckoutOrder };

export type ReorderLine = { title: string; kind: string; value: Money; quantity: number; available: boolean; price: Money };

export type AddressBookEntry = {
  id: string; firstName: string | null; lastName: string | null; email: string | null; companyName: string | null;
  countryCode: string | null; postCode: string | null; houseNumber: string | null; suffix: string | null; street: string | null; city: string | null;
};

export type AccountPaths = {
  overview: string; orders: string; data: string; addressBook: string; reorder: string; logout: string;
  identify: string; basket: string; home: string; productList: string;
};

/** What a refused form post answers: which form, its errors, and what was typed (passwords never come back). */
export type FormReply = { intent: string; errors: ErrorItem[]; values: Record<string, string>; done?: boolean };
