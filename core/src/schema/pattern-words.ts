/**
 * The patterns of the schema language, said in words. A regular expression is no help to an
 * integrator; "lower-case letters, digits and dashes" is. A test checks that every pattern in
 * schemas/meta has words here or a description beside it, so a new pattern cannot slip through.
 */
const words: Record<string, string> = {
  '^[A-Z][A-Za-z0-9]*$': 'letters and digits starting with a capital letter (PascalCase, e.g. OutgoingOrder)',
  '^[a-z][a-zA-Z0-9]*$': 'letters and digits starting with a small letter (camelCase, e.g. cancelOrder)',
  '^[a-z][A-Za-z0-9]*$': 'letters and digits starting with a small letter (camelCase, e.g. cancelOrder)',
  '^[a-zA-Z][a-zA-Z0-9]*$': 'letters and digits, starting with a letter (e.g. quantityBar)',
  '^[A-Za-z][A-Za-z0-9]*$': 'letters and digits, starting with a letter (e.g. itemNo)',
  '^[a-z0-9-]+$': 'lower-case letters, digits and dashes (e.g. materials-page)',
  '^[a-z0-9-]*$': 'lower-case letters, digits and dashes (e.g. materials-page), or empty',
  '^[a-z][a-z0-9-]*$': 'lower-case letters, digits and dashes, starting with a letter (e.g. cancel-order)',
  '^[a-z][a-z0-9_-]*$': 'lower-case letters, digits, "_" and "-", starting with a letter (e.g. can_save_for_all)',
  '^[A-Za-z0-9_-]+$': 'letters, digits, "_" and "-" (e.g. outgoing_orders)',
  '^[A-Za-z_][A-Za-z0-9_.]*$': 'a field name: letters, digits and "_", with dots to reach into nested objects (e.g. material.itemNo)',
  '^[A-Za-z][A-Za-z0-9_-]*(\\.[A-Za-z0-9_-]+)+$': 'a dotted translation key <Group>.<key> of the catalogues in schemas/i18n (e.g. Materials.columns.itemNo)',
  '^[A-Z][A-Za-z0-9]*\\.[A-Za-z][A-Za-z0-9]*$': 'a path-table key <Controller>.<action> (e.g. Material.description)',
  '^[a-z][a-zA-Z0-9]*\\.[a-zA-Z][a-zA-Z0-9]*$': 'a plugin piece <plugin>.<name> (e.g. stock.quantityBar)',
  '^(header/settings|grid|data)/[a-z][a-z0-9_-]*$': 'a permission path header/settings/<key>, grid/<key> or data/<key> (e.g. data/cancel_order)',
  '^(header|grid|data)/': 'a permission path starting with header/, grid/ or data/ (e.g. header/settings/users)',
  '^/api/': 'a path starting with /api/ (e.g. /api/Material/description)',
  '^api-paths/[a-z0-9-]+\\.json$': 'a file in api-paths/ named in lower-case letters, digits and dashes (e.g. api-paths/materials.json)',
  '^grids/[a-z0-9-]+\\.json$': 'a file in grids/ named in lower-case letters, digits and dashes (e.g. grids/materials.json)',
  '^dialogs/[a-z0-9-]+\\.json$': 'a file in dialogs/ named in lower-case letters, digits and dashes (e.g. dialogs/cancel-order.json)',
  '^lists/[A-Za-z0-9]+\\.json$': 'a file in lists/ named after its list (e.g. lists/Material.json)',
  '^/': 'a path starting with / (e.g. /api/Material/description)',
  '^[a-z]{2}-[A-Z]{2}$': 'a language code <language>-<COUNTRY> (e.g. en-GB)',
  '^[A-Z][A-Za-z0-9]*(\\.[A-Z][A-Za-z0-9]*)*$': 'a catalogue group: PascalCase words joined by dots (e.g. Stock or Enums.StockState)',
};

/** The pattern in words, or undefined when it has none. */
export function patternInWords(pattern: string): string | undefined {
  return words[pattern];
}

/** From a description such as "Route path without the leading slash, e.g. x." to "route path … e.g. x". */
export function descriptionAsExpectation(description: string): string {
  const text = description.trim().replace(/\.$/, '');
  // Lower-case the first word unless it is an acronym (API, JSON).
  return /^[A-Z](?![A-Z])/.test(text) ? text[0].toLowerCase() + text.slice(1) : text;
}
