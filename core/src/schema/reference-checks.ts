import { parsePermissionPath, permissionScopes } from '../permissions/rules';
import { catalogueFileFor } from './catalogue-keys';
import type { Definitions } from './definitions';
import { didYouMean } from './suggest';
import type { FileIssue, IssueSeverity } from './types';

/**
 * Checks that one name refers to something that exists. Each answers an issue (or nothing);
 * the callers know the pointer. A check whose definitions are unknown (no plugin list, no
 * catalogues) answers nothing: the report lists it as skipped instead.
 */
export class References {
  readonly issues: FileIssue[] = [];

  constructor(readonly defs: Definitions) {}

  private add(pointer: string, rule: string, message: string, severity: IssueSeverity = 'error'): void {
    this.issues.push({ pointer, rule, message, severity });
  }

  apiKey(pointer: string, key: string | undefined): void {
    if (key === undefined || this.defs.apiKeys.has(key)) return;
    this.add(pointer, 'unknown-api-path', `API path "${key}" is not in the path table (api-paths/*.json listed in index.json)${didYouMean(key, this.defs.apiKeys.keys())}`);
  }

  permission(pointer: string, path: string | undefined): void {
    const permissions = this.defs.permissions;
    if (path === undefined || !permissions) return;
    const parsed = parsePermissionPath(path);
    if (parsed && permissions[parsed.scope].has(parsed.key)) return;
    const known = permissionScopes.flatMap((scope) => [...permissions[scope]].map((key) => (scope === 'header' ? `header/settings/${key}` : `${scope}/${key}`)));
    this.add(pointer, 'unknown-permission', `permission "${path}" is not in permissions.json${didYouMean(path, known)}`);
  }

  dialog(pointer: string, id: string | undefined): void {
    if (id === undefined || this.defs.dialogs.has(id)) return;
    this.add(pointer, 'unknown-dialog', `dialog "${id}" does not exist: no file listed in index.json "dialogs" has this id${didYouMean(id, this.defs.dialogs.keys())}`);
  }

  /** A plugin piece <plugin>.<name>: a cell renderer or an action handler. */
  pluginPiece(pointer: string, ref: string | undefined, kind: 'renderers' | 'actions'): void {
    const plugins = this.defs.plugins;
    if (ref === undefined || !plugins) return;
    const [pluginName, piece] = [ref.slice(0, ref.indexOf('.')), ref.slice(ref.indexOf('.') + 1)];
    const what = kind === 'renderers' ? 'cell renderer' : 'action handler';
    const rule = kind === 'renderers' ? 'unknown-renderer' : 'unknown-action-handler';
    const plugin = plugins.get(pluginName);
    if (!plugin) {
      this.add(pointer, rule, `${what} "${ref}": no plugin is named "${pluginName}" (plugins/*/plugin.json)${didYouMean(pluginName, plugins.keys())}`);
    } else if (!plugin[kind].has(piece)) {
      const declared = [...plugin[kind]];
      const list = declared.length ? `declares ${declared.join(', ')}` : `declares no ${kind}`;
      this.add(pointer, rule, `${what} "${ref}" is not declared in ${plugin.file} (it ${list} under "${kind}")${didYouMean(piece, declared)}`);
    }
  }

  /** A key that must exist in every console language's catalogue. */
  translation(pointer: string, key: string | undefined): void {
    const catalogues = this.defs.catalogues;
    if (key === undefined || !catalogues) return;
    const missing = [...catalogues].filter(([, keys]) => !keys.has(key)).map(([code]) => code);
    if (!missing.length) return;
    const anyKeys = [...catalogues.values()].find((keys) => keys.size) ?? new Set<string>();
    const groups = this.defs.catalogueGroups;
    const allGroups = [...(groups?.values() ?? [])].flat();
    const files = missing.map((code) => catalogueFileFor(key, code, groups?.get(code), allGroups));
    this.add(pointer, 'unknown-translation-key', `translation key "${key}" is missing in ${missing.join(', ')} (${files.join(', ')})${didYouMean(key, anyKeys)}`);
  }

  /** An enum's values are translated under Enums.<enum>.<value>; at least the group must exist. */
  enumGroup(pointer: string, enumName: string | undefined): void {
    const catalogues = this.defs.catalogues;
    if (enumName === undefined || !catalogues) return;
    const prefix = `Enums.${enumName}.`;
    const missing = [...catalogues].filter(([, keys]) => ![...keys].some((k) => k.startsWith(prefix))).map(([code]) => code);
    if (missing.length) {
      const groups = this.defs.catalogueGroups;
      const files = missing.map((code) =>
        groups?.get(code)?.includes('Enums') ? `i18n/${code}/Enums.json or i18n/${code}/Enums.${enumName}.json` : `i18n/${code}/Enums.${enumName}.json`,
      );
      this.add(pointer, 'unknown-translation-key', `enum "${enumName}" has no translations (${prefix}<value>) in ${missing.join(', ')} (${files.join('; ')})`);
    }
  }
}
