// Identity and photo verification (issue 31): sending (validation, one pending request at a time,
// nothing stored on refusal), the desk's signed URLs (staff only, short-lived), the decisions (the
// mark on the account's ads, mails, audit entries with their actor), removed marks, the deletion of
// the files after the period, and the account deletion.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VERIFICATION_CODE_ALPHABET,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_FILE_RETENTION_DAYS,
  VERIFICATION_MESSAGES,
} from '../../../common/verification.ts';
import { NotAllowedError, WrongStateError } from '../../lib/errors.ts';
import { checkSignedMedia } from '../../lib/media/private-media.ts';
import { createLogger } from '../../logger.ts';
import { periodicJobs } from '../../jobs.ts';
import { createTestApp } from '../../test/app.ts';
import { syntheticPhoto } from '../../test/photos.ts';
import { deleteMyAccount, exportMyData } from '../users/account.ts';
import {
  approveVerification,
  deleteExpiredVerificationFiles,
  myVerification,
  refuseVerification,
  revokeVerification,
  submitVerification,
  verificationCode,
  verificationFileUrl,
} from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let prisma: Awaited<ReturnType<typeof createTestApp>>['database']['prisma'];
type Person = Awaited<ReturnType<typeof t.createUser>>;
let admin: Person;
let moderator: Person;
let moderatorToken: string;
let makeAd: Awaited<ReturnType<typeof t.adMaker>>;
let photoSeed = 1;

const DAY_MS = 24 * 60 * 60 * 1000;
const logger = createLogger('silent');

beforeAll(async () => {
  t = await createTestApp();
  prisma = t.database.prisma;
  admin = await t.createUser({ role: 'admin' });
  moderator = await t.createUser({ role: 'moderator' });
  moderatorToken = await t.tokenFor(moderator);
  makeAd = await t.adMaker({ state: 'Maharashtra', city: 'Pune', category: 'Escorts' });
});
afterAll(() => t.close());

// ---- documents ---------------------------------------------------------------------------------

const MINE = /* GraphQL */ `
  query {
    myVerification {
      state
      code
      reason
      submittedAt
      decidedAt
      verifiedAt
      fileRetentionDays
    }
  }
`;
const SUBMIT = /* GraphQL */ `
  mutation ($document: File, $photo: File) {
    submitVerification(document: $document, photo: $photo) {
      __typename
      ... on Error {
        message
      }
      ... on ValidationError {
        field
      }
      ... on MutationSubmitVerificationSuccess {
        verification {
          state
          code
        }
      }
    }
  }
`;
const QUEUE = /* GraphQL */ `
  query ($status: VerificationStatus) {
    verificationRequests(first: 20, status: $status) {
      totalCount
      edges {
        node {
          id
          databaseId
          status
          code
          reason
          filesDeletedAt
          filesDeleteAfter
          decidedBy
          revokedBy
          revokeReason
          document {
            url
          }
          photo {
            url
          }
          advertiser {
            databaseId
            name
            email
            verifiedAt
          }
        }
      }
    }
  }
`;
const APPROVE = /* GraphQL */ `
  mutation ($id: ID!) {
    approveVerification(id: $id) {
      __typename
      ... on Error {
        message
      }
      ... on MutationApproveVerificationSuccess {
        verificationRequest {
          status
          decidedBy
          advertiser {
            verifiedAt
          }
        }
      }
    }
  }
`;
const REFUSE = /* GraphQL */ `
  mutation ($id: ID!, $reason: String!) {
    refuseVerification(id: $id, reason: $reason) {
      __typename
      ... on Error {
        message
      }
      ... on ValidationError {
        field
      }
      ... on MutationRefuseVerificationSuccess {
        verificationRequest {
          status
          reason
        }
      }
    }
  }
`;
const REVOKE = /* GraphQL */ `
  mutation ($id: ID!, $reason: String!) {
    revokeVerification(id: $id, reason: $reason) {
      __typename
      ... on Error {
        message
      }
      ... on MutationRevokeVerificationSuccess {
        verificationRequest {
          status
          revokedBy
          revokeReason
        }
      }
    }
  }
`;
const AD_MARK = /* GraphQL */ `
  query ($id: ID!) {
    ad(id: $id) {
      verified
    }
  }
`;

// ---- helpers -----------------------------------------------------------------------------------

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

