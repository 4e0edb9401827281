import type { MessageDescriptor } from '@lingui/core';

/*
 * What the portal runs of Lingui: looking a message up and filling in Lingui's compiled form. Lingui's
 * macros, extraction and catalog compiler do the rest at build time (scripts/vite-lingui-*.ts). Lingui's
 * own runtime (@lingui/core's I18n, 1.4 KB gzip) carries what the portal never uses (date and time styles,
 * custom formats, escape sequences, events per message, runtime compilation), and the first page has no
 * room for it beside its 200 KB (docs/i18n.md). The output is Lingui's: src/lib/messageRuntime.test.ts
 * holds it to @lingui/core's for every message of every catalog.
 */

/** A message as Lingui compiles it: text, a placeholder, or a plural/select with its forms. */
export type CompiledMessage = string | readonly CompiledPart[];
type CompiledPart = string | readonly [name: string, format?: string, options?: unknown];
type Forms = { offset?: number; [form: string]: CompiledMessage | number | undefined };
export type Catalog = Record<string, CompiledMessage>;
type Values = Record<string, unknown>;

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<V>(cache: Map<string, V>, key: string, make: () => V): V {
  let value = cache.get(key);
  if (value === undefined) cache.set(key, (value = make()));
  return value;
}

function fill(message: CompiledMessage, values: Values, locale: string, count?: string): string {
  if (typeof message === 'string') return message;
  let out = '';
  for (const part of message) {
    if (typeof part === 'string') {
      out += part === '#' && count !== undefined ? count : part;
      continue;
    }
    const [name, format, options] = part;
    const value = values[name];
    if (format === 'plural' || format === 'selectordinal') {
      const { offset = 0, ...forms } = options as Forms;
      const n = Number(value);
      const rules = cached(
        pluralRules,
        `${locale}|${format}`,
        () => new Intl.PluralRules([locale, 'en'], { type: format === 'plural' ? 'cardinal' : 'ordinal' }),
      );
      const form = (forms[String(n)] ?? forms[rules.select(n - offset)] ?? forms.other) as CompiledMessage;
      const shown = cached(numberFormats, locale, () => new Intl.NumberFormat([locale, 'en'])).format(
        n - offset,
      );
      out += fill(form, values, locale, shown);
    } else if (format === 'select') {
      const forms = options as Forms;
      // As Lingui: a '#' in a select's forms is text, even inside a plural.
      out += fill((forms[String(value)] ?? forms.other) as CompiledMessage, values, locale);
    } else if (value != null) {
      out += String(value);
    }
  }
  return out;
}

/**
 * The app's one message runtime, in the shape the macros call (`i18n._(descriptor)`): the active
 * language's catalog, else the descriptor's compiled English, else its id (which is its English).
 */
export class MessageRuntime {
  private catalogs: Record<string, Catalog> = {};
  private listeners = new Set<() => void>();
  locale = '';
  /** The locale plural counts are written in (the figures' locale: lib/language.ts). */
  private numberLocale = 'en';

  get messages(): Catalog {
    return this.catalogs[this.locale] ?? {};
  }

  load(locale: string, messages: Catalog): void {
    this.catalogs[locale] = { ...this.catalogs[locale], ...messages };
  }

  activate(locale: string, numberLocale: string = locale): void {
    this.locale = locale;
    this.numberLocale = numberLocale;
    this.listeners.forEach((listener) => listener());
  }

  /** Called whenever a language is activated; returns the unsubscribe. */
  on(_event: 'change', listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  _(descriptor: MessageDescriptor | string, values?: Values, options?: { message?: string }): string {
    const {
      id,
      message,
      values: own,
    } = typeof descriptor === 'string' ? { id: descriptor, message: options?.message, values } : descriptor;
    const compiled = (this.messages[id] ?? message ?? id) as CompiledMessage;
    return fill(compiled, own ?? values ?? {}, this.numberLocale);
  }
}
