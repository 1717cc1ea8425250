import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isGlobalAdmin } from '../permissions/rules';
import { useCan, useSession } from '../runtime/RuntimeContext';

/** The studio's page (plugins/settings) and what it needs: the permission, and the unit's feature (or a global administrator, for the base screens). */
export const STUDIO_PAGE = 'screen-studio';
const STUDIO_PERMISSION = 'header/settings/studio';
const STUDIO_FEATURE = 'ScreenStudio';

/** "Edit this screen": opens the grid in the studio, for those who may change screens. */
export function EditScreenLink({ gridId }: { gridId: string }) {
  const { t } = useTranslation();
  const can = useCan();
  const location = useLocation();
  const features = useSession((s) => s.features);
  const global = isGlobalAdmin(useSession((s) => s.roles));
  if (!can(STUDIO_PERMISSION) || (!features.includes(STUDIO_FEATURE) && !global)) return null;
  const to = `/${STUDIO_PAGE}?grid=${encodeURIComponent(gridId)}&back=${encodeURIComponent(location.pathname)}`;
  return (
    <Link className="btn btn--small" to={to} data-testid="edit-screen">
      {t('Grid.editScreen')}
    </Link>
  );
}