async function advertiser() {
  const user = await t.createUser();
  return { user, token: await t.tokenFor(user) };
}

/** The owner of a fresh ad (adMaker's advertiser is shared: each test takes a new one with an ad of its own). */
async function advertiserWithAd() {
  const { user, token } = await advertiser();
  const adId = await makeAd({ userId: user.id });
  return { user, token, adId };
}

async function picture(): Promise<Uint8Array> {
  photoSeed += 1;
  return syntheticPhoto(photoSeed * 7919);
}

const file = (bytes: Uint8Array, name = 'picture.jpg', type = 'image/jpeg') => ({ name, type, bytes });

async function send(token: string, files: { document?: Uint8Array; photo?: Uint8Array } = {}) {
  const document = files.document ?? (await picture());
  const photo = files.photo ?? (await picture());
  return t.upload(SUBMIT, { document: null, photo: null }, { document: file(document), photo: file(photo) }, token);
}

/** Every private file the media store holds. */
function privateFiles(): string[] {
  const root = join(t.config.mediaDir, 'private');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

async function pendingOf(userId: number) {
  return prisma.verificationRequest.findFirstOrThrow({ where: { userId, status: 'pending' } });
}

async function ownerVerified(adId: number): Promise<boolean> {
  return (await prisma.ad.findUniqueOrThrow({ where: { id: adId }, select: { ownerVerified: true } })).ownerVerified;
}

async function auditOf(requestId: number) {
  return prisma.auditEntry.findMany({
    where: { subjectType: 'VerificationRequest', subjectId: requestId },
    orderBy: { id: 'asc' },
  });
}

// ---- the code ----------------------------------------------------------------------------------

describe('the code held in the photo', () => {
  it('is short, from the unambiguous alphabet, the same until sent, and new for each attempt', async () => {
    const secret = t.config.jwtSecret;
    const first = verificationCode(secret, 7, 1);
    expect(first).toHaveLength(VERIFICATION_CODE_LENGTH);
    expect([...first].every((character) => VERIFICATION_CODE_ALPHABET.includes(character))).toBe(true);
    expect(VERIFICATION_CODE_ALPHABET).not.toMatch(/[0O1IL2Z5S8B]/);
    expect(verificationCode(secret, 7, 1)).toBe(first);
    expect(verificationCode(secret, 7, 2)).not.toBe(first);
    expect(verificationCode(secret, 8, 1)).not.toBe(first);

    const { token } = await advertiser();
    const shown = (await t.graphql(MINE, {}, token)).body.data.myVerification;
    expect(shown).toMatchObject({
      state: 'none',
      reason: null,
      submittedAt: null,
      verifiedAt: null,
      fileRetentionDays: VERIFICATION_FILE_RETENTION_DAYS,
    });
    expect((await t.graphql(MINE, {}, token)).body.data.myVerification.code).toBe(shown.code);
    // the request keeps the code the page showed
    const { body } = await send(token);
    expect(body.data.submitVerification).toEqual({
      __typename: 'MutationSubmitVerificationSuccess',
      verification: { state: 'pending', code: shown.code },
    });
  });
});

// ---- sending -----------------------------------------------------------------------------------

describe('sending a verification request', () => {
  it('stores both files privately, re-encoded, and shows the request as pending', async () => {
    const { user, token } = await advertiser();
    const before = privateFiles().length;
    const { body } = await send(token);
    expect(body.data.submitVerification.verification.state).toBe('pending');
    const row = await pendingOf(user.id);
    expect(row.documentKey).toMatch(/^private\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}\.webp$/);
    expect(row.photoKey).toMatch(/^private\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}\.webp$/);
    expect(row.documentKey).not.toBe(row.photoKey);
    expect(privateFiles().length).toBe(before + 2);
    // never under a public key: /media/<key> without the private prefix serves nothing
    expect((await t.app.request(`/media/${row.documentKey!.slice('private/'.length)}`)).status).toBe(404);
    const mine = (await t.graphql(MINE, {}, token)).body.data.myVerification;
    expect(mine).toMatchObject({ state: 'pending', code: row.code });
    expect(mine.submittedAt).not.toBeNull();
  });

  it('allows one pending request at a time, even two sent at once', async () => {
    const { user, token } = await advertiser();
    const [first, second] = await Promise.all([send(token), send(token)]);
    const answers = [first.body.data.submitVerification, second.body.data.submitVerification];
    expect(answers.filter((answer) => answer.__typename === 'MutationSubmitVerificationSuccess')).toHaveLength(1);
    expect(answers.find((answer) => answer.__typename !== 'MutationSubmitVerificationSuccess')).toEqual({
      __typename: 'WrongStateError',
      message: VERIFICATION_MESSAGES.pending,
    });
    expect(await prisma.verificationRequest.count({ where: { userId: user.id } })).toBe(1);
    // and once more, afterwards
    const files = privateFiles().length;
    const third = await send(token);
    expect(third.body.data.submitVerification).toEqual({
      __typename: 'WrongStateError',
      message: VERIFICATION_MESSAGES.pending,
    });
    expect(privateFiles().length).toBe(files);
  });

  it.each([
    [
      'no document',
      { photo: true },
      { __typename: 'ValidationError', message: VERIFICATION_MESSAGES.documentRequired, field: 'document' },
    ],
    [
      'no photo',
      { document: true },
      { __typename: 'ValidationError', message: VERIFICATION_MESSAGES.photoRequired, field: 'photo' },
    ],
  ])('refuses %s with a clear message; nothing is stored', async (_label, present, answer) => {
    const { user, token } = await advertiser();
    const before = privateFiles().length;
    const files: Record<string, ReturnType<typeof file>> = {};
    if ('document' in present) files.document = file(await picture());
    if ('photo' in present) files.photo = file(await picture());
    const { body } = await t.upload(SUBMIT, { document: null, photo: null }, files, token);
    expect(body.data.submitVerification).toEqual(answer);
    expect(await prisma.verificationRequest.count({ where: { userId: user.id } })).toBe(0);
    expect(privateFiles().length).toBe(before);
  });

  it('refuses a PDF, a file that is not an image, an oversized file and the same picture twice; nothing is stored', async () => {
    const { user, token } = await advertiser();
    const before = privateFiles().length;
    const pdf = new TextEncoder().encode(
      '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF',
    );
    const script = new TextEncoder().encode('<?php system($_GET["c"]); ?>');
    const huge = new Uint8Array(10 * 1024 * 1024 + 1);
    const same = await picture();
    // a copy of the same picture, re-encoded: the fingerprints tell it is the same
    const copy = new Uint8Array(await sharp(same).resize(640).jpeg({ quality: 70 }).toBuffer());
    const cases: [Record<string, ReturnType<typeof file>>, unknown][] = [
      [
        { document: file(pdf, 'aadhaar.pdf', 'application/pdf'), photo: file(await picture()) },
        { __typename: 'UnsupportedMediaError', message: VERIFICATION_MESSAGES.documentPdf },
      ],
      [
        { document: file(script, 'aadhaar.jpg'), photo: file(await picture()) },
        { __typename: 'UnsupportedMediaError', message: VERIFICATION_MESSAGES.documentNotImage },
      ],
      [
        { document: file(await picture()), photo: file(pdf, 'me.jpg') },
        { __typename: 'UnsupportedMediaError', message: VERIFICATION_MESSAGES.photoNotImage },
      ],
      [
        { document: file(huge, 'scan.png', 'image/png'), photo: file(await picture()) },
        { __typename: 'TooLargeError', message: VERIFICATION_MESSAGES.documentTooLarge },
      ],
      [
        { document: file(await picture()), photo: file(new Uint8Array(0), 'me.jpg') },
        { __typename: 'ValidationError', message: 'The uploaded file is empty.', field: 'photo' },
      ],
      [
        { document: file(same), photo: file(same) },
        { __typename: 'ValidationError', message: VERIFICATION_MESSAGES.sameFile, field: 'photo' },
      ],
      [
        { document: file(same), photo: file(copy) },
        { __typename: 'ValidationError', message: VERIFICATION_MESSAGES.sameFile, field: 'photo' },
      ],
    ];
    for (const [files, answer] of cases) {
      const { body } = await t.upload(SUBMIT, { document: null, photo: null }, files, token);
      expect(body.data.submitVerification).toEqual(answer);
    }
    expect(await prisma.verificationRequest.count({ where: { userId: user.id } })).toBe(0);
    expect(privateFiles().length).toBe(before);
  });

  it('is for advertisers only: a visitor, a moderator and an admin are refused', async () => {
    const document = await picture();
    const photo = await picture();
    for (const token of [undefined, moderatorToken, await t.tokenFor(admin)]) {
      const { body } = await t.upload(
        SUBMIT,
        { document: null, photo: null },
        { document: file(document), photo: file(photo) },
        token,
      );
      expect(body.data?.submitVerification ?? null).toBeNull();
      expect(body.errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
    }
    await expect(submitVerification(t.contextFor(moderator), { document, photo })).rejects.toThrow(NotAllowedError);
    await expect(myVerification(t.contextFor(admin))).rejects.toThrow(NotAllowedError);
    expect(await prisma.verificationRequest.count({ where: { userId: { in: [moderator.id, admin.id] } } })).toBe(0);
  });

  it('refuses a verified account', async () => {
    const { user } = await advertiser();
    await prisma.user.update({ where: { id: user.id }, data: { verifiedAt: new Date() } });
    await expect(
      submitVerification(t.contextFor(user), { document: await picture(), photo: await picture() }),
    ).rejects.toThrow(new WrongStateError(VERIFICATION_MESSAGES.alreadyVerified));
    expect((await myVerification(t.contextFor(user))).state).toBe('approved');
  });
});

