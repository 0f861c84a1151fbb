/** The users resource: list, show and edit, loaded when first opened. */
import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import type { SessionUser } from '@storyfund/shared/contract';
import { userLabel } from './user-display.js';

export const users = {
  icon: PeopleIcon,
  list: lazy(() => import('./user-list.js').then((m) => ({ default: m.UserList }))),
  show: lazy(() => import('./user-show.js').then((m) => ({ default: m.UserShow }))),
  edit: lazy(() => import('./user-edit.js').then((m) => ({ default: m.UserEdit }))),
  recordRepresentation: (user: SessionUser) => userLabel(user),
};
