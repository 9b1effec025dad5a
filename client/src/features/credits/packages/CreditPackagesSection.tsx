// The admin's credit packages (issue 34): each with its price, credits, bonus, order and whether the credit
// form offers it; added and changed in a dialog, removed (deleted, or deactivated once bought).
import { Badge, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { CreditPackagesSection_creditPackage$data } from '../../../__generated__/CreditPackagesSection_creditPackage.graphql';
import { CheckboxField } from '../../../components/CheckboxField.tsx';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { FormDialogForm } from '../../../components/FormDialog.tsx';
import { FormTextField } from '../../../components/forms/FormFields.tsx';
import { ItemFormDialog, itemActionTexts, type EditingItem } from '../../../components/forms/ItemFormDialog.tsx';
import { AddItemButton, ItemRowActions } from '../../../components/forms/ItemRowActions.tsx';
import { closeOnSuccess } from '../../../lib/closeOnSuccess.ts';
import { runWithToasts } from '../../../components/runWithToasts.ts';
import { useSchemaForm } from '../../../lib/useSchemaForm.ts';
import { formatIndianNumber } from '../../../../../common/india.ts';
import { creditPackageSchema, PACKAGE_NAME_MAX } from '../../../../../common/forms/packages.ts';
import {
  useCreateCreditPackageMutation,
  useRemoveCreditPackageMutation,
  useUpdateCreditPackageMutation,
  type CreditPackageDraft,
} from './useCreditPackageMutations.ts';

// the fields the page's query and the mutations' answers read (unmasked)
export const CreditPackagesSectionPackageFragment = graphql`
  fragment CreditPackagesSection_creditPackage on CreditPackage {
    id
    databaseId
    name
    priceRupees
    credits
    bonusCredits
    position
    active
    requestCount
  }
`;

export type CreditPackageRow = Omit<CreditPackagesSection_creditPackage$data, ' $fragmentType'>;

const COLUMNS: DataTableColumn[] = [
  { header: 'Name' },
  { header: 'Price', numeric: true },
  { header: 'Credits', numeric: true },
  { header: 'Bonus', numeric: true },
  { header: 'Order', numeric: true },
  { header: 'Status' },
  { header: 'Action' },
];

export const PACKAGE_TEXTS = { empty: 'No packages yet', ...itemActionTexts('Package') };

export function CreditPackagesSection({ packages }: { packages: readonly CreditPackageRow[] }) {
  // null: closed; 'new': adding; else the package being changed
  const [editing, setEditing] = useState<EditingItem<CreditPackageRow>>(null);
  const [remove, isRemoving] = useRemoveCreditPackageMutation();
  return (
    <Stack gap="3">
      <Text textStyle="sm" color="fg.muted">
        The credit form offers the active packages in this order. A package that has been bought keeps its price and
        credits; removing it deactivates it.
      </Text>
      <DataTable
        label="Credit packages"
        columns={COLUMNS}
        emptyText={PACKAGE_TEXTS.empty}
        isEmpty={packages.length === 0}
      >
        {packages.map((pack) => (
          <Table.Row key={pack.id}>
            <Table.Cell>{pack.name}</Table.Cell>
            <Table.Cell textAlign="end">₹{formatIndianNumber(pack.priceRupees)}</Table.Cell>
            <Table.Cell textAlign="end">{pack.credits}</Table.Cell>
            <Table.Cell textAlign="end">{pack.bonusCredits > 0 ? `+${pack.bonusCredits}` : '—'}</Table.Cell>
            <Table.Cell textAlign="end">{pack.position}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette={pack.active ? 'green' : 'gray'}>{pack.active ? 'Active' : 'Inactive'}</Badge>
            </Table.Cell>
            <Table.Cell>
              <ItemRowActions
                name={pack.name}
                actions={[
                  { label: 'Edit', onClick: () => setEditing(pack) },
                  (pack.active || pack.requestCount === 0) && {
                    label: pack.requestCount > 0 ? 'Deactivate' : 'Delete',
                    danger: true,
                    disabled: isRemoving,
                    onClick: () => void runWithToasts(PACKAGE_TEXTS.remove, () => remove(pack.id)),
                  },
                ]}
              />
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
      <AddItemButton label="Add Package" onClick={() => setEditing('new')} />
      <PackageDialog editing={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}

function PackageDialog({ editing, onClose }: { editing: EditingItem<CreditPackageRow>; onClose: () => void }) {
  const [create, isCreating] = useCreateCreditPackageMutation();
  const [update, isUpdating] = useUpdateCreditPackageMutation();
  const busy = isCreating || isUpdating;
  return (
    <ItemFormDialog editing={editing} addTitle="Add Package" editTitle="Edit Package" busy={busy} onClose={onClose}>
      {(pack) => (
        <PackageForm
          pack={pack}
          busy={busy}
          onClose={onClose}
          save={(draft) =>
            pack === null
              ? runWithToasts(PACKAGE_TEXTS.add, () => create(draft))
              : runWithToasts(PACKAGE_TEXTS.update, () => update(pack.id, draft))
          }
        />
      )}
    </ItemFormDialog>
  );
}

function PackageForm({
  pack,
  busy,
  onClose,
  save,
}: {
  pack: CreditPackageRow | null;
  busy: boolean;
  onClose: () => void;
  save: (draft: CreditPackageDraft) => Promise<boolean>;
}) {
  const form = useSchemaForm(creditPackageSchema, {
    defaultValues: {
      name: pack?.name ?? '',
      priceRupees: pack ? String(pack.priceRupees) : '',
      credits: pack ? String(pack.credits) : '',
      bonusCredits: pack ? String(pack.bonusCredits) : '',
      position: pack ? String(pack.position) : '',
      active: pack?.active ?? true,
    },
  });
  const submit = form.handleSubmit(closeOnSuccess(busy, save, onClose));
  const bought = pack !== null && pack.requestCount > 0;
  return (
    <FormDialogForm
      onSubmit={submit}
      label={pack ? 'Edit Package' : 'Add Package'}
      busy={busy}
      submitLabel={pack ? 'Update' : 'Add Package'}
      onCancel={onClose}
    >
      <FormTextField form={form} name="name" label="Name" maxLength={PACKAGE_NAME_MAX} />
      <SimpleGrid columns={2} gap="3">
        <FormTextField form={form} name="priceRupees" label="Price (₹)" inputMode="numeric" readOnly={bought} />
        <FormTextField form={form} name="credits" label="Credits" inputMode="numeric" readOnly={bought} />
        <FormTextField
          form={form}
          name="bonusCredits"
          label="Bonus credits"
          inputMode="numeric"
          readOnly={bought}
          placeholder="0"
        />
        <FormTextField form={form} name="position" label="Order" inputMode="numeric" placeholder="0" />
      </SimpleGrid>
      {bought && (
        <Text textStyle="sm" color="fg.muted">
          This package has been bought: its price and credits stay as they were.
        </Text>
      )}
      <CheckboxField control={form.control} name="active" label="Offered on the credit form" />
    </FormDialogForm>
  );
}