// ---- the desk's view ----------------------------------------------------------------------------

describe("the desk's list and signed URLs", () => {
  it('lists pending requests oldest first with signed URLs that open the files for a moderator', async () => {
    const first = await advertiser();
    const second = await advertiser();
    await send(first.token);
    await send(second.token);
    const { body } = await t.graphql(QUEUE, {}, moderatorToken);
    const nodes = body.data.verificationRequests.edges.map((edge: any) => edge.node);
    const ids = nodes.map((node: any) => node.advertiser.databaseId);
    expect(ids.indexOf(first.user.id)).toBeLessThan(ids.indexOf(second.user.id));
    expect(nodes.every((node: any) => node.status === 'pending')).toBe(true);
    expect(body.data.verificationRequests.totalCount).toBe(
      await prisma.verificationRequest.count({ where: { status: 'pending' } }),
    );
    const node = nodes.find((candidate: any) => candidate.advertiser.databaseId === first.user.id);
    expect(node.advertiser).toMatchObject({ name: first.user.name, email: first.user.email, verifiedAt: null });
    expect(node.filesDeleteAfter).toBeNull();
    const row = await pendingOf(first.user.id);
    expect(node.code).toBe(row.code);
    for (const [url, key] of [
      [node.document.url, row.documentKey],
      [node.photo.url, row.photoKey],
    ] as const) {
      expect(url).toMatch(new RegExp(`^http://api\\.test/media/${key}\\?expires=\\d+&signature=[\\w-]+$`));
      const served = await t.app.request(url.slice('http://api.test'.length));
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
    }
    // an admin reads the same list
    expect((await t.graphql(QUEUE, {}, await t.tokenFor(admin))).body.data.verificationRequests.totalCount).toBe(
      body.data.verificationRequests.totalCount,
    );
  });

  it('refuses the list, the request and its files to the advertiser and to a visitor', async () => {
    const { user, token } = await advertiser();
    await send(token);
    const row = await pendingOf(user.id);
    for (const caller of [token, undefined]) {
      const list = await t.graphql(QUEUE, {}, caller);
      expect(list.body.data?.verificationRequests ?? null).toBeNull();
      expect(list.body.errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
      const node = await t.graphql(
        `query ($id: ID!) { node(id: $id) { ... on VerificationRequest { document { url } } } }`,
        { id: globalId('VerificationRequest', row.id) },
        caller,
      );
      expect(node.body.data?.node ?? null).toBeNull();
      expect(JSON.stringify(node.body)).not.toContain('signature=');
    }
    // the service answers no URL to anyone but staff
    expect(verificationFileUrl(t.contextFor(user), row, 'document')).toBeNull();
    expect(verificationFileUrl(t.contextFor(null), row, 'photo')).toBeNull();
    expect(verificationFileUrl(t.contextFor(moderator), row, 'photo')).toMatch(/signature=/);
    // the file itself: no signature, a forged one or another file's are refused
    expect((await t.app.request(`/media/${row.documentKey}`)).status).toBe(404);
    const photoUrl = new URL(verificationFileUrl(t.contextFor(moderator), row, 'photo')!);
    expect((await t.app.request(`/media/${row.documentKey}${photoUrl.search}`)).status).toBe(404);
    expect(
      (await t.app.request(`/media/${row.photoKey}?expires=${photoUrl.searchParams.get('expires')}&signature=AAAA`))
        .status,
    ).toBe(404);
  });

  it('refuses a URL once it has expired: it works for one to two hours', async () => {
    const { user, token } = await advertiser();
    await send(token);
    const row = await pendingOf(user.id);
    const signedAt = new Date(Date.now() - 2 * 60 * 60 * 1000 - 1000);
    const url = new URL(verificationFileUrl(t.contextFor(moderator), row, 'document', signedAt)!);
    expect((await t.app.request(`${url.pathname}${url.search}`)).status).toBe(404);
    const fresh = new URL(verificationFileUrl(t.contextFor(moderator), row, 'document')!);
    expect((await t.app.request(`${fresh.pathname}${fresh.search}`)).status).toBe(200);
    const params = Object.fromEntries(fresh.searchParams);
    const key = fresh.pathname.slice('/media/'.length);
    expect(checkSignedMedia(key, params, t.config.jwtSecret)).toBeGreaterThan(3600 - 1);
    expect(
      checkSignedMedia(key, params, t.config.jwtSecret, new Date(Date.now() + 2 * 60 * 60 * 1000 + 1000)),
    ).toBeNull();
  });
});

// ---- decisions ---------------------------------------------------------------------------------

describe('decisions', () => {
  it('approval by a moderator gives the account and its ads the mark, mails the advertiser and is audited with its actor', async () => {
    const { user, token, adId } = await advertiserWithAd();
    expect(await ownerVerified(adId)).toBe(false);
    await send(token);
    const row = await pendingOf(user.id);
    const { body } = await t.graphql(APPROVE, { id: globalId('VerificationRequest', row.id) }, moderatorToken);
    expect(body.data.approveVerification.__typename).toBe('MutationApproveVerificationSuccess');
    expect(body.data.approveVerification.verificationRequest).toMatchObject({
      status: 'approved',
      decidedBy: moderator.name,
    });
    expect(body.data.approveVerification.verificationRequest.advertiser.verifiedAt).not.toBeNull();
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).verifiedAt).not.toBeNull();
    // the database copied the mark to the ad (and to an ad made afterwards)
    expect(await ownerVerified(adId)).toBe(true);
    expect(await ownerVerified(await makeAd({ userId: user.id }))).toBe(true);
    const mail = t.mailer.lastTo(user.email)!;
    expect(mail.subject).toBe('Your account is verified');
    expect(mail.text).toContain(`deleted ${VERIFICATION_FILE_RETENTION_DAYS} days after this decision`);
    const [entry] = await auditOf(row.id);
    expect(entry).toMatchObject({ action: 'verification.approve', actorId: moderator.id });
    expect(entry!.before).toMatchObject({ status: 'pending', userId: user.id });
    expect(entry!.after).toMatchObject({ status: 'approved', decidedById: moderator.id });
    // no file name in the audit log
    expect(JSON.stringify(entry)).not.toContain('private/');
    expect(await myVerification(t.contextFor(user))).toMatchObject({ state: 'approved', code: null, reason: null });
    // decided once: a second decision is refused and changes nothing
    const again = await t.graphql(
      REFUSE,
      { id: globalId('VerificationRequest', row.id), reason: 'Too late' },
      moderatorToken,
    );
    expect(again.body.data.refuseVerification).toEqual({
      __typename: 'WrongStateError',
      message: VERIFICATION_MESSAGES.alreadyDecided,
    });
    expect((await prisma.verificationRequest.findUniqueOrThrow({ where: { id: row.id } })).status).toBe('approved');
    expect(await auditOf(row.id)).toHaveLength(1);
  });

  it('refusal needs a reason, mails it, shows it to the advertiser with a new code, and allows a new request', async () => {
    const { user, token, adId } = await advertiserWithAd();
    await send(token);
    const row = await pendingOf(user.id);
    const id = globalId('VerificationRequest', row.id);
    for (const reason of ['', '   ', 'x'.repeat(501)]) {
      const { body } = await t.graphql(REFUSE, { id, reason }, moderatorToken);
      expect(body.data.refuseVerification).toMatchObject({ __typename: 'ValidationError', field: 'reason' });
    }
    expect((await prisma.verificationRequest.findUniqueOrThrow({ where: { id: row.id } })).status).toBe('pending');
    const reason = 'The code in the photo cannot be read.';
    const { body } = await t.graphql(REFUSE, { id, reason: `  ${reason} ` }, moderatorToken);
    expect(body.data.refuseVerification).toEqual({
      __typename: 'MutationRefuseVerificationSuccess',
      verificationRequest: { status: 'refused', reason },
    });
    expect(await ownerVerified(adId)).toBe(false);
    const mail = t.mailer.lastTo(user.email)!;
    expect(mail.subject).toBe('Your verification was not approved');
    expect(mail.text).toContain(reason);
    expect(await auditOf(row.id)).toEqual([
      expect.objectContaining({ action: 'verification.refuse', actorId: moderator.id }),
    ]);
    const mine = (await t.graphql(MINE, {}, token)).body.data.myVerification;
    expect(mine).toMatchObject({ state: 'refused', reason });
    expect(mine.code).not.toBe(row.code);
    // a new request, with the new code
    const again = await send(token);
    expect(again.body.data.submitVerification.verification).toEqual({ state: 'pending', code: mine.code });
  });

  it('is for staff only: the advertiser cannot approve their own request', async () => {
    const { user, token } = await advertiser();
    await send(token);
    const row = await pendingOf(user.id);
    const { body } = await t.graphql(APPROVE, { id: globalId('VerificationRequest', row.id) }, token);
    expect(body.data?.approveVerification ?? null).toBeNull();
    await expect(approveVerification(t.contextFor(user), { id: row.id })).rejects.toThrow(NotAllowedError);
    await expect(refuseVerification(t.contextFor(null), { id: row.id, reason: 'no' })).rejects.toThrow(NotAllowedError);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).verifiedAt).toBeNull();
    expect((await pendingOf(user.id)).status).toBe('pending');
  });

  it('answers a request that does not exist plainly', async () => {
    const { body } = await t.graphql(APPROVE, { id: globalId('VerificationRequest', 2_000_000_000) }, moderatorToken);
    expect(body.data.approveVerification).toEqual({
      __typename: 'NotFoundError',
      message: VERIFICATION_MESSAGES.requestNotFound,
    });
  });

  it('staff can remove a mark with a reason: it leaves the ads, is mailed and audited, and the advertiser may send again', async () => {
    const { user, token, adId } = await advertiserWithAd();
    await send(token);
    const row = await pendingOf(user.id);
    await approveVerification(t.contextFor(admin), { id: row.id });
    expect(await ownerVerified(adId)).toBe(true);
    const id = globalId('VerificationRequest', row.id);
    expect((await t.graphql(REVOKE, { id, reason: '' }, moderatorToken)).body.data.revokeVerification.__typename).toBe(
      'ValidationError',
    );
    expect(await ownerVerified(adId)).toBe(true);
    const reason = 'A complaint showed the photos are of another person.';
    const { body } = await t.graphql(REVOKE, { id, reason }, moderatorToken);
    expect(body.data.revokeVerification).toEqual({
      __typename: 'MutationRevokeVerificationSuccess',
      verificationRequest: { status: 'approved', revokedBy: moderator.name, revokeReason: reason },
    });
    expect(await ownerVerified(adId)).toBe(false);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).verifiedAt).toBeNull();
    const mail = t.mailer.lastTo(user.email)!;
    expect(mail.subject).toBe('Your verified mark was removed');
    expect(mail.text).toContain(reason);
    expect((await auditOf(row.id)).map((entry) => [entry.action, entry.actorId])).toEqual([
      ['verification.approve', admin.id],
      ['verification.revoke', moderator.id],
    ]);
    expect(await myVerification(t.contextFor(user))).toMatchObject({ state: 'revoked', reason });
    // once removed, not again
    await expect(revokeVerification(t.contextFor(moderator), { id: row.id, reason: 'again' })).rejects.toThrow(
      new WrongStateError(VERIFICATION_MESSAGES.notApproved),
    );
    expect((await send(token)).body.data.submitVerification.verification.state).toBe('pending');
  });

  it('the audit log and the request keep the decision and its actor after the files are gone', async () => {
    const { user, token } = await advertiser();
    await send(token);
    const row = await pendingOf(user.id);
    const decidedAt = new Date(Date.now() - (VERIFICATION_FILE_RETENTION_DAYS + 1) * DAY_MS);
    await refuseVerification(t.contextFor(moderator), { id: row.id, reason: 'Blurred document' }, decidedAt);
    await deleteExpiredVerificationFiles({ db: prisma, storage: t.storage, logger });
    const after = await prisma.verificationRequest.findUniqueOrThrow({ where: { id: row.id } });
    expect(after).toMatchObject({
      status: 'refused',
      reason: 'Blurred document',
      decidedById: moderator.id,
      decidedAt,
      documentKey: null,
      photoKey: null,
    });
    expect(after.filesDeletedAt).not.toBeNull();
    expect(await auditOf(row.id)).toEqual([
      expect.objectContaining({ action: 'verification.refuse', actorId: moderator.id }),
    ]);
  });
});

