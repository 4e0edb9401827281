import { useState } from 'react';
import { NativeSelect } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { chooseLanguage, currentLanguage } from '@/lib/i18n';
import { LANGUAGES, PSEUDO_LANGUAGE, type UiLanguage } from '@/lib/language';
import { notify } from './notify';

function isUiLanguage(value: string): value is UiLanguage {
  return value === PSEUDO_LANGUAGE || LANGUAGES.some((l) => l.code === value);
}

/**
 * The portal's language, in the header and in Settings. Each language is named in itself (a reader who
 * cannot read the current one still finds their own), and marked with its `lang` for screen readers.
 * A choice applies at once (the app renders again in it) and is kept in this browser.
 */
export function LanguagePicker({
  label,
  description,
  w,
  beforeSwitch,
}: {
  label?: string;
  description?: string;
  w?: number;
  /** Called just before the app renders again in the new language: keep what must survive it. */
  beforeSwitch?: () => void;
}) {
  const language = currentLanguage();
  const [pending, setPending] = useState(false);
  return (
    <NativeSelect
      label={label}
      description={description}
      aria-label={label ? undefined : t`Language`}
      value={language}
      disabled={pending}
      w={w}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (!isUiLanguage(value) || value === language) return;
        setPending(true);
        beforeSwitch?.();
        chooseLanguage(value).catch((error: unknown) => {
          setPending(false);
          console.warn('A language could not be loaded:', error);
          notify({
            color: 'red',
            title: t`The language could not be loaded`,
            message: t`The portal could not fetch it. Check your connection and choose it again.`,
          });
        });
      }}
    >
      {LANGUAGES.map(({ code, name }) => (
        <option key={code} value={code} lang={code}>
          {name}
        </option>
      ))}
      {language === PSEUDO_LANGUAGE ? (
        // eslint-disable-next-line lingui/no-unlocalized-strings -- the test-only pseudo-language's own name
        <option value={PSEUDO_LANGUAGE}>Pseudo</option>
      ) : null}
    </NativeSelect>
  );
}
