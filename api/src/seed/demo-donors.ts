import { Readable } from 'node:stream';
import { importDonors, type ImportPart } from '../modules/donors/donor-import.service.js';
import { addDonor, listDonors } from '../modules/donors/donors.service.js';
import { setThankYouMessage } from '../modules/donors/thank-you-message.service.js';
import type { DemoContext } from './demo-context.js';

/** Donors the water partner met at its open day, added by hand (issue #10). */
const DEMO_ADDED_DONORS = [
  { first_name: 'Marta', last_name: 'Okafor', email: 'marta.okafor@demo.storyfund.local' },
  { first_name: 'Jonas', last_name: 'Lindqvist', email: 'jonas.lindqvist@demo.storyfund.local' },
];

/**
 * The water partner's mailing list, imported from a CSV: good rows, a row without an email, a duplicate inside
 * the file and one already added by hand, so its import shows figures and an error report.
 */
const DEMO_DONOR_CSV = [
  'Email,First name,Last name,Town',
  'amina.yusuf@demo.storyfund.local,Amina,Yusuf,Kisumu',
  'pedro.alves@demo.storyfund.local,Pedro,Alves,Porto',
  ',Lena,Novak,Ljubljana',
  'AMINA.YUSUF@demo.storyfund.local,Amina,Yusuf,Kisumu',
  'marta.okafor@demo.storyfund.local,Marta,Okafor,Lagos',
  'hana.sato@demo.storyfund.local,Hana,Sato,Osaka',
].join('\r\n');

/** The water partner's own thank-you text (premium), in the mail to the donors of its projects. */
const DEMO_THANK_YOU = [
  'Thank you! Your gift keeps water flowing where it is needed most.',
  'Every well we drill is looked after by technicians from its own village, and your gift pays for their training.',
].join('\n\n');

/**
 * Once: each hand-added donor unless its email is in the network already (the demo donors who gave to the
 * water partner's projects are there since the giving seed, source `gave`); the same file again changes nothing.
 */
export async function seedDemoDonors(demo: DemoContext, id: (key: string) => number): Promise<void> {
  const partnerId = id('premium');
  const partner = await demo.as(partnerId);
  for (const donor of DEMO_ADDED_DONORS) {
    const { total } = await listDonors(demo.ctx, partner, partnerId, { limit: 1, offset: 0, query: donor.email });
    if (total === 0) await addDonor(demo.ctx, partner, partnerId, donor);
  }
  async function* parts(): AsyncIterable<ImportPart> {
    yield { type: 'file', fieldname: 'file', filename: 'open-day-mailing-list.csv', file: Readable.from([Buffer.from(DEMO_DONOR_CSV)]) };
  }
  const mapping = { first_name_column: 'First name', last_name_column: 'Last name', email_column: 'Email' };
  await importDonors(demo.ctx, await demo.as(id('wateradmin')), partnerId, mapping, parts());
  // Premium: its own words in the thank-you mail to the donors of its projects (give to one and see /dev/mailbox).
  await setThankYouMessage(demo.ctx, partner, partnerId, { message: DEMO_THANK_YOU });
}
