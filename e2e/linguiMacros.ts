/*
 * Lingui's macros for the end-to-end tests' own Node process (e2e/tsconfig.json): a module shared with
 * the app that is loaded here (a schema, a mock's data) gets the English text its macro holds. Nothing on
 * this side renders React; the Trans stand-ins exist only so such a module links.
 */
type Descriptor = { id?: string; message?: string; values?: Record<string, unknown> };

function fill(message: string, values: Record<string, unknown> = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

export function t(strings: TemplateStringsArray | Descriptor, ...values: unknown[]): string {
  if (!Array.isArray(strings)) {
    const descriptor = strings as Descriptor;
    return fill(descriptor.message ?? descriptor.id ?? '', descriptor.values);
  }
  return String.raw({ raw: strings as TemplateStringsArray }, ...values);
}

export function msg(strings: TemplateStringsArray | Descriptor, ...values: unknown[]): Descriptor {
  return { message: t(strings, ...values) };
}

type PluralForms = { [form: string]: string | undefined; other: string };

export function plural(value: number, forms: PluralForms): string {
  const exact = forms[`=${value}`] ?? forms[String(value)];
  const chosen = exact ?? (value === 1 && forms.one !== undefined ? forms.one : forms.other);
  return chosen.replace(/#/g, String(value));
}

export function select(value: string, forms: PluralForms): string {
  return forms[value] ?? forms.other;
}

export const Trans = (): null => null;
export const Plural = (): null => null;
