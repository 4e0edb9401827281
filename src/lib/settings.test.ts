import { beforeEach, describe, expect, it } from 'vitest';
import {
  clientAppNameSchema,
  getSettings,
  reloadSettings,
  saveSettings,
  settingsSchema,
  DEFAULT_CLIENT_APP_NAME,
} from './settings';

describe('settings validation', () => {
  it('accepts a client-app-name of 3 to 100 characters', () => {
    expect(clientAppNameSchema.safeParse('abc').success).toBe(true);
    expect(clientAppNameSchema.safeParse('x'.repeat(100)).success).toBe(true);
  });

  it('rejects names that are too short, too long or not sendable as a header', () => {
    expect(clientAppNameSchema.safeParse('ab').error?.issues[0]?.message).toBe('Use at least 3 characters');
    expect(clientAppNameSchema.safeParse('x'.repeat(101)).error?.issues[0]?.message).toBe(
      'Use at most 100 characters',
    );
    expect(clientAppNameSchema.safeParse('bad\nname').success).toBe(false);
    expect(clientAppNameSchema.safeParse('Café portal').success).toBe(false);
  });

  it('trims the name before counting', () => {
    expect(clientAppNameSchema.safeParse('  ab  ').success).toBe(false);
    expect(clientAppNameSchema.parse('  abc  ')).toBe('abc');
  });

  it('accepts an empty token or a bearer token, and rejects spaces inside it', () => {
    const base = { clientAppName: 'Portal', currency: 'USD' };
    expect(settingsSchema.safeParse({ ...base, token: '' }).success).toBe(true);
    expect(settingsSchema.safeParse({ ...base, token: 'eyJ.abc-_.x' }).success).toBe(true);
    expect(settingsSchema.safeParse({ ...base, token: 'Bearer abc' }).success).toBe(false);
  });

  it('accepts a manufacturer name written as in field names, or none', () => {
    const base = { token: '', clientAppName: 'Portal', currency: 'USD' };
    expect(settingsSchema.parse(base).manufacturerName).toBe('');
    expect(settingsSchema.safeParse({ ...base, manufacturerName: 'Acme2' }).success).toBe(true);
    expect(settingsSchema.safeParse({ ...base, manufacturerName: 'Acme Corp' }).success).toBe(false);
  });

  it('accepts only ISO 4217 codes the portal offers', () => {
    expect(settingsSchema.safeParse({ token: '', clientAppName: 'Portal', currency: 'EUR' }).success).toBe(
      true,
    );
    expect(settingsSchema.safeParse({ token: '', clientAppName: 'Portal', currency: 'XXX' }).success).toBe(
      false,
    );
  });
});

describe('settings store', () => {
  beforeEach(() => reloadSettings());

  it('has defaults on a fresh browser', () => {
    expect(getSettings()).toEqual({
      token: '',
      clientAppName: DEFAULT_CLIENT_APP_NAME,
      currency: 'USD',
      manufacturerName: '',
      apiPrefixes: '',
      csvHeaders: 'english',
    });
  });

  it('keeps the token in sessionStorage and the rest in localStorage', () => {
    saveSettings({
      token: 'tok-123',
      clientAppName: 'Acme',
      currency: 'GBP',
      manufacturerName: 'Acme',
      apiPrefixes: 'orders=/orders',
      csvHeaders: 'language',
    });
    expect(sessionStorage.getItem('parts-portal.token')).toBe('tok-123');
    expect(localStorage.getItem('parts-portal.prefs')).not.toContain('tok-123');
    reloadSettings();
    expect(getSettings()).toEqual({
      token: 'tok-123',
      clientAppName: 'Acme',
      currency: 'GBP',
      manufacturerName: 'Acme',
      apiPrefixes: 'orders=/orders',
      csvHeaders: 'language',
    });
  });

  it('falls back to defaults when storage holds garbage', () => {
    localStorage.setItem('parts-portal.prefs', '{"clientAppName":"x","currency":"???"}');
    reloadSettings();
    expect(getSettings().clientAppName).toBe(DEFAULT_CLIENT_APP_NAME);
    expect(getSettings().currency).toBe('USD');
    localStorage.setItem('parts-portal.prefs', 'not json');
    reloadSettings();
    expect(getSettings().currency).toBe('USD');
  });
});
