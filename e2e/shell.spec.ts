import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { ENTRY_URL } from '../scripts/entryFile';
import { holdBack } from './holdBack';

test.describe('app shell', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`paints a static header (${colorScheme}) before the app's code arrives; the app replaces it`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      // The app's entry script is held back, as a slow network holds it.
      const entry = await holdBack(page, ENTRY_URL);
      await page.goto('/', { waitUntil: 'commit' });
      // Not vacuous: the entry is the file held (a renamed entry let the app start, and the note vanish,
      // while the test still looked at it).
      await expect.poll(entry.requests).toBe(1);
      const note = page.getByText('Starting the portal…');
      await expect(note).toBeVisible();
      await expect(page.getByText('Parts Portal', { exact: true })).toBeVisible();
      // The colours follow the scheme before any of the app runs (index.html's inline script and style).
      const colours = () =>
        note.evaluate((element) => ({
          text: getComputedStyle(element).color,
          body: getComputedStyle(document.body).backgroundColor,
        }));
      await expect
        .poll(async () => (await colours()).body)
        .toBe(colorScheme === 'dark' ? 'rgb(36, 36, 36)' : 'rgb(255, 255, 255)');
      const settled = await colours();
      expect(settled.text).not.toBe(settled.body);
      entry.release();
      await expect(page.getByRole('heading', { level: 1, name: 'Find the right part' })).toBeVisible();
      await expect(note).toHaveCount(0);
    });
  }

  // What index.html draws in each scheme without a file: the theme's body, text and border colours.
  const SHELL_COLOURS = {
    light: { body: 'rgb(255, 255, 255)', text: 'rgb(0, 0, 0)', border: 'rgb(206, 212, 218)' },
    dark: { body: 'rgb(36, 36, 36)', text: 'rgb(201, 201, 201)', border: 'rgb(66, 66, 66)' },
  };
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`paints the static page (${colorScheme}) while the app's stylesheet is on its way, and starts the app only once it has arrived`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      // Whether the app's stylesheet had loaded when the app's first render replaced the static page.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          const root = document.getElementById('root');
          if (!root || root.childElementCount === 0 || root.querySelector('.boot-shell-note')) return;
          const link = document.querySelector<HTMLLinkElement>(
            'link[rel="stylesheet"][href*="/assets/index-"]',
          );
          Object.assign(window, { styledAtFirstRender: link?.sheet != null });
          observer.disconnect();
        }).observe(document, { subtree: true, childList: true });
      });
      const stylesheet = await holdBack(page, /\/assets\/index-[\w-]+\.css$/);
      await page.goto('/', { waitUntil: 'commit' });
      await expect.poll(stylesheet.requests).toBe(1);
      const note = page.getByText('Starting the portal…');
      await expect(note).toBeVisible();
      expect(
        await note.evaluate((element) => ({
          body: getComputedStyle(document.body).backgroundColor,
          text: getComputedStyle(element).color,
          border: getComputedStyle(document.querySelector('.boot-shell-header') ?? element).borderBottomColor,
        })),
      ).toEqual(SHELL_COLOURS[colorScheme]);
      stylesheet.release();
      await expect(page.getByRole('heading', { level: 1, name: 'Find the right part' })).toBeVisible();
      // The app never rendered unstyled: its stylesheet had loaded by its first render.
      expect(
        await page.evaluate(() => (window as { styledAtFirstRender?: boolean }).styledAtFirstRender),
      ).toBe(true);
    });
  }

  test("keeps the shell's stylesheet before a page's own, so a page's rule wins a tie as it always did", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/orders/search?q=SO41');
    const table = page.getByRole('table', { name: 'Order lines found' });
    await expect(table).toBeVisible();
    const stylesheets = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    // The page's own stylesheets have loaded, and all of them come after the shell's (the entry's).
    expect(stylesheets.length).toBeGreaterThan(1);
    expect(stylesheets.findIndex((path) => /^\/assets\/index-[\w-]+\.css$/.test(path))).toBe(0);
    // What a buyer sees of it: a search hit keeps the order table's highlight, dark amber under light text,
    // not the app's general one (orange, too bright for light text).
    await expect(table.locator('mark').first()).toHaveCSS('background-color', 'rgb(115, 60, 0)');
  });

  test('walks every navbar link and each page has its heading', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Find the right part' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const links = nav.getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(2);
    const targets: { name: string; href: string }[] = [];
    for (let i = 0; i < count; i++) {
      const link = links.nth(i);
      targets.push({ name: (await link.innerText()).trim(), href: (await link.getAttribute('href')) ?? '' });
    }
    for (const target of targets) {
      await nav.getByRole('link', { name: target.name, exact: true }).click();
      await expect(page).toHaveURL(
        new RegExp(`${target.href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?.*)?$`),
      );
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(nav.getByRole('link', { name: target.name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
  });

  test('toggles dark mode and keeps it across a reload', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    const initial = await html.getAttribute('data-mantine-color-scheme');
    const toggle = page.getByRole('button', { name: /Switch to (dark|light) mode/ });
    await toggle.click();
    const flipped = initial === 'dark' ? 'light' : 'dark';
    await expect(html).toHaveAttribute('data-mantine-color-scheme', flipped);
    await page.reload();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', flipped);
    await expectNoAxeViolations(page);
  });

  test('the header search opens the search page with the term in the URL', async ({ page }) => {
    await page.goto('/settings');
    await page.getByRole('combobox', { name: 'Search parts' }).fill('header 2.54');
    await page.getByRole('combobox', { name: 'Search parts' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=header(\+|%20)2\.54/);
  });

  test('an unknown URL shows the not-found page inside the shell', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('shows the demo badge', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: /Demo data/ })).toBeVisible();
  });

  // The theme's variables come from a stylesheet of the build (src/app/themeVariables.css), not from
  // Mantine at run time: without it a filled button would be Mantine's blue and the dimmed text its
  // lighter grey, under 4.5:1 on white.
  for (const [scheme, dimmed] of [
    ['light', 'rgb(73, 80, 87)'],
    ['dark', 'rgb(184, 184, 184)'],
  ] as const) {
    test(`the theme's colours reach the page (${scheme}): indigo buttons, readable dimmed text`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/settings');
      const save = page.getByRole('button', { name: 'Save settings' });
      await expect(save).toHaveCSS('background-color', 'rgb(66, 99, 235)');
      const description = page.getByText(
        'How the portal identifies itself to the API, and how it shows prices.',
      );
      await expect(description).toHaveCSS('color', dimmed);
    });
  }

  test('home and settings have no axe violations in light and dark', async ({ page }) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const path of ['/', '/settings']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        await expectNoAxeViolations(page);
      }
    }
  });

  test('on a phone the navbar is behind a burger menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const burger = page.getByRole('button', { name: 'Open navigation' });
    // The app has replaced the static page (which has no navbar, so the check below would pass on it).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Closed, the navbar is out of the accessibility tree and the tab order, not only out of the viewport.
    await expect(nav).toBeHidden();
    await burger.focus();
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press('Tab');
      await expect(page.locator('nav :focus')).toHaveCount(0);
    }
    await burger.focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'Settings' })).toBeInViewport();
    await nav.getByRole('link', { name: 'Settings' }).focus();
    await expect(nav.getByRole('link', { name: 'Settings' })).toBeFocused();
    await nav.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expectNoAxeViolations(page);
  });
});

