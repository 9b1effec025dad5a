// GraphQL calls from browser tests to the server under test (setting data up, checking outcomes).
export async function graphqlAt<T>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** A session token of an account, by e-mail and password. */
export async function tokenOf(baseUrl: string, email: string, password: string): Promise<string> {
  const data = await graphqlAt<{ logIn: { session: { token: string } } }>(
    baseUrl,
    /* GraphQL */ `
      mutation ($email: String!, $password: String!) {
        logIn(input: { email: $email, password: $password }) {
          ... on MutationLogInSuccess {
            session {
              token
            }
          }
        }
      }
    `,
    { email, password },
  );
  return data.logIn.session.token;
}

/** A session token of the seeded admin (e2e/server.ts sets its password). */
export function adminToken(baseUrl: string): Promise<string> {
  return tokenOf(baseUrl, 'admin@example.com', 'admin-password');
}

/** The operator's UPI details, set as an admin (issue 34: without them the credit form refuses requests). */
export async function setUpiPayments(
  baseUrl: string,
  token: string,
  upiId = 'directory@okhdfc',
  payeeName = 'Companion Directory',
): Promise<void> {
  await graphqlAt(
    baseUrl,
    /* GraphQL */ `
      mutation ($upiId: String!, $payeeName: String!) {
        updatePaymentSettings(upiId: $upiId, payeeName: $payeeName) {
          __typename
        }
      }
    `,
    { upiId, payeeName },
    token,
  );
}
