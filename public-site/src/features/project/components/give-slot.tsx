import { Suspense } from 'react';
import { Loading } from '@/components/feedback/states';
import { useFeatureSlots } from '@/lib/feature-slots';
import type { ProjectItem } from '@/types/projects';

/** Where the give panel goes: the app fills the slot with the giving feature's panel, loaded on first view. */
export function GiveSlot({ project }: { project: ProjectItem }) {
  const { GivePanel } = useFeatureSlots();
  if (GivePanel === undefined) return null;
  return (
    <Suspense fallback={<Loading label="Loading the give panel…" />}>
      <GivePanel project={project} />
    </Suspense>
  );
}
