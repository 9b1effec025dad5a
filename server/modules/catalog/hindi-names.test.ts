// Places' Hindi names (issue 35, decision 0122): an admin gives a state, city or category its name in
// Devanagari (or clears it), anything else is refused with a clear message and changes nothing; visitors read
// both names; the city search finds a city by its Hindi name; the seed names every place it creates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { loadHindiNames, loadIndia, STARTER_CATEGORIES, coordinatesKey } from '../../db/seed.ts';
import { CATALOG_FIELD_MESSAGES } from '../../../common/forms/catalog.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let advertiser: string;
const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
let maharashtra: number;
let mumbai: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor(await t.createUser({ role: 'admin' }));
  advertiser = await t.tokenFor(await t.createUser());
  maharashtra = (await t.database.prisma.state.create({ data: { name: 'Maharashtra', hindiName: 'महाराष्ट्र' } })).id;
  const goa = (await t.database.prisma.state.create({ data: { name: 'Goa' } })).id;
  mumbai = (
    await t.database.prisma.location.create({ data: { name: 'Mumbai', hindiName: 'मुंबई', stateId: maharashtra } })
  ).id;
  await t.database.prisma.location.createMany({
    data: [
      { name: 'Navi Mumbai', hindiName: 'नवी मुंबई', stateId: maharashtra },
      { name: 'Pune', hindiName: 'पुणे', stateId: maharashtra },
      { name: 'Panaji', stateId: goa },
    ],
  });
});
afterAll(() => t.close());

