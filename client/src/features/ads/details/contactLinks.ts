// Addresses of an ad's page and its contact actions, shared by the listing cards and the details page.
import { adPathOf } from '../../../../../common/routes.ts';
import { databaseIdOf } from '../../../../../common/globalIds.ts';

/** What the ad's readable address is made of, as the app's queries give it (its global id, name and city). */
export interface AdAddressOf {
  id: string;
  name: string;
  location: { slug: string };
}

/** The ad's page at its readable address (issue 33), `/call-girls/{city}/{name}-{id}`: common/routes.ts adPathOf. */
export function adPath(ad: AdAddressOf): string {
  return adPathOf({ citySlug: ad.location.slug, name: ad.name, databaseId: databaseIdOf('Ad', ad.id) ?? ad.id });
}

/** Only the digits of a contact number: what tel: and wa.me expect. */
function digitsOf(contact: string): string {
  return contact.replace(/\D/g, '');
}

export function telHref(contact: string): string {
  return `tel:${digitsOf(contact)}`;
}

/** The first message a visitor sends, naming the site (its settings) and the ad's page so the advertiser knows which ad. */
export function whatsAppGreeting(siteName: string, path: string, origin: string = window.location.origin): string {
  return `Hi, I found your ad on ${siteName}: ${origin}${path}`;
}

/** A WhatsApp chat with the advertiser (Indian numbers: country code 91) with the greeting filled in. */
export function whatsAppHref(siteName: string, contact: string, path: string, origin?: string): string {
  const digits = digitsOf(contact);
  const national = digits.length > 10 && digits.startsWith('91') ? digits.slice(2) : digits;
  return `https://wa.me/91${national}?text=${encodeURIComponent(whatsAppGreeting(siteName, path, origin))}`;
}
