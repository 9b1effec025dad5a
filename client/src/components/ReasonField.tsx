// The reason a desk decision asks for (a take-down, a refusal, a removed photo): a textarea bound to the
// form's `reason`, whose error goes as soon as it is edited. The desk's reason forms share it.
import { useLingui } from '@lingui/react/macro';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { DECISION_REASON_MAX } from '../../../common/forms/moderation.ts';
import { TextareaField } from './TextareaField.tsx';

/** What the field needs of the form: useSchemaForm's answer for a schema with a `reason`. */
export interface FormWithReason {
  register: (name: 'reason', options: { onChange: () => void }) => UseFormRegisterReturn<'reason'>;
  clearErrors: (name: 'reason') => void;
  formState: { errors: { reason?: Pick<FieldError, 'message'> } };
}

export function ReasonField({
  form,
  helper,
  maxLength = DECISION_REASON_MAX,
  required,
}: {
  form: FormWithReason;
  helper: string;
  /** A decision's reason's length by default. */
  maxLength?: number;
  required?: boolean;
}) {
  const { t } = useLingui();
  return (
    <TextareaField
      label={t`Reason`}
      helper={helper}
      error={form.formState.errors.reason?.message}
      required={required}
      maxLength={maxLength}
      {...form.register('reason', { onChange: () => form.clearErrors('reason') })}
    />
  );
}
