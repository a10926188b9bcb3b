import { inRefusableTransaction } from '@/db/refusable-transaction';

/**
 * A lesson command's reads and its writeManyWithOutbox in ONE rw transaction (the slots still
 * empty, the lessons still where the preview put them when it writes); a refusal undoes it all.
 */
export const inOneTransaction = inRefusableTransaction;
