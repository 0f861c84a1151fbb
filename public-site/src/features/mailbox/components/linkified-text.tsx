import { Link } from 'react-router-dom';

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** A same-origin link as an app path ('/password-reset?token=…'), else undefined. */
export function appPathOf(url: string, origin: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : undefined;
  } catch {
    return undefined;
  }
}

/** Plain text with its links made clickable; links into this site stay in the app. */
export function LinkifiedText({ text, origin = window.location.origin }: { text: string; origin?: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <p className="mail__body">
      {parts.map((part, i) => {
        if (i % 2 === 0) return part;
        const path = appPathOf(part, origin);
        return path !== undefined ? (
          <Link key={i} to={path}>
            {part}
          </Link>
        ) : (
          <a key={i} href={part} rel="noreferrer noopener" target="_blank">
            {part}
          </a>
        );
      })}
    </p>
  );
}
