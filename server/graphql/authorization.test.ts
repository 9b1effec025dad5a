// The authorisation matrix (SPEC section 6): every Query and Mutation field, called as a visitor,
// an advertiser, a suspended advertiser (with the token they had before), a moderator and an admin, either
// works or is refused exactly as its policy says. A field without a policy here fails the test,
// so a new field cannot ship unclassified.
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import { schema } from '../schema.ts';

/**
 * Who may call a field: 'public' (anyone), 'authenticated' (any signed-in account), 'user' (advertisers),
 * 'staff' (admins and moderators, issue 31), 'admin'.
 */
type Policy = 'public' | 'authenticated' | 'user' | 'staff' | 'admin';

const POLICIES: Record<string, Policy> = {
  'Query.node': 'public',
  'Query.nodes': 'public',
  'Query.viewer': 'public',
  'Query.contactMessages': 'admin',
  'Mutation.sendContactMessage': 'public',
  'Mutation.deleteContactMessage': 'admin',
  'Mutation.logVisit': 'public',
  // accounts
  'Mutation.sendSignupOtp': 'public',
  'Mutation.signUp': 'public',
  'Mutation.logIn': 'public',
  'Mutation.sendPasswordResetOtp': 'public',
  'Mutation.resetPassword': 'public',
  'Mutation.logOut': 'public',
  'Mutation.logOutEverywhere': 'authenticated',
  'Mutation.changePassword': 'authenticated',
  // users
  'Query.users': 'admin',
  'Mutation.changeUserStatus': 'admin',
  // staff management (issue 31, roles): admins only
  'Query.staffAccounts': 'admin',
  'Mutation.createStaffAccount': 'admin',
  'Mutation.changeStaffRole': 'admin',
  'Mutation.changeStaffStatus': 'admin',
  'Mutation.updateMyProfile': 'authenticated',
  // date of birth (issue 31): an admin corrects one, with a reason
  'Mutation.correctDateOfBirth': 'admin',
  'Query.myData': 'authenticated',
  'Mutation.deleteMyAccount': 'user',
  // credits
  'Query.creditScheme': 'authenticated',
  'Mutation.updateCreditScheme': 'admin',
  'Mutation.createCreditRequest': 'user',
  'Query.myCreditRequests': 'user',
  'Query.creditRequests': 'admin',
  'Mutation.decideCreditRequest': 'admin',
  'Query.creditLedger': 'authenticated',
  'Mutation.adjustCredits': 'admin',
  // statement reconciliation (issue 34)
  'Query.creditStatements': 'admin',
  'Query.creditStatement': 'admin',
  'Mutation.uploadCreditStatement': 'admin',
  'Mutation.approveMatchedStatementLines': 'admin',
  'Query.paymentSettings': 'authenticated',
  'Mutation.updatePaymentSettings': 'admin',
  // credit packages and coupons (issue 34)
  'Query.creditPackages': 'authenticated',
  'Query.coupons': 'admin',
  'Query.checkCoupon': 'user',
  'Mutation.createCreditPackage': 'admin',
  'Mutation.updateCreditPackage': 'admin',
  'Mutation.removeCreditPackage': 'admin',
  'Mutation.createCoupon': 'admin',
  'Mutation.updateCoupon': 'admin',
  'Mutation.removeCoupon': 'admin',
  // placements (issue 34): the admin's prices, an advertiser's featured days
  'Query.placementScheme': 'authenticated',
  'Mutation.updatePlacementScheme': 'admin',
  'Mutation.buyFeaturedDays': 'user',
  'Mutation.bumpAdNow': 'user',
  'Mutation.buyDailyBump': 'user',
  'Mutation.cancelDailyBump': 'user',
  // the home spotlight (issue 34): today's for everyone, days bought by an advertiser
  'Query.homeSpotlight': 'public',
  'Mutation.buySpotlightDays': 'user',
  // site settings (issue 18): notificationEmails and updatedAt are admins' only (settings.test.ts asks for them)
  'Query.siteSettings': 'public',
  'Mutation.updateSiteSettings': 'admin',
  // ads
  'Mutation.createAds': 'user',
  'Query.myAds': 'user',
  'Mutation.renewAd': 'user',
  'Mutation.editAd': 'user',
  'Mutation.stopAd': 'user',
  'Mutation.recordAdEvent': 'public',
  'Query.ads': 'public',
  'Query.searchAds': 'public',
  'Query.adNeighbours': 'public',
  'Query.ad': 'public',
  'Query.serviceSuggestions': 'user',
  // catalogue
  'Query.states': 'public',
  'Query.cities': 'public',
  'Query.citySuggestions': 'public',
  'Query.topCities': 'public',
  'Query.nearestCities': 'public',
  'Query.locations': 'admin',
  'Mutation.addLocation': 'admin',
  'Mutation.updateLocation': 'admin',
  'Mutation.updateState': 'admin',
  'Query.categories': 'public',
  'Query.listingPlace': 'public',
  'Mutation.addCategory': 'admin',
  'Mutation.renameCategory': 'admin',
  // SEO pages
  'Query.seoPage': 'public',
  'Query.pageHead': 'public',
  'Query.seoPages': 'admin',
  'Mutation.addSeoPage': 'admin',
  'Mutation.updateSeoPage': 'admin',
  // blogs
  'Query.blogs': 'public',
  'Query.blog': 'public',
  'Query.adminBlogs': 'admin',
  'Mutation.createBlog': 'admin',
  'Mutation.updateBlog': 'admin',
  'Mutation.addBlogImages': 'admin',
  'Mutation.deleteBlogImage': 'admin',
  'Mutation.deleteBlog': 'admin',
  // audit log
  'Query.auditEntries': 'admin',
  // reports
  'Mutation.reportAd': 'public',
  // moderation (issue 31: admins and moderators)
  'Query.moderationQueue': 'staff',
  'Query.openReportCount': 'staff',
  'Mutation.takeDownAd': 'staff',
  'Mutation.restoreAd': 'staff',
  'Mutation.dismissAdReports': 'staff',
  'Mutation.takeDownAdImage': 'staff',
  // grievances (issue 31: admins and moderators answer them)
  'Query.grievanceOfficer': 'public',
  'Query.grievanceProgress': 'public',
  'Query.grievances': 'staff',
  'Mutation.submitGrievance': 'public',
  'Mutation.changeGrievanceStatus': 'staff',
  // notifications
  'Mutation.setMailPreference': 'user',
  // the blocklist (issue 31, blocklist): admins and moderators
  'Query.blocklist': 'staff',
  'Query.blockedPhotos': 'staff',
  'Mutation.addToBlocklist': 'staff',
  'Mutation.removeFromBlocklist': 'staff',
  'Mutation.unblockPhoto': 'staff',
  // identity and photo verification (issue 31, verification): advertisers send, the desk decides
  'Query.myVerification': 'user',
  'Mutation.submitVerification': 'user',
  'Query.verificationRequests': 'staff',
  'Mutation.approveVerification': 'staff',
  'Mutation.refuseVerification': 'staff',
  'Mutation.revokeVerification': 'staff',
  // held ads (issue 31, screening): the desk publishes or refuses them
  'Mutation.publishHeldAd': 'staff',
  'Mutation.refuseHeldAd': 'staff',
  // the desk (issue 31, desk): every ad searched, bulk decisions, the counts of waiting work
  'Query.deskAds': 'staff',
  'Query.deskCounts': 'staff',
  'Mutation.takeDownAds': 'staff',
  'Mutation.restoreAds': 'staff',
};

