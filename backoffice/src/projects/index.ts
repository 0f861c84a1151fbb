/** The projects resource (Catalogue): every project on a data grid with the tools, loaded when first opened. */
import { lazy } from 'react';
import FolderIcon from '@mui/icons-material/Folder';
import type { AdminProject } from '@storyfund/shared/contract';

export const projects = {
  icon: FolderIcon,
  options: { label: 'Projects' },
  list: lazy(() => import('./project-list.js').then((m) => ({ default: m.ProjectList }))),
  recordRepresentation: (project: AdminProject) => project.title,
};
