/**
 * The console's own language (Thai or English), chosen with its toggle and kept in sessionStorage; it never changes
 * the shell's language (the shell stays Thai). `useConsoleT()` is `t` in that language over the texts the root
 * registered in the console's namespace (`backofficeTexts`, `backofficeTextsEn`, ./th.ts and ./en.ts); a key
 * missing in English falls back to Thai, one the console does not hold to the shared `common`.
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ConsoleLang = 'th' | 'en';
/** The console's own i18n namespace (RemoteRoot `namespace`), where its texts live. */
export const BACKOFFICE_NAMESPACE = 'backoffice';
const KEY = 'backoffice_lang';

const readLang = (): ConsoleLang => {
  try {
    return sessionStorage.getItem(KEY) === 'en' ? 'en' : 'th';
  } catch {
    return 'th';
  }
};

const LangContext = createContext<{ lang: ConsoleLang; setLang: (l: ConsoleLang) => void }>({
  lang: 'th',
  setLang: () => undefined,
});

export function ConsoleLanguageProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState(readLang);
  const value = useMemo(
    () => ({
      lang,
      setLang: (l: ConsoleLang) => {
        try {
          sessionStorage.setItem(KEY, l);
        } catch {
          // storage blocked: the choice lasts for this page
        }
        setLangState(l);
      },
    }),
    [lang],
  );
  return <LangContext.Provider value={value}>{children}</LangContext.Provider>;
}

export function useConsoleLang() {
  return useContext(LangContext);
}

/** `t` in the console's language. */
export function useConsoleT() {
  const { lang } = useConsoleLang();
  return useTranslation(BACKOFFICE_NAMESPACE, { lng: lang }).t;
}