const UPDATE_LOCATION = /* GraphQL */ `
  mutation ($id: ID!, $input: LocationInput!) {
    updateLocation(id: $id, input: $input) {
      __typename
      ... on MutationUpdateLocationSuccess {
        location {
          name
          hindiName
        }
      }
      ... on ValidationError {
        message
        field
      }
    }
  }
`;
const UPDATE_STATE = /* GraphQL */ `
  mutation ($id: ID!, $input: StateInput!) {
    updateState(id: $id, input: $input) {
      __typename
      ... on MutationUpdateStateSuccess {
        state {
          name
          hindiName
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
const ADD_CATEGORY = /* GraphQL */ `
  mutation ($input: CategoryInput!) {
    addCategory(input: $input) {
      __typename
      ... on MutationAddCategorySuccess {
        category {
          name
          hindiName
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const hindiNameOf = async (id: number) =>
  (await t.database.prisma.location.findUniqueOrThrow({ where: { id } })).hindiName;

describe("a place's Hindi name", () => {
  it('is set, kept when not given, and cleared with null or a blank', async () => {
    const update = (input: Record<string, unknown>) =>
      t.graphql(UPDATE_LOCATION, { id: globalId('Location', mumbai), input }, admin);
    const stateId = globalId('State', maharashtra);
    const set = await update({ name: 'Mumbai', stateId, hindiName: '  बम्बई ' });
    expect(set.body.data.updateLocation.location).toEqual({ name: 'Mumbai', hindiName: 'बम्बई' });
    // absent: the city keeps its Hindi name
    await update({ name: 'Mumbai', stateId });
    expect(await hindiNameOf(mumbai)).toBe('बम्बई');
    await update({ name: 'Mumbai', stateId, hindiName: '   ' });
    expect(await hindiNameOf(mumbai)).toBeNull();
    await update({ name: 'Mumbai', stateId, hindiName: 'मुंबई' });
    await update({ name: 'Mumbai', stateId, hindiName: null });
    expect(await hindiNameOf(mumbai)).toBeNull();
    await update({ name: 'Mumbai', stateId, hindiName: 'मुंबई' });
    expect(await hindiNameOf(mumbai)).toBe('मुंबई');
  });

  it('is refused in Latin letters, too long or with control characters, and nothing changes', async () => {
    for (const [hindiName, message] of [
      ['Mumbai', CATALOG_FIELD_MESSAGES.hindiName],
      ['मुं'.repeat(40), 'Must be at most 100 characters'],
      ['मुंबई\u0007', 'Contains characters that are not allowed'],
    ] as const) {
      const { body } = await t.graphql(
        UPDATE_LOCATION,
        {
          id: globalId('Location', mumbai),
          input: { name: 'Bombay', stateId: globalId('State', maharashtra), hindiName },
        },
        admin,
      );
      expect(body.data.updateLocation.__typename, hindiName).toBe('ValidationError');
      expect(JSON.stringify(body.data.updateLocation), hindiName).toContain(message);
      const row = await t.database.prisma.location.findUniqueOrThrow({ where: { id: mumbai } });
      expect(row).toMatchObject({ name: 'Mumbai', hindiName: 'मुंबई' });
    }
  });

  it('is refused by the database too when it has no Devanagari', async () => {
    await expect(
      t.database.prisma.location.update({ where: { id: mumbai }, data: { hindiName: 'Mumbai' } }),
    ).rejects.toThrow();
    expect(await hindiNameOf(mumbai)).toBe('मुंबई');
  });

  it("is a state's only field an admin edits, audited; nobody else may", async () => {
    const id = globalId('State', maharashtra);
    const refused = await t.graphql(UPDATE_STATE, { id, input: { hindiName: 'महा' } }, advertiser);
    expect(refused.body.data?.updateState ?? null).toBeNull();
    expect(refused.body.errors?.length).toBeGreaterThan(0);
    expect((await t.database.prisma.state.findUniqueOrThrow({ where: { id: maharashtra } })).hindiName).toBe(
      'महाराष्ट्र',
    );
    const saved = await t.graphql(UPDATE_STATE, { id, input: { hindiName: 'महाराष्ट्र राज्य' } }, admin);
    expect(saved.body.data.updateState.state).toEqual({ name: 'Maharashtra', hindiName: 'महाराष्ट्र राज्य' });
    const entry = await t.database.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'state.update', subjectId: maharashtra },
      orderBy: { id: 'desc' },
    });
    expect(entry.after).toMatchObject({ hindiName: 'महाराष्ट्र राज्य' });
    const latin = await t.graphql(UPDATE_STATE, { id, input: { hindiName: 'Maha' } }, admin);
    expect(latin.body.data.updateState.message).toBe(CATALOG_FIELD_MESSAGES.hindiName);
    await t.graphql(UPDATE_STATE, { id, input: { hindiName: 'महाराष्ट्र' } }, admin);
  });

  it('is given to a new category, and read by visitors with the English name', async () => {
    const { body } = await t.graphql(
      ADD_CATEGORY,
      { input: { name: 'Hindi Speaking', hindiName: 'हिंदी भाषी' } },
      admin,
    );
    expect(body.data.addCategory.category).toEqual({ name: 'Hindi Speaking', hindiName: 'हिंदी भाषी' });
    const visitor = await t.graphql(`{ categories { name hindiName } states { name hindiName } }`);
    expect(visitor.body.data.categories).toContainEqual({ name: 'Hindi Speaking', hindiName: 'हिंदी भाषी' });
    expect(visitor.body.data.states).toContainEqual({ name: 'Maharashtra', hindiName: 'महाराष्ट्र' });
    expect(visitor.body.data.states).toContainEqual({ name: 'Goa', hindiName: null });
  });
});

describe('the city search in Devanagari', () => {
  const suggest = async (search: string) => {
    const { body } = await t.graphql(`query ($search: String!) { citySuggestions(search: $search) { name } }`, {
      search,
    });
    expect(body.errors).toBeUndefined();
    return (body.data.citySuggestions as { name: string }[]).map((city) => city.name);
  };

  it('finds a city by the start of its Hindi name, or of a later word of it, vowel signs and all', async () => {
    expect(await suggest('मुं')).toEqual(['Mumbai', 'Navi Mumbai']);
    expect(await suggest('मुंबई')).toEqual(['Mumbai', 'Navi Mumbai']);
    expect(await suggest('नवी')).toEqual(['Navi Mumbai']);
    expect(await suggest('पुणे')).toEqual(['Pune']);
    // a vowel sign is part of its word, not a gap between words
    expect(await suggest('पु णे')).toEqual([]);
    // the English names still work as before
    expect(await suggest('mum')).toEqual(['Mumbai', 'Navi Mumbai']);
  });
});

describe("the seed's Hindi names", () => {
  it('name every state, city and starter category it creates, in Devanagari', () => {
    const hindi = loadHindiNames();
    const devanagari = /^[\u0900-\u097F][\u0900-\u097F\s.()-]*$/;
    const missing: string[] = [];
    for (const state of loadIndia()) {
      if (!devanagari.test(hindi.states.get(state.name) ?? '')) missing.push(state.name);
      for (const city of state.cities)
        if (!devanagari.test(hindi.cities.get(coordinatesKey(state.name, city)) ?? ''))
          missing.push(`${state.name}: ${city}`);
    }
    for (const category of STARTER_CATEGORIES)
      if (!devanagari.test(hindi.categories.get(category) ?? '')) missing.push(category);
    expect(missing).toEqual([]);
    expect(hindi.states.get('Maharashtra')).toBe('महाराष्ट्र');
    expect(hindi.cities.get(coordinatesKey('Maharashtra', 'Mumbai'))).toBe('मुंबई');
  });
});
