import { hasPermission } from '@cockpit/core/permissions';
import { settingWriteRefusal, type SettingAddress, type SettingLevel, type SettingWriteCall } from '@cockpit/core/setting-keys';
import type { Caller } from '../auth/caller';
import { badRequest, forbidden } from '../http/errors';
import type { SettingScope } from './settings-store';

export const levelOf = (scope: SettingScope): SettingLevel => (scope.kind === 'factory' ? 'factory' : scope.kind);

/**
 * Every write of a setting record goes through here: the record must be in the table of writable
 * settings (`@cockpit/core/setting-keys`) for this call and level (400 otherwise, naming the call
 * that writes it), and the caller must hold what the table says it needs (403).
 */
export function assertSettingWrite(caller: Caller, call: SettingWriteCall, level: SettingLevel, record: SettingAddress): void {
  const refusal = settingWriteRefusal(call, level, record, (path) => hasPermission(caller.permissions, path, caller.roles), caller.roles);
  if (!refusal) return;
  throw refusal.status === 403 ? forbidden(refusal.message) : badRequest(refusal.message);
}
