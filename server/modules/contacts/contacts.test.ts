import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SEND = /* GraphQL */ `
  mutation ($input: SendContactMessageInput!) {
    sendContactMessage(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on ValidationError {
        field
      }
    }
  }
`;
const LIST = /* GraphQL */ `
  query ($first: Int, $after: String) {
    contactMessages(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          name
          email
          contact
          message
        }
      }
    }
  }
`;
const valid = { name: 'Ravi', email: 'Ravi@Example.com', contact: '9876543210', message: 'Hello there' };

describe('contact messages', () => {
  it('a visitor sends one; an admin reads it, newest first, e-mail lower-cased', async () => {
    const sent = await t.graphql(SEND, { input: valid });
    expect(sent.body.data.sendContactMessage.__typename).toBe('MutationSendContactMessageSuccess');
    await t.graphql(SEND, { input: { ...valid, name: 'Second' } });
    const admin = await t.createUser({ role: 'admin' });
    const { body } = await t.graphql(LIST, { first: 1 }, await t.tokenFor(admin));
    expect(body.data.contactMessages.totalCount).toBe(2);
    expect(body.data.contactMessages.edges[0].node).toMatchObject({ name: 'Second', email: 'ravi@example.com' });
    expect(body.data.contactMessages.pageInfo.hasNextPage).toBe(true);
    const next = await t.graphql(
      LIST,
      { first: 1, after: body.data.contactMessages.pageInfo.endCursor },
      await t.tokenFor(admin),
    );
    expect(next.body.data.contactMessages.edges[0].node.name).toBe('Ravi');
  });

  it.each([
    [{ name: '  ' }, 'name', 'Please Enter a Your Name'],
    [{ email: 'not-an-email' }, 'email', 'Please Enter a valid email address'],
    [{ contact: '12345' }, 'contact', 'Please enter a valid Contact Number'],
    [{ message: '' }, 'message', 'Please enter a Message'],
    [{ name: 'x'.repeat(10_000) }, 'name', 'Must be at most 100 characters'],
  ])('refuses %o with the SPEC message and stores nothing', async (change, field, message) => {
    const before = await t.database.prisma.contactMessage.count();
    const { body } = await t.graphql(SEND, { input: { ...valid, ...change } });
    expect(body.data.sendContactMessage).toEqual({ __typename: 'ValidationError', message, field });
    expect(await t.database.prisma.contactMessage.count()).toBe(before);
  });

  it('stores hostile text inertly, as given', async () => {
    const hostile = `<script>alert(1)</script>'); DROP TABLE contact_messages; --`;
    await t.graphql(SEND, { input: { ...valid, message: hostile } });
    const stored = await t.database.prisma.contactMessage.findFirstOrThrow({ orderBy: { id: 'desc' } });
    expect(stored.message).toBe(hostile);
  });

  it('only an admin lists and deletes; deleting twice says it is gone', async () => {
    const user = await t.createUser();
    const listed = await t.graphql(LIST, {}, await t.tokenFor(user));
    expect(listed.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await t.graphql(LIST, {});
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const admin = await t.createUser({ role: 'admin' });
    const token = await t.tokenFor(admin);
    const first = (await t.graphql(LIST, { first: 1 }, token)).body.data.contactMessages.edges[0].node.id;
    const DELETE = /* GraphQL */ `
      mutation ($id: ID!) {
        deleteContactMessage(id: $id) {
          __typename
          ... on Error {
            message
          }
        }
      }
    `;
    expect((await t.graphql(DELETE, { id: first }, await t.tokenFor(user))).body.errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await t.graphql(DELETE, { id: first }, token)).body.data.deleteContactMessage.__typename).toBe(
      'MutationDeleteContactMessageSuccess',
    );
    expect((await t.graphql(DELETE, { id: first }, token)).body.data.deleteContactMessage.__typename).toBe(
      'NotFoundError',
    );
  });
});

describe('visit log', () => {
  const LOG = /* GraphQL */ `
    mutation ($route: String!) {
      logVisit(route: $route)
    }
  `;

  it('records a route with the signed-in user and no address; never fails on nonsense', async () => {
    const user = await t.createUser();
    expect((await t.graphql(LOG, { route: '/call-girls' }, await t.tokenFor(user))).body.data.logVisit).toBe(true);
    const row = await t.database.prisma.visitLog.findFirstOrThrow({ orderBy: { id: 'desc' } });
    expect(row).toMatchObject({ route: '/call-girls', userId: user.id });
    expect(Object.keys(row).sort()).toEqual(['createdAt', 'id', 'route', 'userId']);
    expect((await t.graphql(LOG, { route: 'javascript:alert(1)' })).body).toEqual({ data: { logVisit: false } });
    expect((await t.graphql(LOG, { route: `/${'a'.repeat(5000)}` })).body).toEqual({ data: { logVisit: false } });
  });
});
