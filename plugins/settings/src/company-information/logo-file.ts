/** The largest logo the server accepts (the settings plugin's server/company-info/company-logo.ts), checked here first so the user hears it at once. */
export const LOGO_MAX_BYTES = 256 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** The translation key of what is wrong with a chosen file, or undefined. */
export function logoFileProblem(file: { type: string; size: number }): string | undefined {
  if (!LOGO_TYPES.includes(file.type)) return 'SettingsPages.company.logoType';
  if (file.size > LOGO_MAX_BYTES) return 'SettingsPages.company.logoTooLarge';
  return undefined;
}

/** The file as a data: URL, the form the company information call takes. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
