// An account form's e-mail address: a TextField labelled Email that browsers fill with the user's address.
import { useLingui } from '@lingui/react/macro';
import { TextField, type TextFieldProps } from '../TextField.tsx';

export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'autoComplete'>) {
  const { t } = useLingui();
  return <TextField label={t`Email`} type="email" autoComplete="email" {...props} />;
}
