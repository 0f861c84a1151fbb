/** The project switches of the tools (POST/DELETE /api/projects/{id}/{name}), as the projects grid offers them. */
import type { AdminProject } from '@storyfund/shared/contract';

export interface ProjectSwitch {
  /** The URL segment. */
  name: string;
  /** What the switch is, in the tools dialog. */
  label: string;
  isOn: (project: AdminProject) => boolean;
  turnOn: string;
  turnOff: string;
  /** Turning it on asks why (a ban). */
  needsReason?: boolean;
}

export const PROJECT_SWITCHES = {
  staffPick: { name: 'staff-picks', label: 'Staff pick', isOn: (p) => p.is_staff_pick, turnOn: 'Staff-pick', turnOff: 'Unpick' },
  forceStaffPick: {
    name: 'force-staff-picks',
    label: 'Forced staff pick',
    isOn: (p) => p.is_force_staff_pick,
    turnOn: 'Force staff-pick',
    turnOff: 'Unforce',
  },
  featured: { name: 'featured', label: 'Featured', isOn: (p) => p.is_featured, turnOn: 'Feature', turnOff: 'Unfeature' },
  special: { name: 'special', label: 'Special', isOn: (p) => p.is_special, turnOn: 'Mark special', turnOff: 'Unmark special' },
  finalVisual: {
    name: 'set-project-has-final-visual-update',
    label: 'Final visual update',
    isOn: (p) => p.has_final_visual_update,
    turnOn: 'Set final visual update',
    turnOff: 'Clear final visual update',
  },
  ban: { name: 'ban', label: 'Banned', isOn: (p) => p.status === 'banned', turnOn: 'Ban', turnOff: 'Lift the ban', needsReason: true },
} satisfies Record<string, ProjectSwitch>;

/** Every switch, in the order the tools dialog lists them. */
export const ALL_PROJECT_SWITCHES: ProjectSwitch[] = Object.values(PROJECT_SWITCHES);

/** What the button says it will do for this project. */
export const actionOf = (item: ProjectSwitch, project: AdminProject) => (item.isOn(project) ? item.turnOff : item.turnOn);
