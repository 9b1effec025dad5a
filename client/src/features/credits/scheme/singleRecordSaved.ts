// Each scheme screen saves one record that has no id: after a save the root's field points at the
// answered record (so the screen shows the saved values), and a refusal names the input it blames.
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { rootTakesAnswered } from '../../../lib/rootRecords.ts';
import { refusedWithField } from '../../../lib/useResultMutation.ts';

/** The spec, past its variables, of the mutation `mutationField` saving the root's `field`; a success answers `{ kind }`. */
export function singleRecordSaved<K extends string>(mutationField: string, field: string, kind: K) {
  return {
    updater: (store: RecordSourceSelectorProxy) => rootTakesAnswered(store, mutationField, field),
    done: () => ({ kind }),
    refused: refusedWithField,
  };
}
