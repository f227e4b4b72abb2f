import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';

/**
 * The product's one form pattern: react-hook-form validated by the contracts' zod schema, the
 * same schema the server validates the write with, so the form and the API say the same thing.
 * Validates as the user types; `values` (the loaded record) resets the form when it changes,
 * which makes the form clean again (spec §4: clean, dirty, Reset).
 */
export function useSchemaForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  values: z.input<Schema>,
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema as never) as never,
    mode: 'onChange',
    defaultValues: values as DefaultValues<z.input<Schema>>,
    values,
    resetOptions: { keepDirtyValues: false },
  });
}
