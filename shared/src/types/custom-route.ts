/** Custom route names of projects and users (spec §3 "Custom route", §2). */
import type { Id } from './common.js';

export interface ProjectCustomRoute {
  id: Id;
  custom_route: string;
  project_id: Id;
}

export interface UserCustomRoute {
  id: Id;
  custom_route: string;
  user_id: Id;
}

/** `GET custom-routes` answers a list of both kinds. */
export type CustomRoute = ProjectCustomRoute | UserCustomRoute;
