/** The Chromium to run: CHROMIUM_PATH when set, else the system's (installed from Debian's packages when missing). */
export function findChromium(options?: { install?: boolean; headlessShell?: boolean }): string;
export function ensureCjkFonts(): void;
