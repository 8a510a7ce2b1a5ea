/** The largest value of a PostgreSQL `serial` (integer) id: a larger number can name no row. */
export const MAX_ROW_ID = 2_147_483_647;

/** Whether `value` can be a row's id: a whole number from 1 to MAX_ROW_ID. */
export function isRowId(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 1 && value <= MAX_ROW_ID;
}
