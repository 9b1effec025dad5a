// How an audit entry reads in the admin's table: a name for its action, and the fields it changed
// (before -> after), from the JSON the server keeps of both sides.

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  user_status: 'Account status changed',
  user_adjustCredits: 'Credits adjusted',
  creditRequest_decide: 'Credit request decided',
  creditScheme_update: 'Credit scheme updated',
  paymentSettings_update: 'UPI payment details updated',
  siteSettings_update: 'Site settings updated',
  location_add: 'Location added',
  location_update: 'Location updated',
  state_update: 'State updated',
  category_add: 'Category added',
  category_rename: 'Category renamed',
  seoPage_add: 'SEO page added',
  seoPage_update: 'SEO page updated',
  blog_create: 'Blog added',
  blog_update: 'Blog updated',
  blog_delete: 'Blog deleted',
  blog_addImages: 'Blog images added',
  blog_deleteImage: 'Blog image deleted',
  contactMessage_delete: 'Contact message deleted',
  ad_takeDown: 'Ad taken down',
  ad_restore: 'Ad restored',
  ad_dismissReports: 'Reports dismissed',
  adImage_takeDown: 'Ad image taken down',
  grievance_status: 'Complaint status changed',
  staff_create: 'Staff account created',
  staff_role: 'Staff role changed',
  staff_status: 'Staff account suspended or reinstated',
  blocklist_add: 'Added to the blocklist',
  blocklist_remove: 'Removed from the blocklist',
  blockedImage_remove: 'Photo unblocked',
  ad_publishHeld: 'Held ad published',
  ad_refuseHeld: 'Held ad refused',
  verification_approve: 'Verification approved',
  verification_refuse: 'Verification refused',
  verification_revoke: 'Verified mark removed',
  ad_edit: 'Ad edited by its advertiser',
  ad_stop: 'Ad stopped early by its advertiser',
  creditPackage_create: 'Credit package added',
  creditPackage_update: 'Credit package changed',
  creditPackage_delete: 'Credit package deleted',
  coupon_create: 'Coupon added',
  coupon_update: 'Coupon changed',
  coupon_delete: 'Coupon deleted',
  placementScheme_update: 'Placement prices updated',
  placement_buy: 'Placement bought by its advertiser',
  placement_cancel: 'Daily bump cancelled by its advertiser',
  creditStatement_upload: 'Bank statement uploaded',
};

// bookkeeping every record carries: not what the admin changed
const IGNORED_FIELDS = new Set(['id', 'createdAt', 'updatedAt', 'updatedById', 'decidedById', 'decidedAt']);
const LONGEST_VALUE = 80;

export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

function parse(json: string | null | undefined): Record<string, unknown> | null {
  if (!json) return null;
  const value: unknown = JSON.parse(json);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
}

function shown(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > LONGEST_VALUE ? `${text.slice(0, LONGEST_VALUE - 1)}…` : text;
}

/** The fields whose values differ between the two sides (every field of a record added or deleted). */
export function fieldChanges(
  beforeJson: string | null | undefined,
  afterJson: string | null | undefined,
): FieldChange[] {
  const before = parse(beforeJson);
  const after = parse(afterJson);
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (field) => !IGNORED_FIELDS.has(field),
  );
  return fields
    .filter((field) => JSON.stringify(before?.[field]) !== JSON.stringify(after?.[field]))
    .map((field) => ({ field, before: shown(before?.[field]), after: shown(after?.[field]) }));
}
