// The dialog of an admin list that adds and changes its items: open on an item to change it, or on 'new'
// to add one; its form gets the item, or null when adding.
import type { ReactNode } from 'react';
import { FormDialog } from '../FormDialog.tsx';

/** Which item the list's dialog is for: null while it is closed, 'new' while adding. */
export type EditingItem<Item> = Item | 'new' | null;

export function ItemFormDialog<Item>({
  editing,
  addTitle,
  editTitle,
  busy,
  onClose,
  children,
}: {
  editing: EditingItem<Item>;
  addTitle: string;
  editTitle: string;
  busy: boolean;
  onClose: () => void;
  children: (item: Item | null) => ReactNode;
}) {
  return (
    <FormDialog open={editing !== null} title={editing === 'new' ? addTitle : editTitle} busy={busy} onClose={onClose}>
      {editing !== null && children(editing === 'new' ? null : editing)}
    </FormDialog>
  );
}

/**
 * The toasts of adding, updating and removing an admin list's item, in the SPEC's pattern: 'Adding Coupon...',
 * 'Coupon Added Successfully!', 'Failed to Add Coupon' (the fallbacks without a full stop, SPEC section 8).
 */
export function itemActionTexts(item: string) {
  return {
    add: { progress: `Adding ${item}...`, success: `${item} Added Successfully!`, fallback: `Failed to Add ${item}` },
    update: {
      progress: `Updating ${item}...`,
      success: `${item} Updated Successfully!`,
      fallback: `Failed to Update ${item}`,
    },
    remove: { progress: `Removing ${item}...`, success: `${item} Removed`, fallback: `Failed to Remove ${item}` },
  };
}
