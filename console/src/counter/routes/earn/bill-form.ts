import { z } from 'zod';
import { billNo, MAX_BILL_AMOUNT } from '@crm/contract/store';
import { bahtTyped } from '../../common/money';

/** The bill as typed: the amount as text (satang, commas allowed), the number as printed. */
export const billForm = z.object({
  amount: z.string().refine((text) => {
    const baht = bahtTyped(text);
    return baht !== null && baht <= MAX_BILL_AMOUNT;
  }),
  bill_no: billNo,
});
export type BillFormValues = z.input<typeof billForm>;
export type BillFormOutput = z.output<typeof billForm>;
