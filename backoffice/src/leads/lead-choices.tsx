/** The leads' fixed choices (shared/src/constants/leads.ts) as react-admin choices, and the owner picker. */
import { useEffect, useState } from 'react';
import { SelectInput, useDataProvider } from 'react-admin';
import type { SelectInputProps } from 'react-admin';
import { LEAD_SOURCES, LEAD_SOURCE_LABELS, LEAD_STAGES, LEAD_STAGE_LABELS } from '@storyfund/shared/constants';
import type { LeadOwner } from '@storyfund/shared/contract';
import type { StoryfundDataProvider } from '../providers/data-provider.js';

export const stageChoices = LEAD_STAGES.map((id) => ({ id, name: LEAD_STAGE_LABELS[id] }));
export const sourceChoices = LEAD_SOURCES.map((id) => ({ id, name: LEAD_SOURCE_LABELS[id] }));

/** The members of staff who may own a lead (GET /api/leads/owners); undefined while loading. */
function useLeadOwners(): LeadOwner[] | undefined {
  const dataProvider = useDataProvider<StoryfundDataProvider>();
  const [owners, setOwners] = useState<LeadOwner[]>();
  useEffect(() => {
    let live = true;
    dataProvider.getLeadOwners().then(
      ({ data }) => live && setOwners(data),
      () => live && setOwners([]),
    );
    return () => {
      live = false;
    };
  }, [dataProvider]);
  return owners;
}

export function OwnerInput(props: Omit<SelectInputProps, 'choices'>) {
  const owners = useLeadOwners();
  return <SelectInput {...props} choices={owners ?? []} isPending={owners === undefined} optionText="name" />;
}
