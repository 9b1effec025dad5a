// The buttons an admin list of editable items repeats on each row (Edit, and a remove button when the item
// can be removed) and under its table (the one that adds an item). The staff's screens give their texts.
import { Button, HStack } from '@chakra-ui/react';

export interface ItemRowAction {
  label: string;
  /** a removing action, shown red */
  danger?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

/** A row's actions, each named with the item for assistive technology (e.g. "Edit DIWALI"); false ones are left out. */
export function ItemRowActions({ name, actions }: { name: string; actions: readonly (ItemRowAction | false)[] }) {
  return (
    <HStack gap="2">
      {actions.map(
        (action) =>
          action && (
            <Button
              key={action.label}
              size="xs"
              variant="outline"
              colorPalette={action.danger ? 'red' : undefined}
              aria-label={`${action.label} ${name}`}
              disabled={action.disabled}
              onClick={action.onClick}
            >
              {action.label}
            </Button>
          ),
      )}
    </HStack>
  );
}

export function AddItemButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <HStack>
      <Button colorPalette="brand" size="sm" onClick={onClick}>
        {label}
      </Button>
    </HStack>
  );
}
