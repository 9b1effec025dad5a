// Custom sections (SPEC section 5): titled free text, added with both parts, titles unique
// (case-insensitive), editable in place and removable. A new or edited section is a small form of
// its own (newCustomSectionSchema, editedCustomSectionSchema).
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSchemaForm } from '../../../lib/useSchemaForm.ts';
import { DashboardSection } from '../../../components/DashboardSection.tsx';
import {
  editedCustomSectionSchema,
  newCustomSectionSchema,
  useCreateAdTexts,
  type CustomSection,
} from './createAdRules.ts';
import { TextField } from '../../../components/TextField.tsx';
import { TextareaField } from '../../../components/TextareaField.tsx';

interface SectionsProps {
  sections: readonly CustomSection[];
  onChange: (sections: CustomSection[]) => void;
}

export function CustomSectionsField({ sections, onChange }: SectionsProps) {
  const { t } = useLingui();
  const texts = useCreateAdTexts();
  const entry = useSchemaForm(newCustomSectionSchema(sections), { defaultValues: { title: '', description: '' } });
  const error = entry.formState.errors.description?.message;
  // which section shows its editor (one at a time)
  const [editing, setEditing] = useState<number | null>(null);

  const add = entry.handleSubmit(({ title, description }) => {
    onChange([...sections, { title: title.trim(), description: description.trim() }]);
    entry.reset();
  });

  return (
    <DashboardSection title={t`Custom Sections`}>
      {sections.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="3" aria-label={t`Custom sections`}>
          {sections.map((section, index) => (
            <li key={section.title}>
              {editing === index ? (
                <SectionEditor
                  section={section}
                  schema={editedCustomSectionSchema(sections, index, texts)}
                  onSave={(edited) => {
                    onChange(sections.map((other, at) => (at === index ? edited : other)));
                    setEditing(null);
                  }}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <Stack gap="1" borderWidth="1px" borderRadius="md" p="3">
                  <Text fontWeight="semibold">{section.title}</Text>
                  <Text whiteSpace="pre-wrap">{section.description}</Text>
                  <HStack>
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={t`Edit section ${section.title}`}
                      onClick={() => setEditing(index)}
                    >
                      <Trans>Edit</Trans>
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      aria-label={t`Remove section ${section.title}`}
                      onClick={() => {
                        setEditing(null);
                        onChange(sections.filter((_, at) => at !== index));
                      }}
                    >
                      <Trans>Remove</Trans>
                    </Button>
                  </HStack>
                </Stack>
              )}
            </li>
          ))}
        </Stack>
      )}
      <TextField label={t`Section Title`} invalid={error !== undefined} {...entry.register('title')} />
      <TextareaField label={t`Section Description`} error={error} {...entry.register('description')} />
      <Button variant="outline" alignSelf="flex-start" onClick={() => void add()}>
        <Trans>Add Section</Trans>
      </Button>
    </DashboardSection>
  );
}

interface SectionEditorProps {
  section: CustomSection;
  schema: ReturnType<typeof editedCustomSectionSchema>;
  onSave: (edited: CustomSection) => void;
  onCancel: () => void;
}

function SectionEditor({ section, schema, onSave, onCancel }: SectionEditorProps) {
  const { t } = useLingui();
  const edited = useSchemaForm(schema, { defaultValues: { title: section.title, description: section.description } });
  const error = edited.formState.errors.description?.message;
  const save = edited.handleSubmit(({ title, description }) =>
    onSave({ title: title.trim(), description: description.trim() }),
  );
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3">
      <TextField label={t`Edit Title`} invalid={error !== undefined} {...edited.register('title')} />
      <TextareaField label={t`Edit Description`} error={error} {...edited.register('description')} />
      <HStack>
        <Button size="xs" colorPalette="brand" onClick={() => void save()}>
          <Trans>Save</Trans>
        </Button>
        <Button size="xs" variant="outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}
