// The site's languages as a GraphQL enum (issue 35): a page's language, and the language of a person's mails.
import { LANGUAGES } from '../../common/languages.ts';
import { builder } from './builder.ts';

export const LanguageEnum = builder.enumType('Language', {
  description: 'A language the public site is in (issue 35): English at the plain addresses, Hindi under /hi.',
  values: LANGUAGES,
});
