// Expected failures of the domain. Services throw them; GraphQL answers them as typed union
// results (server/graphql/errors.ts), REST as `{ error }` with the status of `kind`.
// Anything else is unexpected: logged with the request id and answered without internals.

export type ErrorKind =
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'wrong_state'
  | 'too_large'
  | 'unsupported_media'
  | 'rate_limited'
  | 'unavailable';

export abstract class DomainError extends Error {
  abstract readonly kind: ErrorKind;
}

/** Bad input; `field` names the input field when there is one. Message in the user's words (SPEC section 5). */
export class ValidationError extends DomainError {
  readonly kind = 'validation';
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ValidationError';
  }
}

/** Credentials refused, or an account that may not sign in; `reason` is shown to the user (SPEC: login 401). */
export class LoginRefusedError extends DomainError {
  readonly kind = 'unauthenticated';
  constructor(
    message: string,
    readonly reason: string | null = null,
  ) {
    super(message);
    this.name = 'LoginRefusedError';
  }
}

export class NotAllowedError extends DomainError {
  readonly kind = 'forbidden';
  constructor(message = 'You are not allowed to do this.') {
    super(message);
    this.name = 'NotAllowedError';
  }
}

export class NotFoundError extends DomainError {
  readonly kind = 'not_found';
  constructor(message = 'Not found.') {
    super(message);
    this.name = 'NotFoundError';
  }
}

/** A duplicate of something that must be unique (an e-mail, a slug, a category name). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ConflictError';
  }
}

/** The thing exists but is not in a state that allows this (approving a request that is not pending). */
export class WrongStateError extends DomainError {
  readonly kind = 'wrong_state';
  constructor(message: string) {
    super(message);
    this.name = 'WrongStateError';
  }
}

export class TooLargeError extends DomainError {
  readonly kind = 'too_large';
  constructor(message: string) {
    super(message);
    this.name = 'TooLargeError';
  }
}

export class UnsupportedMediaError extends DomainError {
  readonly kind = 'unsupported_media';
  constructor(message = 'Please upload an image file (JPEG, PNG, WebP, AVIF or GIF).') {
    super(message);
    this.name = 'UnsupportedMediaError';
  }
}

export class RateLimitedError extends DomainError {
  readonly kind = 'rate_limited';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = 'RateLimitedError';
  }
}

/** Shared infrastructure (the media store...) does not answer: nothing was done, the user may try again later. */
export class ServiceUnavailableError extends DomainError {
  readonly kind = 'unavailable';
  constructor(message: string) {
    super(message);
    this.name = 'ServiceUnavailableError';
  }
}

/** HTTP status of each kind, for the REST layer. */
export const STATUS_OF_KIND: Record<ErrorKind, 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  wrong_state: 409,
  too_large: 413,
  unsupported_media: 415,
  rate_limited: 429,
  unavailable: 503,
};

/** Prisma's unique-violation, so a race lost to a concurrent insert becomes a ConflictError. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'P2002') return true;
  const message = error instanceof Error ? error.message : '';
  return /unique constraint|duplicate key/i.test(message);
}
