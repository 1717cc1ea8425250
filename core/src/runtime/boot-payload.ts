import { BOOT_PAYLOAD_ELEMENT_ID, type BootPayload } from '../schema-store/first-screen-hint';

/** The page's boot payload (empty when the page has none or it does not parse). */
export function readBootPayload(doc: Pick<Document, 'getElementById'> | undefined = typeof document === 'undefined' ? undefined : document): BootPayload {
  const text = doc?.getElementById(BOOT_PAYLOAD_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const payload = JSON.parse(text) as unknown;
    return payload && typeof payload === 'object' ? (payload as BootPayload) : {};
  } catch {
    return {};
  }
}
