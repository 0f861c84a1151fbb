import type { LeadBody } from '@storyfund/shared/contract';
import { convertLeadsOnPartnerSignUp, createLead, listLeads, updateLead } from '../modules/leads/leads.service.js';
import type { DemoContext } from './demo-context.js';

interface DemoLead extends LeadBody {
  /** When the seller added it, and (for a lead moved on) when it reached its stage. */
  added: string;
  moved?: { stage: LeadBody['stage']; at: string };
  /** The demo partner account (its key) whose sign-up converts the lead, twelve days ago (docs/backoffice.md "A lead becomes a partner"). */
  signedUp?: string;
}

const DAY = 86_400_000;

/** The sales team's demo pipeline: a handful of organisations across the stages, owned by sales@demo. */
const DEMO_LEADS: DemoLead[] = [
  {
    organization_name: 'Harbor Literacy Project',
    contact_name: 'Maya Lund',
    email: 'maya@harbor-literacy.example.org',
    country_code: 'US',
    source: 'inbound',
    added: '2025-05-12T09:00:00Z',
    next_step: 'First call',
    next_step_date: '2025-06-20',
  },
  {
    organization_name: 'Andes Solar Schools',
    contact_name: 'Diego Paz',
    email: 'diego@andes-solar.example.org',
    phone: '+51 1 555 0100',
    country_code: 'PE',
    source: 'referral',
    added: '2025-05-02T14:00:00Z',
    moved: { stage: 'contacted', at: '2025-05-20T10:00:00Z' },
    next_step: 'Send the partner deck',
    next_step_date: '2025-06-18',
  },
  {
    organization_name: 'Green Valley Food Bank',
    contact_name: 'Ruth Cole',
    email: 'ruth@greenvalley-food.example.org',
    country_code: 'GB',
    source: 'event',
    added: '2025-04-22T11:00:00Z',
    moved: { stage: 'meeting', at: '2025-05-28T15:00:00Z' },
    next_step: 'Meeting with the board',
    next_step_date: '2025-06-25',
    notes: 'Met at the London giving fair; interested in monthly giving.',
  },
  {
    organization_name: 'Lakeside Animal Rescue',
    contact_name: 'Omar Haddad',
    email: 'omar@lakeside-rescue.example.org',
    country_code: 'CA',
    source: 'outbound',
    added: '2025-04-10T09:30:00Z',
    moved: { stage: 'proposal', at: '2025-05-30T09:00:00Z' },
    next_step: 'Follow up on the proposal',
    next_step_date: '2025-06-16',
  },
  {
    organization_name: 'Mountain Clinic Fund',
    contact_name: 'Asha Rai',
    email: 'asha@mountain-clinic.example.org',
    country_code: 'NP',
    source: 'website',
    added: '2025-03-03T08:00:00Z',
    moved: { stage: 'won', at: '2025-05-15T12:00:00Z' },
    notes: 'Signed the partner agreement in May.',
  },
  {
    organization_name: 'Coastal Arts Collective',
    contact_name: 'Lea Moreau',
    email: 'lea@coastal-arts.example.org',
    country_code: 'FR',
    source: 'outbound',
    added: '2025-03-20T10:00:00Z',
    moved: { stage: 'lost', at: '2025-04-30T16:00:00Z' },
    notes: 'Chose to stay with their current platform this year.',
  },
  {
    // Signed up twelve days ago and took the monthly premium plan the day after (demo-giving.ts): /sales counts
    // a partner and a premium conversion for Sam Sales in its default range.
    organization_name: 'Clean Water Collective',
    contact_name: 'Amina Odhiambo',
    email: 'water@demo.storyfund.local',
    country_code: 'US',
    source: 'event',
    added: '2025-03-10T10:00:00Z',
    moved: { stage: 'proposal', at: '2025-04-02T10:00:00Z' },
    signedUp: 'premium',
  },
];

/**
 * The sales demo (issue #11): the leads above, added by Sam Sales and moved along the pipeline through the
 * leads service (so each step is in the audit log), at the demo's dates; a sign-up's conversion is the
 * listener's own call, as the sign-up event makes it. Once only: a lead is matched by name.
 */
export async function seedDemoSales(demo: DemoContext, id: (key: string) => number): Promise<void> {
  const seller = await demo.as(id('sales'));
  const now = demo.ctx.clock.now().getTime();
  for (const { added, moved, signedUp, ...body } of DEMO_LEADS) {
    const found = await listLeads(demo.ctx, seller, { q: body.organization_name, limit: 1, offset: 0 });
    if (found.total > 0) continue;
    const lead = await createLead(demo.at(new Date(added)), seller, body);
    if (moved) await updateLead(demo.at(new Date(moved.at)), seller, lead.id, { stage: moved.stage });
    if (signedUp) await convertLeadsOnPartnerSignUp(demo.at(new Date(now - 12 * DAY)), { user_id: id(signedUp) });
  }
}