test.describe('header search suggestions', () => {
  test('suggest parts as the user types; arrow keys and Enter open one', async ({ page }) => {
    await page.goto('/settings');
    const box = page.getByRole('combobox', { name: 'Search parts' });
    // Descriptions come only with fullResponse=true (spec 4.7): the suggestions ask for a few full parts.
    const asked = page.waitForRequest((r) => new URL(r.url()).pathname.endsWith('/v3/search'));
    await box.fill('TSH-010');
    const query = new URL((await asked).url()).searchParams;
    expect([query.get('fullResponse'), query.get('resultCount')]).toEqual(['true', '8']);
    const list = page.getByRole('listbox', { name: 'Matching parts' });
    const firstPart = list.getByRole('option').first();
    await expect(firstPart).toContainText('TSH-010');
    await expect(firstPart.locator('mark')).toHaveText('TSH-010');
    await expect(firstPart.locator('p').nth(1)).not.toBeEmpty();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const partNumber = (await firstPart.locator('p, div').first().innerText()).trim();
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: partNumber })).toBeVisible();
    await expect(box).toHaveValue('');
  });

  test('"See all results" opens the search page, and Escape closes the list', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search parts' });
    await box.fill('zzzz-no-such-part');
    const list = page.getByRole('listbox', { name: 'Matching parts' });
    await expect(list).toContainText('No part numbers match “zzzz-no-such-part”.');
    await box.press('Escape');
    await expect(list).toBeHidden();
    await box.fill('FPC');
    await list.getByRole('option', { name: 'See all results for “FPC”' }).click();
    await expect(page).toHaveURL(/\/search\?q=FPC/);
    await expectNoAxeViolations(page);
  });
});
