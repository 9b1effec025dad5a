// Custom sections (SPEC section 5): titled free text, added with both parts, titles unique
// (case-insensitive), editable in place and removable.
import { Button, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { FormSection } from './FormSection.tsx';
import { customSectionProblem, editedSectionProblem, type CustomSection } from './createAdRules.ts';

interface SectionsProps {
  sections: readonly CustomSection[];
  onChange: (sections: CustomSection[]) => void;
}

export function CustomSectionsField({ sections, onChange }: SectionsProps) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [editing, setEditing] = useState<number | null>(null);

  const add = () => {
    const problem = customSectionProblem(sections, title, description);
    setError(problem);
    if (problem) return;
    onChange([...sections, { title: title.trim(), description: description.trim() }]);
    setTitle('');
    setDescription('');
  };

  return (
    <FormSection title="Custom Sections">
      {sections.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="3" aria-label="Custom sections">
          {sections.map((section, index) => (
            <li key={section.title}>
              {editing === index ? (
                <SectionEditor
                  section={section}
                  problemOf={(edited) => editedSectionProblem(sections, index, edited.title, edited.description)}
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
                    <Button size="xs" variant="outline" aria-label={`Edit section ${section.title}`} onClick={() => setEditing(index)}>
                      Edit
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      aria-label={`Remove section ${section.title}`}
                      onClick={() => {
                        setEditing(null);
                        onChange(sections.filter((_, at) => at !== index));
                      }}
                    >
                      Remove
                    </Button>
                  </HStack>
                </Stack>
              )}
            </li>
          ))}
        </Stack>
      )}
      <Field.Root invalid={error !== undefined}>
        <Field.Label>Section Title</Field.Label>
        <Input value={title} onChange={(event) => setTitle(event.target.value)} />
      </Field.Root>
      <Field.Root invalid={error !== undefined}>
        <Field.Label>Section Description</Field.Label>
        <Textarea value={description} onChange={(event) => setDescription(event.target.value)} rows={3} />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      <Button variant="outline" alignSelf="flex-start" onClick={add}>
        Add Section
      </Button>
    </FormSection>
  );
}

interface SectionEditorProps {
  section: CustomSection;
  problemOf: (edited: CustomSection) => string | undefined;
  onSave: (edited: CustomSection) => void;
  onCancel: () => void;
}

function SectionEditor({ section, problemOf, onSave, onCancel }: SectionEditorProps) {
  const [title, setTitle] = useState(section.title);
  const [description, setDescription] = useState(section.description);
  const [error, setError] = useState<string | undefined>();
  const save = () => {
    const edited = { title: title.trim(), description: description.trim() };
    const problem = problemOf(edited);
    setError(problem);
    if (!problem) onSave(edited);
  };
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3">
      <Field.Root invalid={error !== undefined}>
        <Field.Label>Edit Title</Field.Label>
        <Input value={title} onChange={(event) => setTitle(event.target.value)} />
      </Field.Root>
      <Field.Root invalid={error !== undefined}>
        <Field.Label>Edit Description</Field.Label>
        <Textarea value={description} onChange={(event) => setDescription(event.target.value)} rows={3} />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      <HStack>
        <Button size="xs" colorPalette="brand" onClick={save}>
          Save
        </Button>
        <Button size="xs" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}
