/** The console's TH / EN toggle (its own language; the shell stays Thai). */
import styled from '@emotion/styled';
import { Button } from 'shared-ui';
import { useConsoleLang, useConsoleT, type ConsoleLang } from './console-language';

const Toggle = styled.div`
  display: flex;
  gap: 4px;
`;

const LANGS: { lang: ConsoleLang; label: string }[] = [
  { lang: 'th', label: 'ไทย' },
  { lang: 'en', label: 'EN' },
];

export function LanguageToggle() {
  const { lang, setLang } = useConsoleLang();
  const t = useConsoleT();
  return (
    <Toggle role="group" aria-label={t('backoffice.language')}>
      {LANGS.map((l) => (
        <Button
          key={l.lang}
          type="button"
          small
          variant={lang === l.lang ? 'gold' : 'ghost'}
          aria-pressed={lang === l.lang}
          data-testid={`lang-${l.lang}`}
          onClick={() => setLang(l.lang)}
        >
          {l.label}
        </Button>
      ))}
    </Toggle>
  );
}
