import { useTranslation } from 'react-i18next';
import type { SchemaProblem } from '../../schema-store/loaded-schemas';
import { Icon } from '../icons';

/** Shown in place of a screen whose schema is broken: which file, where, and why. The rest of the console works. */
export function BrokenScreen({ file, problems }: { file: string; problems: SchemaProblem[] }) {
  const { t } = useTranslation();
  return (
    <section className="broken-screen" role="alert" data-testid="broken-screen">
      <h1>
        <Icon name="warning" size={22} /> {t('Shell.brokenScreen')}
      </h1>
      <p>{t('Shell.brokenScreenHelp', { file: `schemas/${file}` })}</p>
      <ul>
        {problems.map((p, i) => (
          <li key={i}>
            <code>
              schemas/{p.file}#{p.pointer}
            </code>
            : {p.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
