import { Link } from 'react-router-dom';
import type { CellRendererProps } from '@cockpit/core/plugin';

/** The users grid's roles ("AdminRole, PickerRole"), each a link to the role on the user-management page. */
export function RoleLinks({ value }: CellRendererProps) {
  const names = typeof value === 'string' ? value.split(', ').filter(Boolean) : [];
  return (
    <span className="admin-links">
      {names.map((name) => (
        <Link key={name} to={`/user-management?role=${encodeURIComponent(name)}`}>
          {name}
        </Link>
      ))}
    </span>
  );
}
