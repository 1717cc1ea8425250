/** Inline line icons (24×24, currentColor), so the console needs no icon font. */
import { iconPaths } from '../icons/icon-paths';

export { iconNames } from '../icons/icon-paths';

export function Icon({ name, size = 18, title }: { name: string; size?: number; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
    >
      {title && <title>{title}</title>}
      <path d={iconPaths[name] ?? iconPaths.dashboard} />
    </svg>
  );
}
