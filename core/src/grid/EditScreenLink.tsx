import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isGlobalAdmin } from '../permissions/rules';
import { useCan, useRuntime, useSession } from '../runtime/RuntimeContext';
import { permissionPath } from '@cockpit/contracts/permission-names';

/** The studio's page (plugins/settings) and what it needs: the permission, and the unit's feature (or a global administrator, for the base screens). */
export const STUDIO_PAGE = 'screen-studio';
const STUDIO_PERMISSION = permissionPath('header', 'studio');
const STUDIO_FEATURE = 'ScreenStudio';

/** "Edit this screen": opens the grid in the studio, for those who may change screens. */
export function EditScreenLink({ gridId }: { gridId: string }) {
  const { t } = useTranslation();
  const can = useCan();
  const location = useLocation();
  const features = useSession((s) => s.features);
  const global = isGlobalAdmin(useSession((s) => s.roles));
  const stale = useRuntime().schemas?.studioStale?.includes(gridId);
  if (!can(STUDIO_PERMISSION) || (!features.includes(STUDIO_FEATURE) && !global)) return null;
  const to = `/${STUDIO_PAGE}?grid=${encodeURIComponent(gridId)}&back=${encodeURIComponent(location.pathname)}`;
  const link = (
    <Link className="btn btn--small" to={to} data-testid="edit-screen">
      {t('Grid.editScreen')}
    </Link>
  );
  // The unit's change of this screen no longer fits the release: those who can mend it are told here.
  if (!stale) return link;
  return (
    <>
      <span className="notice" role="status" data-testid="studio-stale-notice">
        {t('Grid.studioStale')}
      </span>
      {link}
    </>
  );
}
