// A password's TextField: the text hidden, and a password manager offers a new password unless
// `autoComplete` asks for the current one ("current-password").
import { TextField, type TextFieldProps } from './TextField.tsx';

export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="password" autoComplete="new-password" {...props} />;
}
