/** The projects resource (Catalogue): the active projects' grid with the promotion switches, loaded when first opened. */
import { lazy } from 'react';
import FolderIcon from '@mui/icons-material/Folder';
import type { Project } from '@storyfund/shared/contract';

export const projects = {
  icon: FolderIcon,
  options: { label: 'Projects' },
  list: lazy(() => import('./project-list.js').then((m) => ({ default: m.ProjectList }))),
  recordRepresentation: (project: Project) => project.title,
};
