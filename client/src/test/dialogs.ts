// Opening a dialog from the button that shows it: most dashboard tests add or edit a record this way.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Clicks the button named `button` and waits for the dialog named `dialog` (the button's name unless
 * given; null for whichever dialog opens), which it returns.
 */
export async function openDialog(button: string, dialog: string | null = button): Promise<HTMLElement> {
  await userEvent.click(screen.getByRole('button', { name: button }));
  return dialog === null ? screen.findByRole('dialog') : screen.findByRole('dialog', { name: dialog });
}
