import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RequestContext } from '../../context.ts';
import { ConflictError, NotAllowedError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { storeImage } from '../../lib/media/images.ts';
import { createLogger } from '../../logger.ts';
import { createTestApp } from '../../test/app.ts';
import { syntheticPhoto } from '../../test/photos.ts';
import { sendSignupOtp, signUp } from '../auth/service.ts';
import { BLOCKED_PHOTO_MESSAGES, listBlockedPhotos, refuseBlockedPhoto, unblockPhoto } from '../moderation/service.ts';
import { changeUserStatus } from '../users/service.ts';
import {
  addToBlocklist,
  BLOCKLIST_MESSAGES,
  countBlocklist,
  findBlockedContacts,
  listBlocklist,
  removeFromBlocklist,
} from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.createUser>>;
let moderator: Awaited<ReturnType<typeof t.createUser>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
  moderator = await t.createUser({ role: 'moderator' });
});
afterAll(() => t.close());

// each test is another visitor, so the per-network caps of sign-up do not add up across the file
let visitors = 0;
let visitor: RequestContext;
beforeEach(() => {
  visitors += 1;
  visitor = { ...t.contextFor(null, `blocklist-visitor-${visitors}`), logger: createLogger('silent') };
});

const adminCtx = () => t.contextFor(admin);
const moderatorCtx = () => t.contextFor(moderator);
const db = () => t.database.prisma;
const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
const auditOf = (subjectType: string, subjectId: number) =>
  db().auditEntry.findMany({ where: { subjectType, subjectId }, orderBy: { id: 'asc' } });

let unique = 0;
/** A phone number no other test uses (10 digits starting 7). */
function freshPhone(): string {
  unique += 1;
  return `7${String(100_000_000 + unique * 7919).slice(-9)}`;
}
function freshEmail(domain = 'example.com'): string {
  unique += 1;
  return `person${unique}-${Date.now()}@${domain}`;
}

