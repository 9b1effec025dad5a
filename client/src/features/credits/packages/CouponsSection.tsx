// The admin's coupon codes (issue 34): code, bonus (a percentage of the credits bought or fixed credits),
// uses against the limit, last day, status; added and changed in a dialog (the code stays), removed
// (deleted, or deactivated once used).
import { Badge, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { CouponsSection_coupon$data } from '../../../__generated__/CouponsSection_coupon.graphql';
import { CheckboxField } from '../../../components/CheckboxField.tsx';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { FormDialogForm } from '../../../components/FormDialog.tsx';
import { FormChoiceField, FormTextField } from '../../../components/forms/FormFields.tsx';
import { ItemFormDialog, itemActionTexts, type EditingItem } from '../../../components/forms/ItemFormDialog.tsx';
import { AddItemButton, ItemRowActions } from '../../../components/forms/ItemRowActions.tsx';
import { closeOnSuccess } from '../../../lib/closeOnSuccess.ts';
import { runWithToasts } from '../../../components/runWithToasts.ts';
import { useSchemaForm } from '../../../lib/useSchemaForm.ts';
import { COUPON_CODE_MAX, couponSchema } from '../../../../../common/forms/packages.ts';
import {
  useCreateCouponMutation,
  useRemoveCouponMutation,
  useUpdateCouponMutation,
  type CouponTermsDraft,
} from './useCouponMutations.ts';

export const CouponsSectionCouponFragment = graphql`
  fragment CouponsSection_coupon on Coupon {
    id
    code
    kind
    value
    maxUses
    usedCount
    lastDay
    active
  }
`;

export type CouponRow = Omit<CouponsSection_coupon$data, ' $fragmentType'>;

const COLUMNS: DataTableColumn[] = [
  { header: 'Code' },
  { header: 'Bonus' },
  { header: 'Uses' },
  { header: 'Last Day' },
  { header: 'Status' },
  { header: 'Action' },
];

export const COUPON_TEXTS = { empty: 'No coupons yet', ...itemActionTexts('Coupon') };

/** A coupon's bonus in words: '10% bonus' or '+50 credits'. */
export function couponBonusText(coupon: { kind: string; value: number }): string {
  return coupon.kind === 'percent' ? `${coupon.value}% bonus` : `+${coupon.value} credits`;
}

const KIND_CHOICES = [
  { id: 'percent', name: 'Percentage of the credits bought' },
  { id: 'fixed', name: 'Fixed bonus credits' },
] as const;

export function CouponsSection({
  coupons,
  totalCount,
  connectionId,
}: {
  coupons: readonly CouponRow[];
  totalCount: number;
  connectionId: string;
}) {
  const [editing, setEditing] = useState<EditingItem<CouponRow>>(null);
  const [remove, isRemoving] = useRemoveCouponMutation();
  return (
    <Stack gap="3">
      <Text textStyle="sm" color="fg.muted">
        Each account can use a coupon once. A percentage bonus is rounded down to whole credits. A coupon that has been
        used is deactivated rather than deleted.
      </Text>
      <DataTable label="Coupons" columns={COLUMNS} emptyText={COUPON_TEXTS.empty} isEmpty={coupons.length === 0}>
        {coupons.map((coupon) => (
          <Table.Row key={coupon.id}>
            <Table.Cell fontFamily="mono">{coupon.code}</Table.Cell>
            <Table.Cell>{couponBonusText(coupon)}</Table.Cell>
            <Table.Cell>
              {coupon.maxUses === null ? `${coupon.usedCount} (no limit)` : `${coupon.usedCount} / ${coupon.maxUses}`}
            </Table.Cell>
            <Table.Cell>{coupon.lastDay ?? 'No expiry'}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette={coupon.active ? 'green' : 'gray'}>{coupon.active ? 'Active' : 'Inactive'}</Badge>
            </Table.Cell>
            <Table.Cell>
              <ItemRowActions
                name={coupon.code}
                actions={[
                  { label: 'Edit', onClick: () => setEditing(coupon) },
                  (coupon.active || coupon.usedCount === 0) && {
                    label: 'Remove',
                    danger: true,
                    disabled: isRemoving,
                    onClick: () => void runWithToasts(COUPON_TEXTS.remove, () => remove(coupon.id, [connectionId])),
                  },
                ]}
              />
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
      {totalCount > coupons.length && (
        <Text textStyle="sm" color="fg.muted">
          {`The newest ${coupons.length} of ${totalCount} coupons.`}
        </Text>
      )}
      <AddItemButton label="Add Coupon" onClick={() => setEditing('new')} />
      <CouponDialog editing={editing} connectionId={connectionId} onClose={() => setEditing(null)} />
    </Stack>
  );
}

function CouponDialog({
  editing,
  connectionId,
  onClose,
}: {
  editing: EditingItem<CouponRow>;
  connectionId: string;
  onClose: () => void;
}) {
  const [create, isCreating] = useCreateCouponMutation();
  const [update, isUpdating] = useUpdateCouponMutation();
  const busy = isCreating || isUpdating;
  return (
    <ItemFormDialog editing={editing} addTitle="Add Coupon" editTitle="Edit Coupon" busy={busy} onClose={onClose}>
      {(coupon) => (
        <CouponForm
          coupon={coupon}
          busy={busy}
          onClose={onClose}
          save={(code, terms) =>
            coupon === null
              ? runWithToasts(COUPON_TEXTS.add, () => create(code, terms, [connectionId]))
              : runWithToasts(COUPON_TEXTS.update, () => update(coupon.id, terms))
          }
        />
      )}
    </ItemFormDialog>
  );
}

function CouponForm({
  coupon,
  busy,
  onClose,
  save,
}: {
  coupon: CouponRow | null;
  busy: boolean;
  onClose: () => void;
  save: (code: string, terms: CouponTermsDraft) => Promise<boolean>;
}) {
  const form = useSchemaForm(couponSchema, {
    defaultValues: {
      code: coupon?.code ?? '',
      kind: coupon?.kind === 'fixed' ? 'fixed' : 'percent',
      value: coupon ? String(coupon.value) : '',
      maxUses: coupon?.maxUses == null ? '' : String(coupon.maxUses),
      lastDay: coupon?.lastDay ?? '',
      active: coupon?.active ?? true,
    },
  });
  const submit = form.handleSubmit(closeOnSuccess(busy, ({ code, ...terms }) => save(code, terms), onClose));
  return (
    <FormDialogForm
      onSubmit={submit}
      label={coupon ? 'Edit Coupon' : 'Add Coupon'}
      busy={busy}
      submitLabel={coupon ? 'Update' : 'Add Coupon'}
      onCancel={onClose}
    >
      <FormTextField
        form={form}
        name="code"
        label="Code"
        maxLength={COUPON_CODE_MAX}
        readOnly={coupon !== null}
        textTransform="uppercase"
        autoComplete="off"
      />
      <FormChoiceField form={form} name="kind" label="Bonus" placeholder="Choose the bonus" options={KIND_CHOICES} />
      <SimpleGrid columns={2} gap="3">
        <FormTextField form={form} name="value" label="Bonus value (% or credits)" inputMode="numeric" />
        <FormTextField form={form} name="maxUses" label="Limit of uses" inputMode="numeric" placeholder="No limit" />
      </SimpleGrid>
      <FormTextField form={form} name="lastDay" label="Last day (optional)" type="date" />
      <CheckboxField control={form.control} name="active" label="Active" />
    </FormDialogForm>
  );
}
