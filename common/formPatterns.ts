// The shapes the forms check before sending (SPEC section 5); the server applies the same rules again.

/** SPEC: "text, at sign, text, dot, text". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Exactly 10 characters, digits as Indian mobile numbers are (the server's rule too). */
export const CONTACT_PATTERN = /^\d{10}$/;
