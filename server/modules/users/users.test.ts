import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserStatus } from '../../db/generated/prisma/enums.ts';
import { NotAllowedError, ValidationError } from '../../lib/errors.ts';
import { logIn } from '../auth/service.ts';
import { createTestApp } from '../../test/app.ts';
import { changeUserStatus, countUsers, getOwnCredits, listUsers, USER_STATUS_TRANSITIONS } from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: { id: number; role: 'admin' | 'moderator' | 'user'; tokenVersion: number; email: string };
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
  adminToken = await t.tokenFor(admin);
});
afterAll(() => t.close());

const USERS = /* GraphQL */ `
  query ($statuses: [UserStatus!]!, $first: Int, $after: String) {
    users(statuses: $statuses, first: $first, after: $after) {
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
          address
          status
          role
          credits
          suspensionReason
        }
      }
    }
  }
`;
const CHANGE = /* GraphQL */ `
  mutation ($id: ID!, $status: UserStatus!, $reason: String) {
    changeUserStatus(id: $id, status: $status, reason: $reason) {
      __typename
      ... on MutationChangeUserStatusSuccess {
        user {
          id
          status
          suspensionReason
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        field
      }
    }
  }
`;
const VIEWER = /* GraphQL */ `
  query {
    viewer {
      id
    }
  }
`;

const globalId = (id: number) => Buffer.from(`User:${id}`).toString('base64');

async function advertiser(status: UserStatus, suspensionReason: string | null = null) {
  const user = await t.createUser({ status });
  return t.database.prisma.user.update({ where: { id: user.id }, data: { suspensionReason } });
}

