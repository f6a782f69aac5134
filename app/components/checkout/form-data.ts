// Form posts → API inputs. Field names follow the API's referencedRequestParameter, so an error
// finds its field: "details.email", "delivery.addresses.0.postCode", "payment.termsAccepted".

export type ErrorItem = { code: number; message: string; referencedRequestParameter: string | null };

const detailFields = [
  'customerType',
  'firstName',
  'lastName',
  'email',
  'confirmEmail',
  'invoiceEmail',
  'phoneCountry',
  'phoneNumber',
  'companyName',
  'chamberOfCommerce',
  'vatNumber',
  'reference',
  'sdiCode',
  'pecAddress',
] as const;
const addressFields = ['firstName', 'lastName', 'companyName', 'countryCode', 'street', 'houseNumber', 'suffix', 'postCode', 'city'] as const;

export function detailsInput(values: Record<string, string>) {
  return Object.fromEntries(detailFields.map((f) => [f, values[`details.${f}`] ?? (f === 'customerType' ? '' : null)]));
}

export function deliveryInput(values: Record<string, string>) {
  const count = Number(values.addressCount ?? 0);
  const addresses = Array.from({ length: count }, (_, i) => Object.fromEntries(addressFields.map((f) => [f, values[`delivery.addresses.${i}.${f}`] ?? null])));
  const physical = Object.keys(values)
    .filter((k) => /^delivery\.physical\.\d+\.address$/.test(k))
    .map((k) => ({ packageId: k.split('.')[2], address: Number(values[k]) }));
  const digitalIds = [
    ...new Set(
      Object.keys(values)
        .filter((k) => /^delivery\.digital\.\d+\./.test(k))
        .map((k) => k.split('.')[2]),
    ),
  ];
  const digital = digitalIds.map((id) => {
    const when = values[`delivery.digital.${id}.when`];
    return {
      packageId: id,
      name: values[`delivery.digital.${id}.name`] || null,
      email: values[`delivery.digital.${id}.email`] || null,
      deliverAt: when === 'later' ? values[`delivery.digital.${id}.deliverAt`] || 'invalid' : null,
    };
  });
  return { addresses, physical, digital, registeredMail: values['delivery.registeredMail'] === 'on' };
}

/** The API's errors by field name, the first one each; errors with no field go under "". */
export function errorsByField(errors: ErrorItem[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors ?? []) {
    const key = e.referencedRequestParameter ?? '';
    out[key] ??= e.message;
  }
  return out;
}
