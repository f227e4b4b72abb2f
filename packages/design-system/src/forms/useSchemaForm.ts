import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';

/** A form's values: what the schema takes, where any field may still be empty (null). */
export type FormValues<Input> = { [Field in keyof Input]: Input[Field] | null };

/**
 * The product's one form pattern: react-hook-form validated by the contracts' zod schema, the
 * same schema the server validates the write with, so the form and the API say the same thing.
 * Validates as the user types; `values` (the loaded record) resets the form when it changes,
 * which makes the form clean again (spec §4: clean, dirty, Reset).
 */
export function useSchemaForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  values: FormValues<z.input<Schema>>,
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema as never) as never,
    mode: 'onChange',
    defaultValues: values as DefaultValues<z.input<Schema>>,
    values: values as z.input<Schema>,
    resetOptions: { keepDirtyValues: false },
  });
}