type Caller = 'visitor' | 'user' | 'suspended' | 'moderator' | 'admin';

function allowed(policy: Policy, caller: Caller): boolean {
  switch (policy) {
    case 'public':
      return true;
    case 'authenticated':
      return caller === 'user' || caller === 'moderator' || caller === 'admin';
    case 'user':
      return caller === 'user';
    case 'staff':
      return caller === 'moderator' || caller === 'admin';
    case 'admin':
      return caller === 'admin';
  }
}

/** A syntactically valid (not necessarily meaningful) value of an input type; IDs are of `idType`. */
function sampleValue(type: GraphQLInputType, idType: string, depth = 0): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, idType, depth);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    if (depth > 3) return null;
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sampleValue(field.type, idType, depth + 1)]),
    );
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return Buffer.from(`${idType}:999999`).toString('base64');
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return true;
      case 'Date':
        return '2030-01-01';
      case 'DateTime':
        return '2030-01-01T00:00:00.000Z';
      case 'File':
        return null;
      default:
        return 'x';
    }
  }
  return null;
}

function documentFor(operation: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, idType: string) {
  const args = field.args.map((arg) => ({ arg, value: sampleValue(arg.type, idType) }));
  // a required File has no sample; leave it to the multipart tests of its module
  const definitions = args.map(({ arg }) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const call = args.length ? `(${args.map(({ arg }) => `${arg.name}: $${arg.name}`).join(', ')})` : '';
  const returned = getNamedType(field.type);
  const selection = isScalarType(returned) || isEnumType(returned) ? '' : '{ __typename }';
  const variables = Object.fromEntries(args.map(({ arg, value }) => [arg.name, value]));
  return {
    query: `${operation}${definitions ? `(${definitions})` : ''} { ${field.name}${call} ${selection} }`,
    variables,
  };
}

const fields = (['query', 'mutation'] as const).flatMap((operation) => {
  const type = operation === 'query' ? schema.getQueryType() : schema.getMutationType();
  return Object.values(type?.getFields() ?? {}).map((field) => ({
    operation,
    field,
    key: `${type!.name}.${field.name}`,
  }));
});

let t: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Partial<Record<Caller, string>> = {};
/** Fields that end the caller's session get fresh tokens of other accounts, so the rest of the matrix keeps its own. */
const SESSION_ENDING = new Set(['Mutation.logOut', 'Mutation.logOutEverywhere']);
const sessionEnders: Partial<Record<'user' | 'moderator' | 'admin', number>> = {};

async function tokenOf(caller: Caller, key: string): Promise<string | undefined> {
  if (!SESSION_ENDING.has(key) || caller === 'visitor' || caller === 'suspended') return tokens[caller];
  return t.tokenFor(await t.database.prisma.user.findUniqueOrThrow({ where: { id: sessionEnders[caller]! } }));
}

beforeAll(async () => {
  t = await createTestApp();
  const user = await t.createUser();
  tokens.user = await t.tokenFor(user);
  const suspended = await t.createUser();
  tokens.suspended = await t.tokenFor(suspended);
  await t.database.prisma.user.update({
    where: { id: suspended.id },
    data: { status: 'suspended', tokenVersion: { increment: 1 } },
  });
  tokens.admin = await t.tokenFor(await t.createUser({ role: 'admin' }));
  tokens.moderator = await t.tokenFor(await t.createUser({ role: 'moderator' }));
  sessionEnders.user = (await t.createUser()).id;
  sessionEnders.moderator = (await t.createUser({ role: 'moderator' })).id;
  sessionEnders.admin = (await t.createUser({ role: 'admin' })).id;
});
afterAll(() => t.close());

describe('authorisation matrix', () => {
  it('classifies every Query and Mutation field, and names no field that does not exist', () => {
    const keys = fields.map(({ key }) => key);
    expect(keys.filter((key) => !(key in POLICIES))).toEqual([]);
    expect(Object.keys(POLICIES).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it.each(fields.map(({ key, operation, field }) => [key, operation, field] as const))(
    '%s',
    async (key, operation, field) => {
      const policy = POLICIES[key];
      if (!policy) return; // reported by the test above
      for (const caller of ['visitor', 'user', 'suspended', 'moderator', 'admin'] as const) {
        // global IDs are checked for their type before anything else: retry with the type asked for.
        // node(s) answer a missing id of a protected type as its refusal (no existence oracle,
        // security/node-lookup.test.ts): a public type's id tests the field's own policy
        let { query, variables } = documentFor(
          operation,
          field,
          key === 'Query.node' || key === 'Query.nodes' ? 'Category' : 'User',
        );
        let { body } = await t.graphql(query, variables, await tokenOf(caller, key));
        const wanted = /is not of type: (\w+)/.exec(body.errors?.[0]?.message ?? '')?.[1];
        if (wanted) {
          ({ query, variables } = documentFor(operation, field, wanted));
          ({ body } = await t.graphql(query, variables, await tokenOf(caller, key)));
        }
        const codes = (body.errors ?? []).map((error: { extensions?: { code?: string } }) => error.extensions?.code);
        const refused = codes.includes('UNAUTHENTICATED') || codes.includes('FORBIDDEN');
        expect({ caller, refused, codes }).toEqual({ caller, refused: !allowed(policy, caller), codes });
        if (refused) {
          // nobody signed in (or a dead session) is asked to sign in; a signed-in account is told no
          const expected = caller === 'visitor' || caller === 'suspended' ? 'UNAUTHENTICATED' : 'FORBIDDEN';
          expect(codes).toContain(expected);
        }
      }
    },
  );
});

describe('private data', () => {
  it('e-mails, password hashes, token versions and codes appear only on admin- or self-scoped types', () => {
    const privateField = /^(email|password|passwordHash|tokenVersion|otp|codeHash|code)$/i;
    const exposing = Object.values(schema.getTypeMap())
      .filter((type) => isObjectType(type) && !type.name.startsWith('__'))
      .flatMap((type) =>
        Object.keys((getNullableType(type) as { getFields(): Record<string, unknown> }).getFields())
          .filter((name) => privateField.test(name))
          .map((name) => `${type.name}.${name}`),
      );
    // User: readable by an admin, its own holder, or (an advertiser's) a moderator; ContactMessage: admin only (both tested in their modules);
    // GrievanceOfficer: the officer's published address, which the IT Rules ask the site to show everyone;
    // MyVerification: the advertiser's own code; VerificationRequest and its VerificationAdvertiser: staff only (verification.test.ts);
    // Coupon: admin only, CouponOffer: the coupon code the advertiser typed, answered to them (coupons.test.ts)
    expect(
      exposing.filter(
        (name) =>
          !/^(User|ContactMessage|MyVerification|VerificationRequest|VerificationAdvertiser|Coupon|CouponOffer)\./.test(
            name,
          ) && name !== 'GrievanceOfficer.email',
      ),
    ).toEqual([]);
  });
});
