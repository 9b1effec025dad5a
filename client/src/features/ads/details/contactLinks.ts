// Addresses of an ad's page and its contact actions, shared by the listing cards and the details page.

/** The ad's details page; `=` of a base64 id is valid in a path, so it stays readable. */
export function adPath(adId: string): string {
  return `/call-girls/${encodeURIComponent(adId).replace(/%3D/g, '=')}`;
}

/** Only the digits of a contact number: what tel: and wa.me expect. */
function digitsOf(contact: string): string {
  return contact.replace(/\D/g, '');
}

export function telHref(contact: string): string {
  return `tel:${digitsOf(contact)}`;
}

/** The first message a visitor sends, naming the site (its settings) and the ad's page so the advertiser knows which ad. */
export function whatsAppGreeting(siteName: string, adId: string, origin: string = window.location.origin): string {
  return `Hi, I found your ad on ${siteName}: ${origin}${adPath(adId)}`;
}

/** A WhatsApp chat with the advertiser (Indian numbers: country code 91) with the greeting filled in. */
export function whatsAppHref(siteName: string, contact: string, adId: string, origin?: string): string {
  const digits = digitsOf(contact);
  const national = digits.length > 10 && digits.startsWith('91') ? digits.slice(2) : digits;
  return `https://wa.me/91${national}?text=${encodeURIComponent(whatsAppGreeting(siteName, adId, origin))}`;
}
