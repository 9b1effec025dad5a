// The forms' one setup (issue 32): react-hook-form checking with a zod schema of common/forms/, the
// one the server parses the same input with, so a form shows the server's words under a field
// before sending. Errors show on submit and stay until the next submit (the forms' behaviour since
// the SPEC); the submit handler receives the schema's answer (trimmed, e-mail lower-cased).
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import type * as z from 'zod/mini';

export function useSchemaForm<Schema extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    // the schemas have no asynchronous rule: checked at once, errors show in the same task as the submit
    resolver: zodResolver(schema, undefined, { mode: 'sync' }),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    ...options,
  });
}

/**
 * Shows a refusal the server named a field for under that field, when the form has it (else under
 * `fallback`, the form's first field).
 */
export function showFieldRefusal<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
  refusal: { message: string; field: string | null | undefined },
  fallback: Path<Values>,
): void {
  const field = fields.find((candidate) => candidate === refusal.field) ?? fallback;
  setError(field, { type: 'server', message: refusal.message });
}
