// The language switcher of the header and footer (issue 35): this page in each other language, named in
// that language. A full page load (the other language's texts are another chunk), which remembers the choice.
import { useLocation } from 'react-router-dom';
import { LANGUAGE_NAMES, LANGUAGES, pathInLanguage } from '../../../../common/languages.ts';
import { rememberLanguage, usePageLanguage } from '../../lib/language.ts';

export function LanguageSwitch({ className }: { className?: string }) {
  const current = usePageLanguage();
  // the address within the app (the router's basename, the language prefix, left out)
  const { pathname, search } = useLocation();
  return LANGUAGES.filter((language) => language !== current).map((language) => (
    <a
      key={language}
      href={pathInLanguage(`${pathname}${search}`, language)}
      hrefLang={language}
      lang={language}
      className={className}
      onClick={() => rememberLanguage(language)}
    >
      {LANGUAGE_NAMES[language]}
    </a>
  ));
}
