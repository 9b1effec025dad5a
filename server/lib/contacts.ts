// One mailbox, one number: the normalised forms of an e-mail address and an Indian phone number that
// the rules comparing people's contacts share (the registration blocks of issue 30 and the desk's
// blocklist of issue 31), so "Priya.K+ads@googlemail.com" and "priyak@gmail.com" are one address.

/**
 * One mailbox, one form: lower case, without a sub-address ("+tag", delivered to the same mailbox by
 * the big providers) and, at Gmail, without dots (Gmail ignores them).
 */
export function normalisedEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at).split('+')[0] || address.slice(0, at);
  let domain = address.slice(at + 1);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}

/** The ten digits of an Indian number, whatever was written around them (+91, spaces). */
export function normalisedContact(contact: string): string {
  return contact.replace(/\D/g, '').slice(-10);
}
