// The server's global ids are base64 of `Typename:databaseId` (Pothos' default). An ad's address may
// carry its database id (`/call-girls/123`, the readable form) or its global id (the listing's links), so
// the client turns either into the global id that `ad(id:)` takes.

function decodedGlobalId(value: string): { typename: string; databaseId: string } | null {
  try {
    const match = /^([A-Za-z_]\w*):(\d+)$/.exec(atob(value));
    return match ? { typename: match[1]!, databaseId: match[2]! } : null;
  } catch {
    return null;
  }
}

/** The global id of an ad given as a database id or as a global id; null when it is neither. */
export function globalIdOf(typename: 'Ad', value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (/^\d{1,15}$/.test(trimmed)) return btoa(`${typename}:${Number(trimmed)}`);
  return decodedGlobalId(trimmed)?.typename === typename ? trimmed : null;
}

/** The database id a global id of `typename` carries; null for anything else. */
export function databaseIdOf(typename: string, globalId: string): string | null {
  const decoded = decodedGlobalId(globalId);
  return decoded?.typename === typename ? decoded.databaseId : null;
}