// ---- the files' end ----------------------------------------------------------------------------

describe('deleting the files after the period', () => {
  it('deletes them from the media store only once the period after the decision has passed', async () => {
    const { user, token } = await advertiser();
    await send(token);
    const row = await pendingOf(user.id);
    const decidedAt = new Date('2030-01-10T10:00:00Z');
    await approveVerification(t.contextFor(moderator), { id: row.id }, decidedAt);
    const services = { db: prisma, storage: t.storage, logger };
    const url = verificationFileUrl(t.contextFor(moderator), row, 'document')!;

    // a pending request keeps its files whatever the date
    const other = await advertiser();
    await send(other.token);
    const pending = await pendingOf(other.user.id);

    const justBefore = new Date(decidedAt.getTime() + VERIFICATION_FILE_RETENTION_DAYS * DAY_MS - 1000);
    await deleteExpiredVerificationFiles(services, justBefore);
    expect(await prisma.verificationRequest.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      documentKey: row.documentKey,
      filesDeletedAt: null,
    });
    expect(await t.storage.openPrivate(row.documentKey!)).not.toBeNull();

    const after = new Date(decidedAt.getTime() + VERIFICATION_FILE_RETENTION_DAYS * DAY_MS + 1000);
    expect(await deleteExpiredVerificationFiles(services, after)).toBeGreaterThanOrEqual(1);
    expect(await prisma.verificationRequest.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      documentKey: null,
      photoKey: null,
      filesDeletedAt: after,
      status: 'approved',
    });
    expect(await t.storage.openPrivate(row.documentKey!)).toBeNull();
    expect(await t.storage.openPrivate(row.photoKey!)).toBeNull();
    // the signed URL handed out before finds nothing
    expect((await t.app.request(url.slice('http://api.test'.length))).status).toBe(404);
    // the desk sees when, and no file
    const { body } = await t.graphql(QUEUE, { status: 'approved' }, moderatorToken);
    const node = body.data.verificationRequests.edges
      .map((edge: any) => edge.node)
      .find((candidate: any) => candidate.databaseId === row.id);
    expect(node).toMatchObject({
      document: null,
      photo: null,
      filesDeletedAt: after.toISOString(),
      filesDeleteAfter: after.toISOString(),
    });
    // the mark stays
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).verifiedAt).toEqual(decidedAt);

    expect(await prisma.verificationRequest.findUniqueOrThrow({ where: { id: pending.id } })).toMatchObject({
      documentKey: pending.documentKey,
      filesDeletedAt: null,
    });
    expect(await t.storage.openPrivate(pending.documentKey!)).not.toBeNull();
    // a second run finds nothing more of this request
    expect(await prisma.verificationRequest.count({ where: { id: row.id, filesDeletedAt: null } })).toBe(0);
  });

  it('keeps a file another request still holds (the same document sent again after a refusal)', async () => {
    const { user, token } = await advertiser();
    const document = await picture();
    await send(token, { document });
    const refused = await pendingOf(user.id);
    const decidedAt = new Date(Date.now() - (VERIFICATION_FILE_RETENTION_DAYS + 2) * DAY_MS);
    await refuseVerification(
      t.contextFor(moderator),
      { id: refused.id, reason: 'The code is not visible.' },
      decidedAt,
    );
    await send(token, { document });
    const resent = await pendingOf(user.id);
    expect(resent.documentKey).toBe(refused.documentKey);

    await deleteExpiredVerificationFiles({ db: prisma, storage: t.storage, logger });
    expect(
      (await prisma.verificationRequest.findUniqueOrThrow({ where: { id: refused.id } })).filesDeletedAt,
    ).not.toBeNull();
    expect(await t.storage.openPrivate(refused.photoKey!)).toBeNull();
    // the document is the pending request's too: it stays
    expect(await t.storage.openPrivate(resent.documentKey!)).not.toBeNull();
  });

  it('runs as a periodic job', () => {
    const jobs = periodicJobs({ config: t.config, database: t.database, mailer: t.mailer, storage: t.storage, logger });
    expect(jobs.map((job) => job.name)).toContain('verification-files-purge');
  });
});

