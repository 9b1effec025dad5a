// The one Relay environment: persisted document ids instead of query text (docs/architecture.md section 4), queries
// as cacheable GETs, uploads as GraphQL multipart requests, and a session that ends on UNAUTHENTICATED.
import {
  Environment,
  Network,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type RequestParameters,
  type UploadableMap,
  type Variables,
} from 'relay-runtime';
import { session } from '../lib/session.ts';

/** The records of a Relay store, as the server embeds them in a rendered page. */
export type StoreRecords = NonNullable<ConstructorParameters<typeof RecordSource>[0]>;

const API_ORIGIN: string = import.meta.env.VITE_API_ORIGIN ?? '';
const ENDPOINT = `${API_ORIGIN}/graphql`;

function documentOf(params: RequestParameters): Record<string, unknown> {
  return params.id ? { documentId: params.id } : { query: params.text };
}

function requestFor(
  params: RequestParameters,
  variables: Variables,
  uploadables?: UploadableMap | null,
): [string, RequestInit] {
  const headers: Record<string, string> = { accept: 'application/graphql-response+json, application/json' };
  const token = session.token();
  if (token) headers.authorization = `Bearer ${token}`;

  if (uploadables && Object.keys(uploadables).length > 0) {
    // GraphQL multipart request: files go in their own parts, mapped onto null variables
    const form = new FormData();
    const map: Record<string, string[]> = {};
    const withNulls: Record<string, unknown> = { ...variables };
    Object.keys(uploadables).forEach((path, index) => {
      map[String(index)] = [`variables.${path}`];
      setPath(withNulls, path.split('.'), null);
    });
    form.append('operations', JSON.stringify({ ...documentOf(params), variables: withNulls }));
    form.append('map', JSON.stringify(map));
    Object.entries(uploadables).forEach(([, file], index) => form.append(String(index), file));
    return [ENDPOINT, { method: 'POST', headers, body: form }];
  }

  if (params.operationKind === 'query' && params.id) {
    const search = new URLSearchParams({ documentId: params.id, variables: JSON.stringify(variables) });
    return [`${ENDPOINT}?${search}`, { method: 'GET', headers }];
  }
  headers['content-type'] = 'application/json';
  return [ENDPOINT, { method: 'POST', headers, body: JSON.stringify({ ...documentOf(params), variables }) }];
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node: Record<string, unknown> = target;
  path.slice(0, -1).forEach((key) => {
    const next = node[key];
    node[key] = Array.isArray(next) ? [...next] : { ...(next as Record<string, unknown>) };
    node = node[key] as Record<string, unknown>;
  });
  node[path[path.length - 1]!] = value;
}

function isUnauthenticated(response: GraphQLResponse): boolean {
  const errors = 'errors' in response ? response.errors : undefined;
  return (
    Array.isArray(errors) &&
    errors.some((error) => (error as { extensions?: { code?: string } }).extensions?.code === 'UNAUTHENTICATED')
  );
}

export const fetchGraphQL: FetchFunction = async (params, variables, _config, uploadables) => {
  const sentToken = session.token();
  const [url, init] = requestFor(params, variables, uploadables);
  const response = await fetch(url, init);
  const body = (await response.json()) as GraphQLResponse;
  // a 401 on any call logs out (SPEC section 4); screens decide whether to say so
  if (sentToken && (response.status === 401 || isUnauthenticated(body))) session.logOut();
  return body;
};

/** The browser's environment; `records` are the store the server rendered the page with (renderPage.tsx), so hydration fetches nothing again. */
export function createRelayEnvironment(records?: StoreRecords): Environment {
  return new Environment({ network: Network.create(fetchGraphQL), store: new Store(new RecordSource(records)) });
}
