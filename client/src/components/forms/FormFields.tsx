// The text and choice fields bound to a useSchemaForm form by the field's name: the field registers
// itself and shows that name's error, so a form states only its label and what differs.
import type {
  FieldValues,
  FormState,
  Path,
  RegisterOptions,
  UseFormGetFieldState,
  UseFormRegister,
} from 'react-hook-form';
import { ChoiceField, type ChoiceFieldProps } from '../ChoiceField.tsx';
import { TextField, type TextFieldProps } from '../TextField.tsx';

/** What a bound field needs of its form: useSchemaForm's answer. */
export interface BindingForm<Values extends FieldValues> {
  register: UseFormRegister<Values>;
  getFieldState: UseFormGetFieldState<Values>;
  formState: FormState<Values>;
}

interface Binding<Values extends FieldValues> {
  form: BindingForm<Values>;
  name: Path<Values>;
  /** register's options (a change that also sets another field) */
  registerOptions?: RegisterOptions<Values, Path<Values>>;
}

function errorOf<Values extends FieldValues>({ form, name }: Binding<Values>): string | undefined {
  // the form state is passed on so that the field re-renders when the error changes
  return form.getFieldState(name, form.formState).error?.message;
}

export function FormTextField<Values extends FieldValues>({
  form,
  name,
  registerOptions,
  ...field
}: Binding<Values> & Omit<TextFieldProps, 'error' | 'name' | 'form'>) {
  return <TextField {...field} {...form.register(name, registerOptions)} error={errorOf({ form, name })} />;
}

export function FormChoiceField<Values extends FieldValues>({
  form,
  name,
  registerOptions,
  ...field
}: Binding<Values> & Omit<ChoiceFieldProps, 'input' | 'error'>) {
  return <ChoiceField {...field} input={form.register(name, registerOptions)} error={errorOf({ form, name })} />;
}
