/** The user's picture, or their initials on a coloured disc when there is none. */
export function Avatar({ picture, name, size = 32 }: { picture?: string | null; name: string; size?: number }) {
  if (picture) return <img className="avatar" src={picture} alt="" width={size} height={size} />;
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  return (
    <span className="avatar avatar--initials" style={{ width: size, height: size, fontSize: size * 0.4 }} aria-hidden>
      {initials || '?'}
    </span>
  );
}