describe('adding', () => {
  it('stores each kind normalised, with its reason and actor, and audits it', async () => {
    const phone = await addToBlocklist(adminCtx(), {
      kind: 'phone',
      value: '+91 98111-22334',
      reason: '  Threatened a visitor  ',
    });
    expect(phone).toMatchObject({
      kind: 'phone',
      value: '9811122334',
      reason: 'Threatened a visitor',
      createdById: admin.id,
    });
    expect((await addToBlocklist(adminCtx(), { kind: 'phone', value: '09811122335', reason: 'Spam' })).value).toBe(
      '9811122335',
    );
    // look-alike digits: Devanagari and full-width
    expect((await addToBlocklist(adminCtx(), { kind: 'phone', value: '९८१११ २२३३६', reason: 'Spam' })).value).toBe(
      '9811122336',
    );
    expect(
      (await addToBlocklist(adminCtx(), { kind: 'phone', value: '＋９１ ９８１１１２２３３７', reason: 'Spam' })).value,
    ).toBe('9811122337');

    const email = await addToBlocklist(moderatorCtx(), {
      kind: 'email',
      value: ' Priya.K+ads@GoogleMail.com ',
      reason: 'Ad of a minor',
    });
    expect(email).toMatchObject({ kind: 'email', value: 'priyak@gmail.com', createdById: moderator.id });

    const domain = await addToBlocklist(adminCtx(), {
      kind: 'domain',
      value: '@Spam-Agency.Example.',
      reason: 'Trafficking ring',
    });
    expect(domain.value).toBe('spam-agency.example');
    expect(
      (await addToBlocklist(adminCtx(), { kind: 'domain', value: '*.other-agency.example', reason: 'Same ring' }))
        .value,
    ).toBe('other-agency.example');

    const [entry] = await auditOf('BlocklistEntry', email.id);
    expect(entry).toMatchObject({ action: 'blocklist.add', actorId: moderator.id, before: null });
    expect(entry!.after).toMatchObject({ kind: 'email', value: 'priyak@gmail.com', reason: 'Ad of a minor' });
  });

  it('refuses what is not a phone number, an address or a whole domain, and stores nothing', async () => {
    const before = await db().blocklistEntry.count();
    const refusals: [Parameters<typeof addToBlocklist>[1], string][] = [
      [{ kind: 'phone', value: '98765', reason: 'x' }, BLOCKLIST_MESSAGES.phone],
      [{ kind: 'phone', value: '1-800-FLOWERS', reason: 'x' }, BLOCKLIST_MESSAGES.phone],
      [{ kind: 'phone', value: '4498765432101', reason: 'x' }, BLOCKLIST_MESSAGES.phone],
      [{ kind: 'email', value: 'no-at-sign.example.com', reason: 'x' }, BLOCKLIST_MESSAGES.email],
      [{ kind: 'email', value: 'a b@example.com', reason: 'x' }, BLOCKLIST_MESSAGES.email],
      [{ kind: 'domain', value: 'someone@example.com', reason: 'x' }, BLOCKLIST_MESSAGES.domain],
      [{ kind: 'domain', value: 'exa mple.com', reason: 'x' }, BLOCKLIST_MESSAGES.domain],
      [{ kind: 'domain', value: '-bad-.com', reason: 'x' }, BLOCKLIST_MESSAGES.domain],
      [{ kind: 'domain', value: '.in', reason: 'x' }, BLOCKLIST_MESSAGES.topLevelDomain],
      [{ kind: 'domain', value: '*.com', reason: 'x' }, BLOCKLIST_MESSAGES.topLevelDomain],
      [{ kind: 'domain', value: 'com', reason: 'x' }, BLOCKLIST_MESSAGES.topLevelDomain],
      [{ kind: 'domain', value: 'Gmail.com', reason: 'x' }, BLOCKLIST_MESSAGES.sharedDomain('gmail.com')],
      [{ kind: 'phone', value: '9876500001', reason: '   ' }, BLOCKLIST_MESSAGES.reason],
      [{ kind: 'phone', value: '9876500001', reason: 'x'.repeat(501) }, BLOCKLIST_MESSAGES.reasonTooLong],
      [{ kind: 'phone', value: '9876500001', reason: 'bell\u0007' }, 'Contains characters that are not allowed'],
      [{ kind: 'email', value: `${'a'.repeat(250)}@example.com`, reason: 'x' }, BLOCKLIST_MESSAGES.valueTooLong],
      [{ kind: 'fax' as never, value: '9876500001', reason: 'x' }, BLOCKLIST_MESSAGES.kind],
      [{ kind: 'phone', value: 9876500001 as never, reason: 'x' }, BLOCKLIST_MESSAGES.value],
    ];
    for (const [input, message] of refusals) {
      await expect(addToBlocklist(adminCtx(), input), JSON.stringify(input).slice(0, 80)).rejects.toMatchObject({
        message,
      });
    }
    await expect(addToBlocklist(adminCtx(), refusals[0]![0])).rejects.toBeInstanceOf(ValidationError);
    expect(await db().blocklistEntry.count()).toBe(before);
  });

  it('answers a duplicate, however it is written, saying since when', async () => {
    await addToBlocklist(adminCtx(), { kind: 'phone', value: '9822001100', reason: 'First' });
    const duplicate = addToBlocklist(moderatorCtx(), { kind: 'phone', value: '+91 98220 01100', reason: 'Again' });
    await expect(duplicate).rejects.toBeInstanceOf(ConflictError);
    await expect(
      addToBlocklist(moderatorCtx(), { kind: 'phone', value: '098220-01100', reason: 'Again' }),
    ).rejects.toMatchObject({
      message: expect.stringMatching(/^This phone number is already on the blocklist \(since \d{1,2} \w+ \d{4}\)\.$/),
      field: 'value',
    });
    await addToBlocklist(adminCtx(), { kind: 'email', value: 'dup@example.org', reason: 'First' });
    await expect(
      addToBlocklist(adminCtx(), { kind: 'email', value: 'DUP+x@Example.org', reason: 'Again' }),
    ).rejects.toMatchObject({
      message: expect.stringContaining('This e-mail address is already on the blocklist'),
    });
    expect(await db().blocklistEntry.count({ where: { value: { in: ['9822001100', 'dup@example.org'] } } })).toBe(2);
  });

  it('two desk members adding the same value at once: one entry, the other told it is there', async () => {
    const results = await Promise.allSettled([
      addToBlocklist(adminCtx(), { kind: 'domain', value: 'race.example', reason: 'One' }),
      addToBlocklist(moderatorCtx(), { kind: 'domain', value: 'RACE.example', reason: 'Two' }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const failure = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(failure.reason).toBeInstanceOf(ConflictError);
    expect(await db().blocklistEntry.count({ where: { value: 'race.example' } })).toBe(1);
  });

  it('is the staff’s alone', async () => {
    const advertiser = await t.createUser();
    for (const ctx of [t.contextFor(advertiser), t.contextFor(null)]) {
      await expect(addToBlocklist(ctx, { kind: 'phone', value: '9811100000', reason: 'x' })).rejects.toBeInstanceOf(
        NotAllowedError,
      );
      await expect(removeFromBlocklist(ctx, 1)).rejects.toBeInstanceOf(NotAllowedError);
      expect(() => listBlocklist(ctx, {}, {})).toThrow(NotAllowedError);
      expect(() => listBlockedPhotos(ctx, {})).toThrow(NotAllowedError);
      await expect(unblockPhoto(ctx, 1)).rejects.toBeInstanceOf(NotAllowedError);
    }
  });
});

describe('the list', () => {
  it('is newest first, searched by value (a number by its digits) and filtered by kind', async () => {
    const a = await addToBlocklist(adminCtx(), { kind: 'phone', value: '9833344455', reason: 'a' });
    const b = await addToBlocklist(adminCtx(), { kind: 'email', value: 'someone@searchable.example', reason: 'b' });
    const c = await addToBlocklist(adminCtx(), { kind: 'domain', value: 'searchable.example', reason: 'c' });
    const ids = async (filter: Parameters<typeof listBlocklist>[1]) =>
      (await listBlocklist(adminCtx(), filter, { take: 100 })).map((entry) => entry.id);
    expect(await ids({ search: 'SEARCHABLE' })).toEqual([c.id, b.id]);
    expect(await ids({ search: 'searchable', kind: 'domain' })).toEqual([c.id]);
    expect(await ids({ search: '+91 98333-44455' })).toEqual([a.id]);
    expect(await ids({ search: '33344' })).toEqual([a.id]);
    expect(await ids({ search: '९८३३३४४४५५' })).toEqual([a.id]);
    expect(await countBlocklist(moderatorCtx(), { search: 'searchable' })).toBe(2);
    const all = await ids({});
    expect(all).toEqual([...all].sort((x, y) => y - x));
    expect(() => listBlocklist(adminCtx(), { search: 'x'.repeat(101) }, {})).toThrow(ValidationError);
  });

  it('pages through GraphQL with the adder’s name, for a moderator too', async () => {
    await addToBlocklist(moderatorCtx(), { kind: 'domain', value: 'paged-one.example', reason: 'one' });
    await addToBlocklist(moderatorCtx(), { kind: 'domain', value: 'paged-two.example', reason: 'two' });
    const query = `query ($after: String) { blocklist(first: 1, after: $after, search: "paged-") { totalCount pageInfo { hasNextPage endCursor } edges { node { kind value reason addedBy createdAt } } } }`;
    const token = await t.tokenFor(moderator);
    const first = (await t.graphql(query, {}, token)).body.data.blocklist;
    expect(first.totalCount).toBe(2);
    expect(first.edges[0].node).toMatchObject({
      kind: 'domain',
      value: 'paged-two.example',
      reason: 'two',
      addedBy: moderator.name,
    });
    const second = (await t.graphql(query, { after: first.pageInfo.endCursor }, token)).body.data.blocklist;
    expect(second.edges.map((edge: { node: { value: string } }) => edge.node.value)).toEqual(['paged-one.example']);
    expect(second.pageInfo.hasNextPage).toBe(false);
  });
});

describe('through GraphQL', () => {
  const ADD = `mutation ($input: AddToBlocklistInput!) { addToBlocklist(input: $input) { __typename ... on MutationAddToBlocklistSuccess { entry { id kind value } } ... on Error { message } ... on ValidationError { field } ... on ConflictError { field } } }`;
  const REMOVE = `mutation ($id: ID!) { removeFromBlocklist(id: $id) { __typename ... on MutationRemoveFromBlocklistSuccess { removedId } ... on Error { message } } }`;

  it('adds, refuses a duplicate and bad input as typed errors, and removes', async () => {
    const token = await t.tokenFor(admin);
    const added = (await t.graphql(ADD, { input: { kind: 'phone', value: '98444 55666', reason: 'Fake ads' } }, token))
      .body.data.addToBlocklist;
    expect(added).toMatchObject({
      __typename: 'MutationAddToBlocklistSuccess',
      entry: { kind: 'phone', value: '9844455666' },
    });
    const again = (await t.graphql(ADD, { input: { kind: 'phone', value: '9844455666', reason: 'Fake ads' } }, token))
      .body.data.addToBlocklist;
    expect(again).toMatchObject({ __typename: 'ConflictError', field: 'value' });
    const bad = (await t.graphql(ADD, { input: { kind: 'domain', value: 'in', reason: 'x' } }, token)).body.data
      .addToBlocklist;
    expect(bad).toEqual({ __typename: 'ValidationError', message: BLOCKLIST_MESSAGES.topLevelDomain, field: 'value' });

    const removed = (await t.graphql(REMOVE, { id: added.entry.id }, token)).body.data.removeFromBlocklist;
    expect(removed).toEqual({ __typename: 'MutationRemoveFromBlocklistSuccess', removedId: added.entry.id });
    const twice = (await t.graphql(REMOVE, { id: added.entry.id }, token)).body.data.removeFromBlocklist;
    expect(twice).toEqual({ __typename: 'NotFoundError', message: BLOCKLIST_MESSAGES.entryNotFound });
  });
});

describe('removing', () => {
  it('deletes the entry, audits it with the entry as it was, and tells a second removal it is gone', async () => {
    const entry = await addToBlocklist(adminCtx(), { kind: 'email', value: 'gone@example.net', reason: 'Mistyped' });
    expect((await findBlockedContacts(db(), { emails: ['gone@example.net'] })).length).toBe(1);
    const removed = await removeFromBlocklist(moderatorCtx(), String(entry.id));
    expect(removed.id).toBe(entry.id);
    expect(await findBlockedContacts(db(), { emails: ['gone@example.net'] })).toEqual([]);
    const [, removal] = await auditOf('BlocklistEntry', entry.id);
    expect(removal).toMatchObject({ action: 'blocklist.remove', actorId: moderator.id, after: null });
    expect(removal!.before).toMatchObject({ kind: 'email', value: 'gone@example.net', reason: 'Mistyped' });
    await expect(removeFromBlocklist(adminCtx(), entry.id)).rejects.toMatchObject({
      message: BLOCKLIST_MESSAGES.entryNotFound,
    });
    await expect(removeFromBlocklist(adminCtx(), 'abc')).rejects.toMatchObject({
      message: BLOCKLIST_MESSAGES.entryNotFound,
    });
    await expect(removeFromBlocklist(adminCtx(), 2_000_000_000)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('blocked photos', () => {
  it('are listed newest first with reason and date; unblocking lets the photo in again, audits it and removes an unused file', async () => {
    const photo = await syntheticPhoto(4242);
    const stored = await storeImage(t.storage, photo);
    const older = await db().blockedImage.create({
      data: { fingerprint: 12345n, path: 'aa/bb/older.webp', reason: 'Old', blockedById: admin.id },
    });
    const blocked = await db().blockedImage.create({
      data: { fingerprint: stored.fingerprint!, path: stored.key, reason: 'No consent', blockedById: moderator.id },
    });
    await expect(refuseBlockedPhoto(db(), stored.fingerprint!, 1)).rejects.toBeInstanceOf(ValidationError);

    const listed = (await listBlockedPhotos(moderatorCtx(), { take: 100 })).map((row) => row.id);
    expect(listed.indexOf(blocked.id)).toBeLessThan(listed.indexOf(older.id));
    const query = `{ blockedPhotos(first: 100) { totalCount edges { node { id url reason blockedBy createdAt } } } }`;
    const { body } = await t.graphql(query, {}, await t.tokenFor(moderator));
    expect(body.data.blockedPhotos.edges[0].node).toMatchObject({
      id: globalId('BlockedPhoto', blocked.id),
      reason: 'No consent',
      blockedBy: moderator.name,
    });
    expect(body.data.blockedPhotos.edges[0].node.url).toMatch(new RegExp(`/media/${stored.key}$`));
    expect(existsSync(join(t.config.mediaDir, stored.key))).toBe(true);

    const UNBLOCK = `mutation ($id: ID!) { unblockPhoto(id: $id) { __typename ... on MutationUnblockPhotoSuccess { unblockedId } ... on Error { message } } }`;
    const answer = (await t.graphql(UNBLOCK, { id: globalId('BlockedPhoto', blocked.id) }, await t.tokenFor(admin)))
      .body.data.unblockPhoto;
    expect(answer).toEqual({
      __typename: 'MutationUnblockPhotoSuccess',
      unblockedId: globalId('BlockedPhoto', blocked.id),
    });
    await expect(refuseBlockedPhoto(db(), stored.fingerprint!, 1)).resolves.toBeUndefined();
    // nothing else used the file: it goes
    expect(existsSync(join(t.config.mediaDir, stored.key))).toBe(false);
    const [entry] = await auditOf('BlockedImage', blocked.id);
    expect(entry).toMatchObject({ action: 'blockedImage.remove', actorId: admin.id, after: null });
    expect(entry!.before).toMatchObject({
      path: stored.key,
      reason: 'No consent',
      fingerprint: stored.fingerprint!.toString(),
    });
    await expect(unblockPhoto(adminCtx(), blocked.id)).rejects.toMatchObject({
      message: BLOCKED_PHOTO_MESSAGES.notFound,
    });
  });
});

describe('sign-up', () => {
  async function otpCount(email: string) {
    return db().otpCode.count({ where: { email } });
  }

  it('gives no code to a blocked phone, address, domain or subdomain, stores nothing and sends nothing', async () => {
    const phone = freshPhone();
    await addToBlocklist(adminCtx(), { kind: 'phone', value: phone, reason: 'Banned' });
    const blockedAddress = freshEmail('example.org');
    await addToBlocklist(adminCtx(), { kind: 'email', value: blockedAddress, reason: 'Banned' });
    await addToBlocklist(adminCtx(), { kind: 'domain', value: 'blocked-agency.example', reason: 'Banned' });

    const cases: [{ email: string; contact: string }, string, string][] = [
      [{ email: freshEmail(), contact: phone }, BLOCKLIST_MESSAGES.signUpPhone, 'contact'],
      [{ email: blockedAddress.toUpperCase(), contact: freshPhone() }, BLOCKLIST_MESSAGES.signUpEmail, 'email'],
      [{ email: freshEmail('blocked-agency.example'), contact: freshPhone() }, BLOCKLIST_MESSAGES.signUpEmail, 'email'],
      [
        { email: freshEmail('mail.blocked-agency.example'), contact: freshPhone() },
        BLOCKLIST_MESSAGES.signUpEmail,
        'email',
      ],
    ];
    const mailsBefore = t.mailer.sent.length;
    for (const [input, message, field] of cases) {
      await expect(sendSignupOtp(visitor, input)).rejects.toMatchObject({ message, field });
      expect(await otpCount(input.email.toLowerCase())).toBe(0);
    }
    expect(t.mailer.sent.length).toBe(mailsBefore);
    // the message says which field, and nothing of the entry, its reason or its date
    for (const message of [BLOCKLIST_MESSAGES.signUpPhone, BLOCKLIST_MESSAGES.signUpEmail])
      expect(message).not.toMatch(/Banned|domain|since/);

    // a look-alike domain is not blocked
    const fine = freshEmail('blocked-agency.example.com');
    await expect(sendSignupOtp(visitor, { email: fine, contact: freshPhone() })).resolves.toMatchObject({
      sentTo: fine,
    });
  });

  it('refuses the account when the phone or address was blocked after the code was sent, and creates nothing', async () => {
    const email = freshEmail();
    await sendSignupOtp(visitor, { email, contact: freshPhone() });
    const code = /^Your verification code is (\d{6})$/.exec(t.mailer.lastTo(email)!.text.split('\n')[0]!)![1]!;
    const phone = freshPhone();
    await addToBlocklist(adminCtx(), { kind: 'phone', value: phone, reason: 'Banned' });
    const input = {
      name: 'Asha Rao',
      contact: phone,
      email,
      emailOTP: code,
      password: 'long-enough-password',
      confirmPassword: 'long-enough-password',
      address: '',
      dateOfBirth: '1994-03-12',
    };
    await expect(signUp(visitor, input)).rejects.toMatchObject({
      message: BLOCKLIST_MESSAGES.signUpPhone,
      field: 'contact',
    });
    expect(await db().user.count({ where: { email } })).toBe(0);

    await addToBlocklist(adminCtx(), { kind: 'email', value: email, reason: 'Banned' });
    await expect(signUp(visitor, { ...input, contact: freshPhone() })).rejects.toMatchObject({
      message: BLOCKLIST_MESSAGES.signUpEmail,
      field: 'email',
    });
    expect(await db().user.count({ where: { email } })).toBe(0);
    // the code was not used up: once the entry goes, the same code finishes the sign-up
    const [entry] = await listBlocklist(adminCtx(), { search: email }, { take: 1 });
    await removeFromBlocklist(adminCtx(), entry!.id);
    await expect(signUp(visitor, { ...input, contact: freshPhone() })).resolves.toEqual({ status: 'requested' });
  });

  it('is refused on the REST register routes with 400 and the same message', async () => {
    // a code asked for before the domain was blocked
    const early = freshEmail('rest-blocked.example');
    expect((await t.rest('POST', '/users/signup-otp', { email: early, contact: freshPhone() })).status).toBe(201);
    const code = /^Your verification code is (\d{6})$/.exec(t.mailer.lastTo(early)!.text.split('\n')[0]!)![1]!;
    await addToBlocklist(adminCtx(), { kind: 'domain', value: 'rest-blocked.example', reason: 'Banned' });

    const email = freshEmail('rest-blocked.example');
    const otp = await t.rest('POST', '/users/signup-otp', { email, contact: freshPhone() });
    expect(otp).toMatchObject({ status: 400, body: { error: BLOCKLIST_MESSAGES.signUpEmail } });
    expect(await otpCount(email)).toBe(0);
    const account = await t.rest('POST', '/users/signup', {
      name: 'Asha',
      contact: freshPhone(),
      email: early,
      emailOTP: code,
      password: 'long-enough-password',
      confirmPassword: 'long-enough-password',
      address: '',
    });
    expect(account).toMatchObject({ status: 400, body: { error: BLOCKLIST_MESSAGES.signUpEmail } });
    expect(await db().user.count({ where: { email: early } })).toBe(0);
  });
});

describe('suspending an advertiser', () => {
  async function advertiser() {
    const user = await t.createUser({ email: freshEmail('suspended.example') });
    return db().user.update({ where: { id: user.id }, data: { contact: freshPhone() } });
  }
  const entriesOf = (user: { contact: string; email: string }) =>
    db().blocklistEntry.findMany({ where: { value: { in: [user.contact, user.email] } }, orderBy: { kind: 'asc' } });

  it('adds their phone and e-mail by default, audited; reinstating takes them off again', async () => {
    const user = await advertiser();
    await changeUserStatus(adminCtx(), { id: user.id, status: 'suspended', reason: 'Posted an ad of a minor' });
    const entries = await entriesOf(user);
    expect(entries.map((entry) => [entry.kind, entry.value])).toEqual([
      ['email', user.email],
      ['phone', user.contact],
    ]);
    for (const entry of entries) {
      expect(entry.reason).toBe(`Account suspended (account ${user.id}): Posted an ad of a minor`);
      expect(entry.createdById).toBe(admin.id);
      expect(await auditOf('BlocklistEntry', entry.id)).toMatchObject([{ action: 'blocklist.add', actorId: admin.id }]);
    }
    // the phone now refuses a new sign-up, permanently (not only for the suspension block's period)
    await expect(sendSignupOtp(visitor, { email: freshEmail(), contact: user.contact })).rejects.toMatchObject({
      message: BLOCKLIST_MESSAGES.signUpPhone,
    });

    await changeUserStatus(adminCtx(), { id: user.id, status: 'active' });
    expect(await entriesOf(user)).toEqual([]);
    for (const entry of entries) {
      expect((await auditOf('BlocklistEntry', entry.id)).map((row) => row.action)).toEqual([
        'blocklist.add',
        'blocklist.remove',
      ]);
    }
  });

  it('adds nothing when the admin unticks the box, through GraphQL and REST too', async () => {
    const user = await advertiser();
    await changeUserStatus(adminCtx(), {
      id: user.id,
      status: 'suspended',
      reason: 'Late payment',
      addToBlocklist: false,
    });
    expect(await entriesOf(user)).toEqual([]);

    const viaGraphql = await advertiser();
    const CHANGE = `mutation ($id: ID!, $add: Boolean) { changeUserStatus(id: $id, status: suspended, reason: "Spam", addToBlocklist: $add) { __typename } }`;
    const token = await t.tokenFor(admin);
    expect(
      (await t.graphql(CHANGE, { id: globalId('User', viaGraphql.id), add: false }, token)).body.data.changeUserStatus
        .__typename,
    ).toBe('MutationChangeUserStatusSuccess');
    expect(await entriesOf(viaGraphql)).toEqual([]);
    const byDefault = await advertiser();
    await t.graphql(CHANGE, { id: globalId('User', byDefault.id) }, token);
    expect(await entriesOf(byDefault)).toHaveLength(2);

    const viaRest = await advertiser();
    const unticked = await t.rest(
      'PUT',
      `/users/${viaRest.id}`,
      { status: 'suspended', reason: 'Spam', addToBlocklist: false },
      { token },
    );
    expect(unticked.status).toBe(200);
    expect(await entriesOf(viaRest)).toEqual([]);
    const wrong = await t.rest(
      'PUT',
      `/users/${(await advertiser()).id}`,
      { status: 'suspended', addToBlocklist: 'no' },
      { token },
    );
    expect(wrong).toMatchObject({ status: 400, body: { error: 'Add to blocklist must be true or false' } });
  });

  it('keeps an entry already there (and its reason), adding only the other', async () => {
    const user = await advertiser();
    const existing = await addToBlocklist(moderatorCtx(), {
      kind: 'phone',
      value: user.contact,
      reason: 'Known scammer',
    });
    await changeUserStatus(adminCtx(), { id: user.id, status: 'suspended' });
    const entries = await entriesOf(user);
    expect(entries).toHaveLength(2);
    expect(entries.find((entry) => entry.kind === 'phone')).toMatchObject({
      id: existing.id,
      reason: 'Known scammer',
      createdById: moderator.id,
    });
    expect(entries.find((entry) => entry.kind === 'email')!.reason).toBe(`Account suspended (account ${user.id})`);
    // reinstating lifts only what the suspension added: the desk's own entry was decided on its own
    await changeUserStatus(adminCtx(), { id: user.id, status: 'active' });
    expect((await entriesOf(user)).map((entry) => [entry.id, entry.reason])).toEqual([[existing.id, 'Known scammer']]);
  });
});
