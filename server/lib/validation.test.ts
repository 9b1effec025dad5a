import { describe, expect, it } from 'vitest';
import { ValidationError } from './errors.ts';
import { CONTROL_CHARACTERS_MESSAGE } from '../../common/messages.ts';
import { hasControlCharacters } from '../../common/formPatterns.ts';
import { requiredText } from '../../common/forms/fields.ts';
import { parseInput } from './validation.ts';
import { z } from 'zod';

describe('control characters, one rule for every text', () => {
  it.each(['plain', 'two\nlines', 'tab\there', 'windows\r\nline', 'हिन्दी', 'emoji 🙂'])('lets %j through', (text) => {
    expect(hasControlCharacters(text)).toBe(false);
  });

  it.each(['nul\u0000', 'bell\u0007', 'vertical\u000btab', 'escape\u001b[31m', 'unit\u001f', 'delete\u007f'])(
    'finds one in %j',
    (text) => {
      expect(hasControlCharacters(text)).toBe(true);
    },
  );

  it('refuses a required text holding one with the shared message', () => {
    const schema = z.object({ name: requiredText('Please Enter a name') });
    expect(() => parseInput(schema, { name: 'Asha\u007f' })).toThrow(
      new ValidationError(CONTROL_CHARACTERS_MESSAGE, 'name'),
    );
    expect(parseInput(schema, { name: 'Asha' })).toEqual({ name: 'Asha' });
  });
});
