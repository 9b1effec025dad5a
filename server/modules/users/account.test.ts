// The signed-in account's own settings (issue 18): changing the password ends the other sessions,
// a wrong current password changes nothing; name, contact and address are edited with sign-up's rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/passwords.ts';
import { createTestApp } from '../../test/app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHANGE_PASSWORD = /* GraphQL */ `
  mutation ($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      __typename
      ... on MutationChangePasswordSuccess { session { token name } }
      ... on ValidationError { message field }
    }
  }`;
const MY_ADS = /* GraphQL */ `query { myAds(first: 1) { totalCount } }`;
const PROFILE = /* GraphQL */ `
  mutation ($input: ProfileInput!) {
    updateMyProfile(input: $input) {
      __typename
      ... on MutationUpdateMyProfileSuccess { user { name contact address email } }
      ... on ValidationError { message field }
    }
  }`;

const codesOf = (body: { errors?: { extensions?: { code?: string } }[] }) => (body.errors ?? []).map((error) => error.extensions?.code);

describe('changing the password', () => {
  it('needs the current password: a wrong one changes nothing and every session keeps working', async () => {
    const user = await t.createUser();
    const [session, other] = [await t.tokenFor(user), await t.tokenFor(user)];
    const { body } = await t.graphql(CHANGE_PASSWORD, { input: { currentPassword: 'wrong-password', password: 'new-password-1', confirmPassword: 'new-password-1' } }, session);
    expect(body.data.changePassword).toEqual({ __typename: 'ValidationError', message: 'The current password is not correct.', field: 'currentPassword' });
    const after = await t.database.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.passwordHash).toBe(user.passwordHash);
    expect(after.tokenVersion).toBe(user.tokenVersion);
    for (const token of [session, other]) expect((await t.graphql(MY_ADS, {}, token)).body.data.myAds.totalCount).toBe(0);
  });

  it('sets the new password, ends every other session and answers a new one for this session', async () => {
    const user = await t.createUser();
    const [session, other] = [await t.tokenFor(user), await t.tokenFor(user)];
    const { body } = await t.graphql(CHANGE_PASSWORD, { input: { currentPassword: 'password123', password: 'new-password-1', confirmPassword: 'new-password-1' } }, session);
    expect(body.data.changePassword.__typename).toBe('MutationChangePasswordSuccess');
    const fresh = body.data.changePassword.session.token as string;

    expect(codesOf((await t.graphql(MY_ADS, {}, other)).body)).toEqual(['UNAUTHENTICATED']);
    expect(codesOf((await t.graphql(MY_ADS, {}, session)).body)).toEqual(['UNAUTHENTICATED']);
    expect((await t.graphql(MY_ADS, {}, fresh)).body.data.myAds.totalCount).toBe(0);
    const stored = await t.database.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(stored.passwordHash, 'new-password-1')).toBe(true);
    expect(await verifyPassword(stored.passwordHash, 'password123')).toBe(false);
  });

  it.each([
    [{ currentPassword: '', password: 'new-password-1', confirmPassword: 'new-password-1' }, 'Please enter your current password'],
    [{ currentPassword: 'password123', password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
    [{ currentPassword: 'password123', password: 'new-password-1', confirmPassword: 'new-password-2' }, 'Password and Confirm Password must be the same'],
    [{ currentPassword: 'password123', password: 'password123', confirmPassword: 'password123' }, 'The new password must differ from the current one.'],
  ])('refuses %o with the sign-up messages, changing nothing', async (input, message) => {
    const user = await t.createUser();
    const { body } = await t.graphql(CHANGE_PASSWORD, { input }, await t.tokenFor(user));
    expect(body.data.changePassword).toMatchObject({ __typename: 'ValidationError', message });
    expect((await t.database.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).tokenVersion).toBe(user.tokenVersion);
  });
});

describe('editing name, contact and address', () => {
  it('saves them; the e-mail stays as registered', async () => {
    const user = await t.createUser();
    const { body } = await t.graphql(PROFILE, { input: { name: ' Asha K ', contact: '9123456780', address: 'MG Road, Pune' } }, await t.tokenFor(user));
    expect(body.data.updateMyProfile).toEqual({ __typename: 'MutationUpdateMyProfileSuccess', user: { name: 'Asha K', contact: '9123456780', address: 'MG Road, Pune', email: user.email } });
  });

  it.each([
    [{ name: '', contact: '9123456780' }, 'Please Enter a name'],
    [{ name: 'Asha', contact: '12345' }, 'Contact Number must have 10 characters'],
    [{ name: 'Asha', contact: '9123456780', address: 'x'.repeat(501) }, 'Address must be at most 500 characters'],
  ])('refuses %o with the sign-up message, changing nothing', async (input, message) => {
    const user = await t.createUser();
    const { body } = await t.graphql(PROFILE, { input }, await t.tokenFor(user));
    expect(body.data.updateMyProfile).toMatchObject({ __typename: 'ValidationError', message });
    const after = await t.database.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect({ name: after.name, contact: after.contact, address: after.address }).toEqual({ name: user.name, contact: user.contact, address: user.address });
  });
});
