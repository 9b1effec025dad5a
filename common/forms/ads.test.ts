import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ADULT_AGE_MESSAGE } from '../age.ts';
import { addDays, todayInIndia } from '../india.ts';
import { AD_FIELD_LIMITS, AD_FIELD_MESSAGES, adListsOf, createAdsSchema } from './ads.ts';

// a side's own ids and uploads: here numbers and strings
const schema = createAdsSchema({ id: (message) => z.number({ error: message }), upload: z.string() });
const today = todayInIndia();
const valid = {
  name: 'Riya',
  contact: '',
  description: 'Friendly.',
  startDate: today,
  endDate: addDays(today, 2),
  categoryId: 1,
  locationIds: [2, 2, 3],
  age: '25',
  images: ['a.png'],
};

function firstProblem(input: unknown) {
  const result = z.safeParse(schema, input);
  const issue = result.error?.issues[0];
  return issue && { message: issue.message, path: issue.path.join('.') };
}

describe('the create-ads schema both sides share', () => {
  it('answers the contents as kept: cities once each, the age a number, the lists trimmed and filled ones only', () => {
    const result = z.parse(schema, {
      ...valid,
      services: [' Massage ', 'massage', ''],
      quickSummaries: [
        { name: 'Height', value: " 5'4 " },
        { name: 'Weight', value: '' },
      ],
    });
    expect(result).toMatchObject({
      contact: undefined,
      locationIds: [2, 3],
      age: 25,
      services: ['Massage'],
      quickSummaries: [{ name: 'Height', value: "5'4" }],
      customSections: [],
    });
  });

  it('names the first field at fault in the fields’ order, before the lists, the age and the dates', () => {
    expect(firstProblem({ ...valid, name: ' ', images: [], age: '12' })).toEqual({
      message: AD_FIELD_MESSAGES.name,
      path: 'name',
    });
    expect(firstProblem({ ...valid, images: [], age: '12' })).toEqual({
      message: AD_FIELD_MESSAGES.images,
      path: 'images',
    });
    expect(firstProblem({ ...valid, services: ['x'.repeat(61)], age: '12' })).toEqual({
      message: 'Must be at most 60 characters',
      path: 'services.0',
    });
    expect(firstProblem({ ...valid, quickSummaries: [{ name: 'Umar', value: '16 saal' }] })).toEqual({
      message: ADULT_AGE_MESSAGE,
      path: 'quickSummaries.0.value',
    });
    expect(firstProblem({ ...valid, startDate: addDays(today, -1) })).toEqual({
      message: AD_FIELD_MESSAGES.startDatePast,
      path: 'startDate',
    });
    expect(firstProblem({ ...valid, endDate: addDays(today, -1) })).toEqual({
      message: AD_FIELD_MESSAGES.endBeforeStart,
      path: 'endDate',
    });
  });

  it('tells a missing date from one that is not a date', () => {
    expect(firstProblem({ ...valid, startDate: '' })).toEqual({
      message: AD_FIELD_MESSAGES.startDate,
      path: 'startDate',
    });
    expect(firstProblem({ ...valid, startDate: '2026-02-30' })).toEqual({
      message: AD_FIELD_MESSAGES.startDateInvalid,
      path: 'startDate',
    });
    expect(z.parse(schema, { ...valid, startDate: new Date(`${today}T00:00:00Z`) }).startDate).toBe(today);
  });
});

describe('the lists of an ad', () => {
  it('refuses a summary value without a name, a repeated name and too many summaries', () => {
    expect(adListsOf({ quickSummaries: [{ name: '', value: 'x' }] })).toMatchObject({
      ok: false,
      message: AD_FIELD_MESSAGES.summary,
      path: ['quickSummaries', 0, 'name'],
    });
    expect(
      adListsOf({
        quickSummaries: [
          { name: 'Hair', value: 'x' },
          { name: 'hair', value: 'y' },
        ],
      }),
    ).toMatchObject({ ok: false, message: AD_FIELD_MESSAGES.summaryExists, path: ['quickSummaries', 1, 'name'] });
    const many = Array.from({ length: AD_FIELD_LIMITS.maxQuickSummaries + 1 }, (_, index) => ({
      name: `n${index}`,
      value: 'v',
    }));
    expect(adListsOf({ quickSummaries: many })).toMatchObject({
      ok: false,
      message: AD_FIELD_MESSAGES.tooManySummaries,
      path: ['quickSummaries'],
    });
  });

  it('keeps only sections with a description, titles unique', () => {
    expect(
      adListsOf({
        customSections: [
          { title: 'A', description: '' },
          { title: 'B', description: 'b' },
        ],
      }),
    ).toEqual({
      ok: true,
      lists: { services: [], quickSummaries: [], customSections: [{ title: 'B', description: 'b' }] },
    });
    expect(
      adListsOf({
        customSections: [
          { title: 'B', description: 'b' },
          { title: 'b', description: 'c' },
        ],
      }),
    ).toMatchObject({ ok: false, message: AD_FIELD_MESSAGES.sectionExists, path: ['customSections', 1, 'title'] });
  });
});