// ---- account deletion --------------------------------------------------------------------------

describe('account deletion', () => {
  it('removes a pending request and its files, and the files of decided ones; the decisions stay', async () => {
    const { user, token } = await advertiser();
    await send(token);
    const decided = await pendingOf(user.id);
    await refuseVerification(t.contextFor(moderator), { id: decided.id, reason: 'Document expired.' });
    await send(token);
    const pending = await pendingOf(user.id);

    const copy = await exportMyData(t.contextFor(user));
    expect(copy.verificationRequests.map((request) => request.status)).toEqual(['refused', 'pending']);
    expect(JSON.stringify(copy.verificationRequests)).not.toContain('private/');

    await deleteMyAccount(t.contextFor(user), { password: 'password123' });
    expect(await prisma.verificationRequest.findUnique({ where: { id: pending.id } })).toBeNull();
    expect(await prisma.verificationRequest.findUniqueOrThrow({ where: { id: decided.id } })).toMatchObject({
      status: 'refused',
      reason: 'Document expired.',
      documentKey: null,
      photoKey: null,
    });
    for (const key of [decided.documentKey, decided.photoKey, pending.documentKey, pending.photoKey])
      expect(await t.storage.openPrivate(key!)).toBeNull();
    expect(await auditOf(decided.id)).toHaveLength(1);
    // nothing left for the desk
    const { body } = await t.graphql(QUEUE, {}, moderatorToken);
    expect(body.data.verificationRequests.edges.map((edge: any) => edge.node.advertiser.databaseId)).not.toContain(
      user.id,
    );
  });

  it('takes the mark off a deleted account and its kept ads', async () => {
    const { user, token, adId } = await advertiserWithAd();
    await send(token);
    await approveVerification(t.contextFor(moderator), { id: (await pendingOf(user.id)).id });
    // an open report keeps the ad for the desk after the deletion
    await prisma.ad.update({ where: { id: adId }, data: { moderationQueuedAt: new Date() } });
    await deleteMyAccount(t.contextFor(user), { password: 'password123' });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).verifiedAt).toBeNull();
    expect(await ownerVerified(adId)).toBe(false);
  });
});

