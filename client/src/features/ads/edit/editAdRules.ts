// The edit-ad rules (issue 18): the create-ad rules of SPEC section 5 for what an edit may change,
// with the same messages (createAdRules.ts is their one home).
import { adTextFieldErrors } from '../../../../../common/forms/ads.ts';
import { CREATE_AD_MESSAGES, MAX_AD_IMAGES } from '../create/createAdRules.ts';

export const EDIT_AD_MESSAGES = {
  success: 'Ad updated successfully!',
  successInReview: 'Ad updated successfully! Moderators will review it again.',
  failure: 'Failed to update Ad',
  datesStay: 'Dates and city stay as bought: renew the ad for more days.',
} as const;

export type EditAdField = 'name' | 'contact' | 'description' | 'images';
export type EditAdErrors = Partial<Record<EditAdField, string>>;

export interface EditAdDraft {
  name: string;
  contact: string;
  description: string;
  /** photos kept plus new ones */
  imageCount: number;
}

export function editAdErrors(draft: EditAdDraft): EditAdErrors {
  const errors: EditAdErrors = adTextFieldErrors(draft);
  if (draft.imageCount === 0) errors.images = CREATE_AD_MESSAGES.images;
  else if (draft.imageCount > MAX_AD_IMAGES) errors.images = CREATE_AD_MESSAGES.tooManyImages;
  return errors;
}
