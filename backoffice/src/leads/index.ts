/** The leads resource (issue #11, Sales): organisations the sales team approaches; list, create, edit, show. */
import { lazy } from 'react';
import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import type { Lead } from '@storyfund/shared/contract';

export const leads = {
  icon: ContactPhoneIcon,
  options: { label: 'Leads' },
  list: lazy(() => import('./lead-list.js').then((m) => ({ default: m.LeadList }))),
  create: lazy(() => import('./lead-create.js').then((m) => ({ default: m.LeadCreate }))),
  edit: lazy(() => import('./lead-edit.js').then((m) => ({ default: m.LeadEdit }))),
  show: lazy(() => import('./lead-show.js').then((m) => ({ default: m.LeadShow }))),
  recordRepresentation: (lead: Lead) => lead.organization_name,
};
