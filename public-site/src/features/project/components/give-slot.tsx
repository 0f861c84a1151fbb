import type { ProjectItem } from '@/types/projects';

/**
 * Where the give panel goes. Giving arrives with the giving release; until then this renders
 * nothing, rather than a control that cannot work.
 */
export function GiveSlot(_props: { project: ProjectItem }) {
  return null;
}
