// Credit requests in tests (issue 34): the operator's UPI details, without which a request is
// refused, and UTRs that no other request of the run has used.
import type { Database } from '../db/client.ts';
import { forgetSiteSettings } from '../modules/settings/service.ts';

/** Sets the site's UPI ID and payee, as an admin does on the credit scheme screen. */
export async function setUpiPayments(prisma: Database['prisma'], upiId = 'directory@okhdfc', payeeName = 'Directory') {
  const data = { upiId, upiPayeeName: payeeName, upiUpdatedAt: new Date() };
  await prisma.siteSettings.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
  // written past the settings service: the app reads them again
  forgetSiteSettings(prisma);
}

let lastUtr = 0;

/** A 12-digit UTR unused in this test file's database (a counter from a random start). */
export function nextUtr(): string {
  if (lastUtr === 0) lastUtr = 100_000_000_000 + Math.floor(Math.random() * 800_000_000_000);
  lastUtr += 1;
  return String(lastUtr);
}
