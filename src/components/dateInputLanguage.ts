import { t } from '@lingui/core/macro';
import { currentLanguage, PSEUDO_LANGUAGE } from '@/lib/language';

/** dayjs's name for each language (its locale modules load with the language's catalog: lib/i18n.ts). */
const DAYJS_LOCALES = { en: 'en', de: 'de', ja: 'ja', 'zh-CN': 'zh-cn', [PSEUDO_LANGUAGE]: 'en' } as const;

/**
 * What a Mantine date field needs to speak the portal's language: its calendar's month and day names
 * (dayjs's locale) and the names of its calendar's buttons. Spread into every DateInput.
 */
export function dateInputLanguage() {
  return {
    locale: DAYJS_LOCALES[currentLanguage()],
    ariaLabels: {
      monthLevelControl: t`Choose a month`,
      yearLevelControl: t`Choose a year`,
      nextMonth: t`Next month`,
      previousMonth: t`Previous month`,
      nextYear: t`Next year`,
      previousYear: t`Previous year`,
      nextDecade: t`Next decade`,
      previousDecade: t`Previous decade`,
    },
  };
}