// ---- the public mark --------------------------------------------------------------------------

describe("the ad's verified mark as visitors read it", () => {
  it("follows approval and removal at once, past the visitors' cache", async () => {
    const cached = await createTestApp({ env: { PUBLIC_CACHE_SECONDS: '600' } });
    try {
      const desk = await cached.createUser({ role: 'moderator' });
      const deskToken = await cached.tokenFor(desk);
      const user = await cached.createUser();
      const token = await cached.tokenFor(user);
      const adId = await (
        await cached.adMaker({ state: 'Karnataka', city: 'Mysuru', category: 'Massage' })
      )({ userId: user.id });
      const read = async () =>
        (await cached.graphql(AD_MARK, { id: globalId('Ad', adId) })).body.data.ad.verified as boolean;
      expect(await read()).toBe(false);
      const sent = await cached.upload(
        SUBMIT,
        { document: null, photo: null },
        { document: file(await picture()), photo: file(await picture()) },
        token,
      );
      expect(sent.body.data.submitVerification.verification.state).toBe('pending');
      const row = await cached.database.prisma.verificationRequest.findFirstOrThrow({ where: { userId: user.id } });
      const id = globalId('VerificationRequest', row.id);
      expect(await read()).toBe(false);
      expect((await cached.graphql(APPROVE, { id }, deskToken)).body.data.approveVerification.__typename).toBe(
        'MutationApproveVerificationSuccess',
      );
      expect(await read()).toBe(true);
      expect(
        (await cached.graphql(REVOKE, { id, reason: 'A complaint.' }, deskToken)).body.data.revokeVerification
          .__typename,
      ).toBe('MutationRevokeVerificationSuccess');
      expect(await read()).toBe(false);
    } finally {
      await cached.close();
    }
  });
});
