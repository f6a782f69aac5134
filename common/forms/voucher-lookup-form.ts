import { z } from 'zod';

// The voucher lookup of /daticarta/ (§2): the code of the activation e-mail, asked for when the
// link did not carry it (a GET form: the page's query). The page checks it in the browser and in
// its loader; an unknown code is the API's to say.
export const voucherLookupSchema = z.object({
  code: z.string({ error: 'activation.voucher.codeRequired' }).trim().min(1, { error: 'activation.voucher.codeRequired' }),
});
