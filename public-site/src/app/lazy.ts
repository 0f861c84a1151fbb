import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/** React.lazy for a module's named export (the house style has no default exports). */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
