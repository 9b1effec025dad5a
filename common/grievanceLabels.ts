// The words for a complaint's category and status, shared by the public grievance pages and the
// admins' list.
/** A complaint's category, as the schema's GrievanceCategory enum names it. */
export type GrievanceCategory =
  'underage' | 'non_consensual_image' | 'explicit_content' | 'impersonation' | 'privacy' | 'scam' | 'other';
/** A complaint's status, as the schema's GrievanceStatus enum names it. */
export type GrievanceStatus = 'received' | 'acknowledged' | 'resolved';

export const GRIEVANCE_CATEGORY_LABELS: Record<GrievanceCategory, string> = {
  underage: 'A person who may be under 18',
  non_consensual_image: 'My photo or private image, used without my consent',
  explicit_content: 'Explicit or pornographic content',
  impersonation: 'Someone pretending to be me',
  privacy: 'My personal information is published',
  scam: 'Scam or fraud',
  other: 'Something else',
};

export const GRIEVANCE_STATUS_LABELS: Record<GrievanceStatus, string> = {
  received: 'Received',
  acknowledged: 'Acknowledged',
  resolved: 'Resolved',
};
