import { describe, expect, it } from 'vitest';
import { DATE_OF_BIRTH_MESSAGES } from '../dateOfBirth.ts';
import { todayInIndia } from '../india.ts';
import { MESSAGES } from '../messages.ts';
import {
  changePasswordSchema,
  CHANGE_PASSWORD_MESSAGES,
  logInSchema,
  profileFormSchema,
  registerFormSchema,
  signUpSchema,
} from './account.ts';

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

const signUp = {
  name: 'Asha',
  contact: '9876543210',
  email: 'Asha@Example.com',
  emailOTP: '123456',
  password: 'long enough',
  confirmPassword: 'long enough',
};

describe('the account forms, one schema for both sides', () => {
  it('names every field at fault, the differing confirmation with the others', () => {
    const result = signUpSchema.safeParse({
      ...signUp,
      name: ' ',
      contact: '98765',
      password: 'short',
      confirmPassword: 'other',
    });
    expect(messages(result)).toEqual({
      name: MESSAGES.name,
      contact: MESSAGES.contact,
      password: MESSAGES.password,
      confirmPassword: MESSAGES.passwordsDiffer,
    });
  });

  it('answers the address lower-cased and an absent kind as independent', () => {
    expect(signUpSchema.parse(signUp)).toMatchObject({
      email: 'asha@example.com',
      accountKind: 'independent',
      address: '',
    });
    expect(logInSchema.safeParse({ email: 'asha@example', password: 'long enough' }).error?.issues[0]?.message).toBe(
      MESSAGES.email,
    );
  });

  it("checks the register form's date of birth against India's today", () => {
    expect(messages(registerFormSchema.safeParse({ ...signUp, dateOfBirth: '' }))).toEqual({
      dateOfBirth: DATE_OF_BIRTH_MESSAGES.required,
    });
    expect(messages(registerFormSchema.safeParse({ ...signUp, dateOfBirth: todayInIndia() }))).toEqual({
      dateOfBirth: DATE_OF_BIRTH_MESSAGES.underAge,
    });
    expect(registerFormSchema.safeParse({ ...signUp, dateOfBirth: '1990-02-28' }).success).toBe(true);
  });

  it('lets the account page leave the date of birth empty', () => {
    expect(
      profileFormSchema.safeParse({ name: 'Asha', contact: '9876543210', address: '', dateOfBirth: '' }).success,
    ).toBe(true);
  });

  it("judges a new password's confirmation once the new password itself is acceptable", () => {
    expect(
      messages(changePasswordSchema.safeParse({ currentPassword: '', password: 'short', confirmPassword: 'other' })),
    ).toEqual({
      currentPassword: CHANGE_PASSWORD_MESSAGES.currentRequired,
      password: MESSAGES.password,
    });
    expect(
      messages(
        changePasswordSchema.safeParse({ currentPassword: '', password: 'long enough', confirmPassword: 'other' }),
      ),
    ).toEqual({
      currentPassword: CHANGE_PASSWORD_MESSAGES.currentRequired,
      confirmPassword: MESSAGES.passwordsDiffer,
    });
  });
});
