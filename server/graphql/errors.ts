// The GraphQL face of the domain errors: an `Error` interface and one object type per class, so a
// mutation's expected failures are members of its result union (errors plugin), read by __typename.
import {
  ConflictError,
  LoginRefusedError,
  NotAllowedError,
  NotFoundError,
  RateLimitedError,
  TooLargeError,
  UnsupportedMediaError,
  ValidationError,
  WrongStateError,
} from '../lib/errors.ts';
import { builder } from './builder.ts';

export const ErrorInterface = builder.interfaceRef<Error>('Error').implement({
  description: "An expected failure, with a message in the user's words.",
  fields: (t) => ({ message: t.exposeString('message') }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  description: 'The input was refused; `field` names the input field when there is one.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ field: t.exposeString('field', { nullable: true }) }),
});
builder.objectType(LoginRefusedError, {
  name: 'LoginRefusedError',
  description: 'The sign-in was refused; `reason` is the suspension or rejection reason when there is one.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ reason: t.exposeString('reason', { nullable: true }) }),
});
builder.objectType(NotAllowedError, {
  name: 'NotAllowedError',
  description: 'The signed-in account may not do this.',
  interfaces: [ErrorInterface],
  fields: () => ({}),
});
builder.objectType(NotFoundError, {
  name: 'NotFoundError',
  description: 'The thing asked for does not exist (or is not visible to the caller).',
  interfaces: [ErrorInterface],
  fields: () => ({}),
});
builder.objectType(ConflictError, {
  name: 'ConflictError',
  description: 'A duplicate of something that must be unique.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ field: t.exposeString('field', { nullable: true }) }),
});
builder.objectType(WrongStateError, {
  name: 'WrongStateError',
  description: 'The thing is not in a state that allows this.',
  interfaces: [ErrorInterface],
  fields: () => ({}),
});
builder.objectType(TooLargeError, {
  name: 'TooLargeError',
  description: 'An upload or a list is larger than allowed.',
  interfaces: [ErrorInterface],
  fields: () => ({}),
});
builder.objectType(UnsupportedMediaError, {
  name: 'UnsupportedMediaError',
  description: 'An upload is not an image we accept.',
  interfaces: [ErrorInterface],
  fields: () => ({}),
});
builder.objectType(RateLimitedError, {
  name: 'RateLimitedError',
  description: 'Too many attempts; try again after `retryAfterSeconds`.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ retryAfterSeconds: t.exposeInt('retryAfterSeconds') }),
});

/** The expected failures most mutations can answer. */
export const INPUT_ERRORS = [ValidationError, NotFoundError, ConflictError, WrongStateError, NotAllowedError];
export const UPLOAD_ERRORS = [...INPUT_ERRORS, TooLargeError, UnsupportedMediaError];
