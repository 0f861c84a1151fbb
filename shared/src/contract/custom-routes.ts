/** Custom routes (spec §2, docs/api-timeline.md "Custom routes"): public names for projects and users, `/{name}`. */
import { Id, Nullable, Text, Type, type Static } from './common.js';

/** A route name and what it names: a project or a user (the other id is null). */
export const CustomRoute = Type.Object({
  id: Id,
  /** As stored: no leading '/', the case as chosen (matched case-insensitively). */
  custom_route: Type.String(),
  project_id: Nullable(Id),
  user_id: Nullable(Id),
});
export type CustomRoute = Static<typeof CustomRoute>;

/** GET /custom-routes: every route, for the public site's start-up (a plain array, not a page). */
export const CustomRouteList = Type.Array(CustomRoute);
export type CustomRouteList = Static<typeof CustomRouteList>;

/** POST /projects/{id}/route and /users/{id}/route. Format, reserved names and uniqueness are the API's to check. */
export const CustomRouteBody = Type.Object({ custom_route: Text(200) });
export type CustomRouteBody = Static<typeof CustomRouteBody>;

/** DELETE of a route: 204, no body. */
export const RouteDeleted = Type.Unsafe<void>(Type.Null({ description: 'Deleted (also when there was none)' }));
