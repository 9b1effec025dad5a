// The one not-found page the server renders for every address that names nothing (issue 30).

/** Where the server renders the not-found page: a path no route names, so the catch-all renders it. */
export const NOT_FOUND_LOCATION = '/404';
