/** react-admin's layout with the menu: the dashboard, then the menu's groups (menu-groups.tsx). */
import type { ReactNode } from 'react';
import { Box, ListSubheader } from '@mui/material';
import { AppBar, Layout, Logout, Menu, UserMenu, useBasename, useGetIdentity, usePermissions, useSidebarState } from 'react-admin';
import type { StaffPermissions } from '../providers/auth-provider.js';
import { visibleGroups, type MenuEntry } from './menu-groups.js';

function Entry({ entry }: { entry: MenuEntry }) {
  // Menu.Item links are not prefixed with <Admin basename> (resource items are): add it here.
  const basename = useBasename();
  if (entry.kind === 'resource') return <Menu.ResourceItem name={entry.name} />;
  return <Menu.Item to={`${basename}${entry.to}`} primaryText={entry.label} leftIcon={entry.icon} />;
}

function AdminMenu() {
  const { permissions } = usePermissions<StaffPermissions>();
  const [open] = useSidebarState();
  return (
    <Menu>
      <Menu.DashboardItem />
      {visibleGroups(permissions).map((group) => (
        // A group inside the menu keeps the menu's roles valid (menu > group > menuitem).
        <Box key={group.label} role="group" aria-label={group.label}>
          {open ? (
            <ListSubheader
              component="div"
              aria-hidden
              disableSticky
              sx={{ lineHeight: 2.5, bgcolor: 'transparent', color: 'text.primary', fontWeight: 600 }}
            >
              {group.label}
            </ListSubheader>
          ) : null}
          {group.entries.map((entry) => (
            <Entry key={entry.kind === 'resource' ? entry.name : entry.to} entry={entry} />
          ))}
        </Box>
      ))}
    </Menu>
  );
}

/** The user menu's button shows the name: its accessible name holds that visible text (WCAG 2.5.3). */
function StaffUserMenu() {
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName ? `${identity.fullName} (profile)` : 'Profile'}>
      <Logout />
    </UserMenu>
  );
}

function StaffAppBar() {
  return <AppBar userMenu={<StaffUserMenu />} />;
}

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={AdminMenu} appBar={StaffAppBar}>
      {children}
    </Layout>
  );
}
