import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { auditLog } from './audit-log/index.js';
import { Dashboard } from './dashboard/dashboard.js';
import { NEW_USER_BUDGET_PATH, NewUserBudgetPage, giftCards } from './gift-cards/index.js';
import { AdminLayout } from './layout/layout.js';
import { theme } from './layout/theme.js';
import { authProvider, type StaffPermissions } from './providers/auth-provider.js';
import { dataProvider } from './providers/data-provider.js';
import { i18nProvider } from './providers/i18n-provider.js';
import { users } from './users/index.js';
import { projects } from './projects/index.js';
import { contactMessages } from './contact-messages/index.js';
import { gifts } from './gifts/index.js';
import { partnerScores } from './partner-scores/index.js';
import {
  DonorStatsPage,
  GiftCardStatsPage,
  GrowPage,
  OfficePage,
  PartnerStatsPage,
  PremiumStatsPage,
  REPORT_PATHS,
  StaffPicksPage,
  StatsPage,
} from './reports/index.js';

/** The reports the sales team reads too (read-only: the staff picks tracker's buttons are for admins). */
const salesReports = (
  <CustomRoutes key="reports">
    <Route path={REPORT_PATHS.stats} element={<StatsPage />} />
    <Route path={REPORT_PATHS.donors} element={<DonorStatsPage />} />
    <Route path={REPORT_PATHS.partners} element={<PartnerStatsPage />} />
    <Route path={REPORT_PATHS.staffPicks} element={<StaffPicksPage />} />
    <Route path={REPORT_PATHS.premium} element={<PremiumStatsPage />} />
  </CustomRoutes>
);
import { leads } from './leads/index.js';
import { donorsGiven, overdue, partners, signups, subscribedUsers } from './admin-tables/index.js';
import { ADMIN_HOME_PATH, AdminHomePage } from './admin-home/index.js';
import { accessOverrides } from './access-overrides/index.js';
import { LoginPage } from './login/login-page.js';
import { PIPELINE_PATH, PipelinePage } from './pipeline/index.js';
import { SALES_PATH, SalesPage } from './sales/index.js';

/**
 * The back-office's table of contents: one <Resource> per API resource, then the custom pages. Admins get
 * every one; the sales team only those its permissions name (a page it may not open is not routed at all,
 * and the API refuses its calls anyway). The menu's groups are in layout/menu-groups.tsx.
 */
export function App() {
  return (
    <Admin
      basename="/backoffice"
      title="Storyfund back-office"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={Dashboard}
      loginPage={LoginPage}
      layout={AdminLayout}
      theme={theme}
      disableTelemetry
    >
      {(permissions: StaffPermissions) => {
        // Issue #11: what admins and the sales team share (the reports read-only, the sales pages).
        const salesPages = [
          salesReports,
          <Resource key="leads" name="leads" {...leads} />,
          // Issue #11: the admin tables behind the reports the sales team reads.
          <Resource key="partners" name="partners" {...partners} />,
          <Resource key="signups" name="signups" {...signups} />,
          <Resource key="overdue" name="overdue" {...overdue} />,
          <Resource key="donors" name="donors" {...donorsGiven} />,
          <CustomRoutes key="sales-pages">
            <Route path={PIPELINE_PATH} element={<PipelinePage />} />
            <Route path={SALES_PATH} element={<SalesPage />} />
            <Route path={REPORT_PATHS.grow} element={<GrowPage />} />
          </CustomRoutes>,
        ];
        return permissions === 'admin'
          ? [
              <Resource key="users" name="users" {...users} />,
              <Resource key="gift-cards" name="gift-cards" {...giftCards} />,
              <Resource key="contact-messages" name="contact-messages" {...contactMessages} />,
              <CustomRoutes key="gift-card-pages">
                <Route path={NEW_USER_BUDGET_PATH} element={<NewUserBudgetPage />} />
              </CustomRoutes>,
              // Issue #11: moderation and the audit log.
              <Resource key="audit-log" name="audit-log" {...auditLog} />,
              <Resource key="projects" name="projects" {...projects} />,
              <Resource key="gifts" name="gifts" {...gifts} />,
              <Resource key="partner-scores" name="partner-scores" {...partnerScores} />,
              <Resource key="subscribed-users" name="subscribed-users" {...subscribedUsers} />,
              // Issue #11: /admin opens on the users and projects tables.
              <CustomRoutes key="admin-home">
                <Route path={ADMIN_HOME_PATH} element={<AdminHomePage />} />
              </CustomRoutes>,
              // Issue #10: the override table.
              <Resource key="access-overrides" name="access-overrides" {...accessOverrides} />,
              // Issue #11: the reports (statistics).
              <CustomRoutes key="finance-reports">
                <Route path={REPORT_PATHS.office} element={<OfficePage />} />
                <Route path={REPORT_PATHS.giftCards} element={<GiftCardStatsPage />} />
              </CustomRoutes>,
              ...salesPages,
            ]
          : salesPages;
      }}
    </Admin>
  );
}
