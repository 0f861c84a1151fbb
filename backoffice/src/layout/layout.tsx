/** react-admin's layout with the menu: the dashboard, every resource, then the custom pages. */
import type { ReactNode } from 'react';
import RedeemIcon from '@mui/icons-material/Redeem';
import { Layout, Menu, useBasename } from 'react-admin';
import { NEW_USER_BUDGET_PATH } from '../gift-cards/index.js';
import InsightsIcon from '@mui/icons-material/Insights';
import { GROW_PATH } from '../grow/index.js';

function AdminMenu() {
  // Menu.Item links are not prefixed with <Admin basename> (resource items are): add it here.
  const basename = useBasename();
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      <Menu.Item to={`${basename}${NEW_USER_BUDGET_PATH}`} primaryText="New-visitor gift cards" leftIcon={<RedeemIcon />} />
      <Menu.Item to={`${basename}${GROW_PATH}`} primaryText="Grow" leftIcon={<InsightsIcon />} />
    </Menu>
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  return <Layout menu={AdminMenu}>{children}</Layout>;
}
