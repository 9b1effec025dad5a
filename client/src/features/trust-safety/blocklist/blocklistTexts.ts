// The blocklist screen's words (issue 31): what each kind is called, what the add form says of a
// missing value or reason (the server's own words: common/forms/blocklist.ts), and the toasts.
import { BLOCKLIST_FIELD_MESSAGES } from '../../../../../common/forms/blocklist.ts';

export const BLOCKLIST_KIND_LABELS = {
  phone: 'Phone number',
  email: 'E-mail address',
  domain: 'E-mail domain',
} as const;

export type BlocklistKindName = keyof typeof BLOCKLIST_KIND_LABELS;

export const BLOCKLIST_PLACEHOLDERS: Record<BlocklistKindName, string> = {
  phone: '98765 43210',
  email: 'name@example.com',
  domain: 'example.com',
};

export const BLOCKLIST_HELP: Record<BlocklistKindName, string> = {
  phone: 'Ten digits; +91 or a leading 0 is fine.',
  email: 'The whole address. Gmail dots and +tags are ignored, so one mailbox is one entry.',
  domain:
    'Blocks every address at this domain and its subdomains. Public mail services (gmail.com and the like) cannot be blocked.',
};

export const BLOCKLIST_FORM_MESSAGES = {
  value: BLOCKLIST_FIELD_MESSAGES.value,
  reason: BLOCKLIST_FIELD_MESSAGES.reason,
} as const;

export const BLOCKLIST_TOASTS = {
  add: {
    progress: 'Adding to the blocklist...',
    success: 'Added to the blocklist.',
    fallback: 'Failed to add to the blocklist.',
  },
  remove: {
    progress: 'Removing from the blocklist...',
    success: 'Removed from the blocklist.',
    fallback: 'Failed to remove from the blocklist.',
  },
  unblock: {
    progress: 'Unblocking the photo...',
    success: 'Photo unblocked: it may be uploaded again.',
    fallback: 'Failed to unblock the photo.',
  },
} as const;

export const BLOCKLIST_EMPTY = 'Nothing is on the blocklist';
export const BLOCKLIST_NOTHING_FOUND = 'No entry matches your search';
export const BLOCKED_PHOTOS_EMPTY = 'No photo is blocked';

const WHEN = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeZone: 'Asia/Kolkata',
});

/** "27 Nov 2026", India's date. */
export function blockedOn(date: string): string {
  return WHEN.format(new Date(date));
}
