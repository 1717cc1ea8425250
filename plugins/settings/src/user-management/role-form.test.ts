import { describe, expect, it } from 'vitest';
import { areaChoices, formToBody, NEW_ROLE, roleToForm, toggle } from './role-form';

describe('role form', () => {
  it('offers the unit warehouse areas, then those on the role that no longer exist', () => {
    expect(areaChoices(['Bulk', 'Pick'], ['Pick', 'Old dock'])).toEqual(['Bulk', 'Pick', 'Old dock']);
    expect(areaChoices(['Bulk', 'Pick'], [])).toEqual(['Bulk', 'Pick']);
  });
  it('turns a role into the form and back into the call body', () => {
    const form = roleToForm({
      id: 4,
      userRoleName: 'Forklift',
      systemRole: null,
      adminResponsibility: true,
      deleted: false,
      wareHouseAreas: ['Bulk', 'Dock'],
      loadCarriers: ['EUR'],
      assignedUser: [{ id: 2, userName: 'super', displayName: 'S' }],
      assignableRoleIds: [3],
    });
    expect(form.wareHouseAreas).toEqual(['Bulk', 'Dock']);
    expect(formToBody({ ...form, userRoleName: ' Forklift drivers ' })).toEqual({
      id: 4,
      userRoleName: 'Forklift drivers',
      systemRole: null,
      adminResponsibility: true,
      wareHouseAreas: ['Bulk', 'Dock'],
      loadCarriers: ['EUR'],
      assignedUserIds: [2],
      assignableRoleIds: [3],
    });
    expect(formToBody(NEW_ROLE)).not.toHaveProperty('id');
  });
  it('toggles list entries', () => {
    expect(toggle([1, 2], 3, true)).toEqual([1, 2, 3]);
    expect(toggle([1, 2], 2, true)).toEqual([1, 2]);
    expect(toggle([1, 2], 1, false)).toEqual([2]);
  });
});
