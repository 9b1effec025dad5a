// The first and last day of a purchase on the Promote page, each a date within the days on sale
// (`min` to `max`): the days a placement is bought for, and the days a daily bump runs.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../components/TextField.tsx';

interface DayField {
  label: string;
  input: UseFormRegisterReturn;
  error: string | undefined;
}

export function DayRangeFields({ min, max, fields }: { min: string; max: string; fields: readonly DayField[] }) {
  return fields.map(({ label, input, error }) => (
    <TextField key={input.name} label={label} type="date" min={min} max={max} error={error} {...input} />
  ));
}
