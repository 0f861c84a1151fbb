import { useId } from 'react';
import type { ReactNode } from 'react';

/** One titled block of the settings page. */
export function SettingsSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="panel settings-section" aria-labelledby={id}>
      <h2 className="section-title" id={id}>
        {title}
      </h2>
      {description ? <p className="muted">{description}</p> : null}
      {children}
    </section>
  );
}
