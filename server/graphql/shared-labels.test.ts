// The labels in common/ name every value of the schema's enums, and nothing else: a value added to
// the schema without a label would show as a bare key on the pages and in the mails.
import { GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { GRIEVANCE_CATEGORY_LABELS, GRIEVANCE_STATUS_LABELS } from '../../common/grievanceLabels.ts';
import { REPORT_REASON_LABELS } from '../../common/reportReasons.ts';
import { schema } from '../schema.ts';

function enumValues(name: string): string[] {
  const type = schema.getType(name);
  if (!(type instanceof GraphQLEnumType)) throw new Error(`${name} is not an enum of the schema.`);
  return type
    .getValues()
    .map((value) => value.name)
    .sort();
}

describe('labels shared by client and server', () => {
  it.each([
    ['GrievanceCategory', GRIEVANCE_CATEGORY_LABELS],
    ['GrievanceStatus', GRIEVANCE_STATUS_LABELS],
    ['ReportReason', REPORT_REASON_LABELS],
  ])('%s: one label for each value of the schema', (name, labels) => {
    expect(Object.keys(labels).sort()).toEqual(enumValues(name));
  });
});
