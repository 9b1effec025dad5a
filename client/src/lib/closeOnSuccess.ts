// A dialog form's submit rule, kept by every confirm dialog of the dashboards: nothing is sent again
// while its action runs, and the dialog closes once the action answered that it succeeded.

/** The handler to give react-hook-form's handleSubmit: `confirm` answers whether the action succeeded. */
export function closeOnSuccess<Values>(
  busy: boolean,
  confirm: (values: Values) => Promise<boolean>,
  onClose: () => void,
): (values: Values) => Promise<void> {
  return async (values) => {
    if (busy) return;
    if (await confirm(values)) onClose();
  };
}
