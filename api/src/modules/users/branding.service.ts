import { BRANDING_REFUSED_MESSAGE, mayCarryBranding } from '@storyfund/shared/constants';
import type { Branding, BrandingBody } from '@storyfund/shared/contract';
import { BRANDING_ROLES } from '@storyfund/shared/roles';
import { normalizeBrandColor, validateBranding, validateImageLink } from '@storyfund/shared/validation';
import type { AppContext } from '../../app-context.js';
import { requireAccountRole, type Caller } from '../../lib/access.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { uploadKindsByUrl } from '../uploads/uploads.service.js';
import * as repo from './users.repository.js';

const cleared = (value: string | null | undefined): boolean => value === null || value?.trim() === '';

/**
 * PUT /users/{id}/branding: the account itself, a collaborator with the admin role on it, or a platform admin
 * sets its logo (an uploaded image) and primary colour (#rrggbb, contrast-checked against white text). Only
 * a white-labelled network or a premium partner may (403 otherwise); a field left out keeps its value, null or
 * '' clears it. The profile and the network page show them while the account may carry them.
 */
export async function setBranding(ctx: AppContext, caller: Caller, accountId: number, body: BrandingBody): Promise<Branding> {
  requireAccountRole(caller, accountId, BRANDING_ROLES);
  const account = await repo.findUserById(ctx.db, accountId);
  if (!account || account.is_anonymous || account.merged_into_id !== null) throw new NotFoundError('User not found');
  if (!mayCarryBranding(account)) throw new ForbiddenError(BRANDING_REFUSED_MESSAGE);
  const logo = body.brand_logo_url?.trim();
  const kinds = logo ? await uploadKindsByUrl(ctx, [logo]) : new Map<string, 'image' | 'video'>();
  const logoError = logo ? validateImageLink(logo, kinds.get(logo)) : undefined;
  const errors = { ...validateBranding(body), ...(logoError ? { brand_logo_url: [logoError] } : {}) };
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const patch: Partial<repo.NewUser> = {};
  if (body.brand_logo_url !== undefined) patch.brand_logo_url = cleared(body.brand_logo_url) ? null : logo!;
  if (body.brand_color !== undefined) patch.brand_color = cleared(body.brand_color) ? null : normalizeBrandColor(body.brand_color!);
  const updated = (await repo.updateUser(ctx.db, accountId, patch))!;
  return { brand_logo_url: updated.brand_logo_url, brand_color: updated.brand_color };
}
