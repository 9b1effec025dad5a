// A field that adds image files to a form's list, several at a time: the ad form's photos and a blog's
// new images choose files the same way and show their chosen files below (children).
import { Field, Input } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FieldErrorText } from './FieldErrorText.tsx';

export function ImageFilesField({
  label,
  error,
  keep = () => true,
  onAdd,
  children,
}: {
  label: string;
  error?: string | undefined;
  /** which of the chosen files are added (all of them unless told) */
  keep?: (file: File) => boolean;
  onAdd: (chosen: File[]) => void;
  children?: ReactNode;
}) {
  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="file"
        accept="image/*"
        multiple
        p="1"
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])].filter(keep);
          // the input is cleared so that the same file can be chosen again after it was removed
          event.target.value = '';
          if (chosen.length > 0) onAdd(chosen);
        }}
      />
      <FieldErrorText>{error}</FieldErrorText>
      {children}
    </Field.Root>
  );
}