async function change(id: number, status: UserStatus, reason?: string | null, token = adminToken) {
  const { body } = await t.graphql(CHANGE, { id: globalId(id), status, reason }, token);
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

describe('users list', () => {
  it('lists the accounts of the asked statuses, newest first, with a total and pages', async () => {
    const made = [
      await advertiser('active'),
      await advertiser('suspended', 'Spam'),
      await advertiser('requested'),
      await advertiser('rejected'),
      await advertiser('active'),
    ];
    const { body } = await t.graphql(USERS, { statuses: ['active', 'suspended'], first: 2 }, adminToken);
    const expectedTotal = await t.database.prisma.user.count({ where: { status: { in: ['active', 'suspended'] } } });
    expect(body.data.users.totalCount).toBe(expectedTotal);
    expect(body.data.users.edges.map((edge: any) => edge.node.id)).toEqual([
      globalId(made[4]!.id),
      globalId(made[1]!.id),
    ]);
    expect(body.data.users.edges[1].node).toMatchObject({
      name: made[1]!.name,
      email: made[1]!.email,
      contact: '9876543210',
      address: '',
      status: 'suspended',
      role: 'user',
      credits: 0,
      suspensionReason: 'Spam',
    });
    expect(body.data.users.pageInfo.hasNextPage).toBe(true);

    const next = await t.graphql(
      USERS,
      { statuses: ['active', 'suspended'], first: 1, after: body.data.users.pageInfo.endCursor },
      adminToken,
    );
    expect(next.body.data.users.edges[0].node.id).toBe(globalId(made[0]!.id));

    const requests = await t.graphql(USERS, { statuses: ['requested', 'rejected'], first: 100 }, adminToken);
    const statuses = requests.body.data.users.edges.map((edge: any) => edge.node.status);
    expect(new Set(statuses)).toEqual(new Set(['requested', 'rejected']));
    expect(requests.body.data.users.totalCount).toBe(
      await t.database.prisma.user.count({ where: { status: { in: ['requested', 'rejected'] } } }),
    );
    expect(requests.body.data.users.edges.map((edge: any) => edge.node.id).slice(0, 2)).toEqual([
      globalId(made[3]!.id),
      globalId(made[2]!.id),
    ]);
  });

  it('lists nothing for no statuses, and refuses a status that does not exist', async () => {
    const { body } = await t.graphql(USERS, { statuses: [] }, adminToken);
    expect(body.data.users).toMatchObject({ totalCount: 0, edges: [] });
    const unknown = await t.graphql(USERS, { statuses: ['archived'] }, adminToken);
    expect(unknown.status).toBe(400);
    expect(() =>
      countUsers(t.contextFor({ ...admin, name: 'Admin', status: 'active' }), ['archived' as never]),
    ).toThrow(ValidationError);
  });
});

describe('status transitions', () => {
  it('accepts a requested account: it can then sign in', async () => {
    const user = await advertiser('requested');
    await expect(logIn(t.contextFor(null), { email: user.email, password: 'password123' })).rejects.toThrow(
      'Your account is awaiting approval.',
    );
    const body = await change(user.id, 'active');
    expect(body.changeUserStatus).toEqual({
      __typename: 'MutationChangeUserStatusSuccess',
      user: { id: globalId(user.id), status: 'active', suspensionReason: null },
    });
    await expect(logIn(t.contextFor(null), { email: user.email, password: 'password123' })).resolves.toMatchObject({
      role: 'user',
    });
  });

  it('rejects a requested account with a reason shown at login, and can activate it later', async () => {
    const user = await advertiser('requested');
    const rejected = await change(user.id, 'rejected', '  Contact number unreachable  ');
    expect(rejected.changeUserStatus.user).toEqual({
      id: globalId(user.id),
      status: 'rejected',
      suspensionReason: 'Contact number unreachable',
    });
    await expect(logIn(t.contextFor(null), { email: user.email, password: 'password123' })).rejects.toMatchObject({
      message: 'Your account request was rejected.',
      reason: 'Contact number unreachable',
    });
    const activated = await change(user.id, 'active', 'ignored on activation');
    expect(activated.changeUserStatus.user).toEqual({
      id: globalId(user.id),
      status: 'active',
      suspensionReason: null,
    });
  });

  it('suspends an active account: its sessions end at once and login shows the reason', async () => {
    const user = await advertiser('active');
    const token = await t.tokenFor(user);
    expect((await t.graphql(VIEWER, {}, token)).body.data.viewer.id).toBe(globalId(user.id));

    const body = await change(user.id, 'suspended', 'Reported by visitors');
    expect(body.changeUserStatus.user).toEqual({
      id: globalId(user.id),
      status: 'suspended',
      suspensionReason: 'Reported by visitors',
    });
    const stored = await t.database.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.tokenVersion).toBe(user.tokenVersion + 1);
    expect((await t.graphql(VIEWER, {}, token)).body.data.viewer).toBeNull();
    await expect(logIn(t.contextFor(null), { email: user.email, password: 'password123' })).rejects.toMatchObject({
      message: 'Your account has been suspended.',
      reason: 'Reported by visitors',
    });
  });

  it('suspends without a reason, and re-activates (clearing the reason) so the user can sign in again', async () => {
    const user = await advertiser('active');
    expect((await change(user.id, 'suspended')).changeUserStatus.user.suspensionReason).toBeNull();
    await change(user.id, 'active');
    await expect(logIn(t.contextFor(null), { email: user.email, password: 'password123' })).resolves.toMatchObject({
      role: 'user',
    });

    const withReason = await advertiser('suspended', 'Old reason');
    const body = await change(withReason.id, 'active');
    expect(body.changeUserStatus.user).toEqual({
      id: globalId(withReason.id),
      status: 'active',
      suspensionReason: null,
    });
    const stored = await t.database.prisma.user.findUniqueOrThrow({ where: { id: withReason.id } });
    expect(stored.tokenVersion).toBe(withReason.tokenVersion);
  });

  const statuses: UserStatus[] = ['requested', 'active', 'rejected', 'suspended'];
  const refused = statuses.flatMap((from) =>
    statuses.filter((to) => !USER_STATUS_TRANSITIONS[from].includes(to)).map((to) => [from, to] as const),
  );
  const messages: Record<string, string> = {
    'requested>requested': 'This account is already requested.',
    'requested>suspended': 'A requested account cannot be suspended.',
    'active>requested': 'An active account cannot be moved back to requested.',
    'active>active': 'This account is already active.',
    'active>rejected': 'An active account cannot be rejected.',
    'rejected>requested': 'A rejected account cannot be moved back to requested.',
    'rejected>rejected': 'This account is already rejected.',
    'rejected>suspended': 'A rejected account cannot be suspended.',
    'suspended>requested': 'A suspended account cannot be moved back to requested.',
    'suspended>rejected': 'A suspended account cannot be rejected.',
    'suspended>suspended': 'This account is already suspended.',
  };

  it('allows exactly the transitions of the SPEC', () => {
    expect(refused.map(([from, to]) => `${from}>${to}`).sort()).toEqual(Object.keys(messages).sort());
  });

  it.each(refused)('refuses %s -> %s and changes nothing', async (from, to) => {
    const user = await advertiser(from, from === 'suspended' ? 'Kept' : null);
    const body = await change(user.id, to, 'Some reason');
    expect(body.changeUserStatus).toEqual({ __typename: 'WrongStateError', message: messages[`${from}>${to}`] });
    expect(await t.database.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toEqual(user);
  });

  it("never changes an admin account, not even one's own", async () => {
    const other = await t.createUser({ role: 'admin' });
    for (const target of [admin, other]) {
      for (const status of ['suspended', 'rejected', 'active'] as const) {
        const body = await change(target.id, status);
        expect(body.changeUserStatus).toEqual({
          __typename: 'NotAllowedError',
          message: 'Admin accounts cannot be changed.',
        });
      }
    }
    expect((await t.database.prisma.user.findUniqueOrThrow({ where: { id: other.id } })).status).toBe('active');
  });

  it('says when the account does not exist, and refuses an id of another type', async () => {
    expect((await change(999_999, 'active')).changeUserStatus).toEqual({
      __typename: 'NotFoundError',
      message: 'This account does not exist.',
    });
    const foreign = Buffer.from('ContactMessage:1').toString('base64');
    const { body } = await t.graphql(CHANGE, { id: foreign, status: 'active' }, adminToken);
    expect(body.errors?.[0]?.message).toMatch(/is not of type: User/);
  });

  it('stores a hostile reason inertly and refuses an oversized one without changing anything', async () => {
    const user = await advertiser('active');
    const tooLong = await change(user.id, 'suspended', 'r'.repeat(10_000));
    expect(tooLong.changeUserStatus).toEqual({
      __typename: 'ValidationError',
      message: 'Reason must be at most 500 characters',
      field: 'reason',
    });
    expect(await t.database.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toEqual(user);

    const hostile = `<script>alert(1)</script>'); UPDATE users SET role='admin'; --`;
    const body = await change(user.id, 'suspended', hostile);
    expect(body.changeUserStatus.user.suspensionReason).toBe(hostile);
    expect((await t.database.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe('user');
  });

  it('validates plain (REST) inputs in the service', async () => {
    const ctx = t.contextFor({
      id: admin.id,
      role: 'admin',
      status: 'active',
      name: 'Admin',
      tokenVersion: admin.tokenVersion,
    });
    await expect(changeUserStatus(ctx, { id: 'abc', status: 'active' })).rejects.toMatchObject({
      message: 'This account does not exist.',
      field: 'id',
    });
    await expect(changeUserStatus(ctx, { id: 1, status: 'archived' as never })).rejects.toMatchObject({
      field: 'status',
    });
    await expect(changeUserStatus(ctx, { id: 1, status: 'suspended', reason: 42 as never })).rejects.toMatchObject({
      message: 'Reason must be text',
    });
    const user = await advertiser('requested');
    await expect(changeUserStatus(ctx, { id: String(user.id), status: 'active' })).resolves.toMatchObject({
      status: 'active',
    });
  });

  it('applies only one of two admins deciding the same request at the same time', async () => {
    const user = await advertiser('requested');
    const secondAdmin = await t.createUser({ role: 'admin' });
    const secondToken = await t.tokenFor(secondAdmin);
    const [accept, reject] = await Promise.all([
      change(user.id, 'active', null),
      change(user.id, 'rejected', 'No', secondToken),
    ]);
    const outcomes = [accept.changeUserStatus.__typename, reject.changeUserStatus.__typename];
    const final = (await t.database.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).status;
    // the two run one after the other, whichever is first: accept first leaves reject nothing to do
    // (active -> rejected is refused); reject first lets accept activate the rejected account
    if (outcomes.every((outcome) => outcome === 'MutationChangeUserStatusSuccess')) {
      expect(final).toBe('active');
    } else {
      expect([...outcomes].sort()).toEqual(['MutationChangeUserStatusSuccess', 'WrongStateError']);
      expect(final).toBe(accept.changeUserStatus.user?.status ?? reject.changeUserStatus.user?.status);
    }
  });

  it('lets only one of 10 parallel suspensions bump the token version', async () => {
    const user = await advertiser('active');
    const results = await Promise.all(Array.from({ length: 10 }, () => change(user.id, 'suspended', 'Race')));
    expect(
      results.filter((body) => body.changeUserStatus.__typename === 'MutationChangeUserStatusSuccess'),
    ).toHaveLength(1);
    expect((await t.database.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).tokenVersion).toBe(
      user.tokenVersion + 1,
    );
  });
});

describe('authorisation of the users fields', () => {
  it('lets only an admin list users or change a status; a refused change changes nothing', async () => {
    const user = await advertiser('active');
    const target = await advertiser('requested');
    const suspended = await advertiser('active');
    const suspendedToken = await t.tokenFor(suspended);
    await change(suspended.id, 'suspended');
    const callers = [
      ['visitor', undefined, 'UNAUTHENTICATED'],
      ['user', await t.tokenFor(user), 'FORBIDDEN'],
      ['suspended', suspendedToken, 'UNAUTHENTICATED'],
    ] as const;
    for (const [caller, token, code] of callers) {
      const listed = await t.graphql(USERS, { statuses: ['active'] }, token);
      expect({ caller, data: listed.body.data, code: listed.body.errors?.[0]?.extensions?.code }).toEqual({
        caller,
        data: null,
        code,
      });
      const changed = await t.graphql(CHANGE, { id: globalId(target.id), status: 'active' }, token);
      expect({ caller, code: changed.body.errors?.[0]?.extensions?.code }).toEqual({ caller, code });
    }
    expect(await t.database.prisma.user.findUniqueOrThrow({ where: { id: target.id } })).toEqual(target);
    expect((await change(target.id, 'active')).changeUserStatus.__typename).toBe('MutationChangeUserStatusSuccess');
  });

  it("lets a user read their own account through node(id), but not another's", async () => {
    const user = await advertiser('active');
    const other = await advertiser('active');
    const token = await t.tokenFor(user);
    const NODE = /* GraphQL */ `
      query ($id: ID!) {
        node(id: $id) {
          ... on User {
            email
          }
        }
      }
    `;
    expect((await t.graphql(NODE, { id: globalId(user.id) }, token)).body.data.node).toEqual({ email: user.email });
    const foreign = await t.graphql(NODE, { id: globalId(other.id) }, token);
    expect(foreign.body.data?.node ?? null).toBeNull();
    expect(foreign.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses the service functions to anyone but an admin (REST shares them)', async () => {
    const user = await advertiser('active');
    const asUser = t.contextFor({
      id: user.id,
      role: 'user',
      status: 'active',
      name: user.name,
      tokenVersion: user.tokenVersion,
    });
    await expect(changeUserStatus(asUser, { id: user.id, status: 'suspended' })).rejects.toBeInstanceOf(
      NotAllowedError,
    );
    expect(() => listUsers(asUser, ['active'], {})).toThrow(NotAllowedError);
    expect(() => countUsers(t.contextFor(null), ['active'])).toThrow(NotAllowedError);
  });
});

describe("the signed-in account's credits", () => {
  it('are its own balance; a visitor is asked to log in by the service itself', async () => {
    const user = await t.createUser();
    await t.database.prisma.user.update({ where: { id: user.id }, data: { credits: 5 } });
    expect(await getOwnCredits(t.contextFor(user))).toBe(5);
    await expect(getOwnCredits(t.contextFor(null))).rejects.toThrow(new NotAllowedError('Please log in to continue.'));
  });
});
