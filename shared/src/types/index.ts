export type { ApiErrorBody, Cents, Id, IsoDateString, ListResponse, SortDirection } from './common.js';
export type { PartnerListQuery, PartnerNetworkRef, SessionUser, User, UserRole } from './user.js';
export type {
  AbuseReport,
  AbuseReportPayload,
  GiftType,
  Project,
  ProjectDraft,
  ProjectListQuery,
  ProjectPayload,
  ProjectSearchQuery,
  ProjectStats,
  ProjectViewerFlags,
  SponsorshipProjectRef,
} from './project.js';
export type {
  CommunityPost,
  CommunityPostComment,
  CommunityPostUpdate,
  FeedQuery,
  TimelineAuthor,
  Like,
  MentionedUser,
  TimelineEvent,
  TimelineEventType,
} from './timeline.js';
export type {
  AddDonorToNetworkPayload,
  CollaboratorInvitation,
  CollaboratorInvitationPayload,
  RoleAssignment,
  Teammate,
} from './partner.js';
export type { CustomRoute, ProjectCustomRoute, UserCustomRoute } from './custom-route.js';
export type {
  AuthTokenIntegration,
  FeatureFlags,
  FundraisingGoal,
  Notification,
  NotificationEvent,
  Review,
  Subscription,
} from './account.js';
export type {
  AuthResponse,
  ClaimPayload,
  LoginPayload,
  PasswordResetPayload,
  PasswordResetRequestQuery,
  SignupPayload,
  SocialLoginPayload,
  UpdateLoginInfoPayload,
} from './auth.js';
