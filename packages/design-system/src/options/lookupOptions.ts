/** One choice of a select: the value it stores and the text it shows. */
export interface SelectOption<Value extends number | string = number | string> {
  value: Value;
  label: string;
}

/** The keys of `Row` whose values are always of type `Type`. */
type KeysOfType<Row, Type> = {
  [Key in keyof Row]-?: Row[Key] extends Type ? Key : never;
}[keyof Row];

/**
 * A lookup list (a query's rows, `undefined` while it loads) as a select's options: each row's
 * `value` field is the choice, and its `label` field, or the text `label` writes from the row,
 * is what the reader sees. Every select of a lookup goes through here, so a list still loading
 * offers nothing instead of failing, and the ids stay the type the form stores.
 */
export function lookupOptions<Row, ValueKey extends KeysOfType<Row, number | string>>(
  rows: readonly Row[] | undefined,
  value: ValueKey,
  label: KeysOfType<Row, string> | ((row: Row) => string),
): SelectOption<Row[ValueKey] & (number | string)>[] {
  return (rows ?? []).map((row) => ({
    value: row[value] as Row[ValueKey] & (number | string),
    label: typeof label === 'function' ? label(row) : (row[label] as string),
  }));
}
