// The server's global ids are base64 of `Typename:databaseId` (Pothos' default). Links that come from
// outside the app (the sitemap's `/call-girls?location=12`, old numeric ad addresses) carry database
// ids, so the client turns them into the global ids that `ads(locationId:)` and `ad(id:)` take.

function decodedGlobalId(value: string): { typename: string; databaseId: string } | null {
  try {
    const match = /^([A-Za-z_]\w*):(\d+)$/.exec(atob(value));
    return match ? { typename: match[1]!, databaseId: match[2]! } : null;
  } catch {
    return null;
  }
}

/** The global id of a `Typename` given as a database id or as a global id; null when it is neither. */
export function globalIdOf(typename: 'Ad' | 'Location', value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (/^\d{1,15}$/.test(trimmed)) return btoa(`${typename}:${Number(trimmed)}`);
  return decodedGlobalId(trimmed)?.typename === typename ? trimmed : null;
}

/** The database id inside a global id, or null when it is not one of `typename`. */
export function databaseIdOf(typename: 'Ad' | 'Location', globalId: string): string | null {
  const decoded = decodedGlobalId(globalId);
  return decoded?.typename === typename ? decoded.databaseId : null;
}
