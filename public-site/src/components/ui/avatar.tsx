export interface AvatarProps {
  name: string;
  photoUrl?: string | null | undefined;
  size?: 'small' | 'large';
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

/** A photo, or the name's initials on a coloured disc. Decorative: the name is always shown beside it. */
export function Avatar({ name, photoUrl, size = 'small' }: AvatarProps) {
  const className = `avatar avatar--${size}`;
  if (photoUrl) return <img className={className} src={photoUrl} alt="" loading="lazy" />;
  return (
    <span className={className} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
