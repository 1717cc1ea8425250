/**
 * The translation keys of a permission's name and description, derived from its path in
 * schemas/permissions.json: data/cancel_task → Permissions.data.cancel_task.name / .description.
 */
export function permissionTextKeys(scope: string, key: string): { name: string; description: string } {
  const base = `Permissions.${scope}.${key}`;
  return { name: `${base}.name`, description: `${base}.description` };
}
