import { CATEGORY_SLUGS, type Category } from '@storyfund/shared/constants';
import { countryName } from '@storyfund/shared/countries';

/**
 * The demo projects: two in every category, in many countries, at every stage of funding (from nothing
 * raised to over the goal), with the promotion flags, a sponsorship programme with its children, a
 * reserve pool, an event invite code and two closed projects. Fixed, so the seed is deterministic.
 */
export interface DemoProject {
  owner: string;
  title: string;
  categories: Category[];
  country: string;
  goal: number;
  /** Share of the goal raised by the demo gifts (0 to 1.2). */
  raised: number;
  flags?: Partial<{
    staffPick: boolean;
    force: boolean;
    featured: boolean;
    special: boolean;
    sponsored: boolean;
    reserve: boolean;
    closed: boolean;
    video: boolean;
    cotn: string;
    /** Title of the demo sponsorship project this child belongs to. */
    sponsorOf: string;
  }>;
}

const STAGES = [0, 0.12, 0.3, 0.5, 0.64, 0.8, 0.92, 0.97, 1, 1.15];

const plan: [string, string, Category[], string, number, DemoProject['flags']?][] = [
  ['premium', 'Deep well for Kisumu school', ['Water', 'Children'], 'KE', 750_000, { staffPick: true, force: true, video: true }],
  ['premium', 'Rainwater tanks for Tamale', ['Water'], 'GH', 240_000, { featured: true }],
  ['partner', 'Mobile clinic for the highlands', ['Medical'], 'GT', 320_000, { staffPick: true }],
  ['partner', 'Insulin for Leticia', ['Medical', 'Urgent'], 'CO', 45_000, { reserve: true }],
  ['whitelabel', 'Storm-proof roofs for Gulfport families', ['Shelter'], 'US', 560_000, { featured: true, special: true }],
  ['teller2', 'Rebuilding Luis’s adobe house', ['Shelter', 'Disaster'], 'PE', 180_000],
  ['large', 'Newborn kits for Gulu maternity ward', ['Infant'], 'UG', 90_000, { staffPick: true }],
  ['teller3', 'Incubator for Madurai clinic', ['Infant', 'Medical'], 'IN', 420_000, { video: true }],
  ['partner', 'Emergency surgery for Ana', ['Urgent', 'Medical'], 'HN', 38_000, { reserve: true }],
  ['whitelabel', 'Generator for the flood shelter', ['Urgent', 'Shelter'], 'PH', 150_000],
  ['large', 'School meals for 400 pupils', ['Nutrition', 'Children'], 'TZ', 600_000, { staffPick: true, featured: true }],
  ['teller1', 'Vegetable garden for the co-op', ['Nutrition', 'Women'], 'NG', 28_000],
  ['premium', 'Solar pumps for Turkana', ['Sustainable', 'Water'], 'KE', 980_000, { reserve: true }],
  ['teller2', 'Terraces against erosion', ['Sustainable'], 'BO', 64_000],
  ['teller1', 'Barber chair for Emeka', ['Men', 'Entrepreneurship'], 'NG', 32_000],
  ['partner', 'Prosthetic leg for Jean', ['Men', 'Disability'], 'HT', 210_000, { staffPick: true }],
  ['teller1', 'Sewing machine for Amina', ['Women', 'Entrepreneurship'], 'NG', 25_000, { staffPick: true, video: true }],
  ['whitelabel', 'Safe house beds', ['Women', 'Shelter'], 'MX', 140_000],
  ['large', 'Sponsor a child in Kibera', ['Children', 'Education'], 'KE', 1_200_000, { sponsored: true }],
  ['large', 'Uniform and books for Achieng', ['Children'], 'KE', 12_000, { sponsored: true, sponsorOf: 'Sponsor a child in Kibera' }],
  ['large', 'School fees for Baraka', ['Children', 'Education'], 'KE', 24_000, { sponsored: true, sponsorOf: 'Sponsor a child in Kibera' }],
  ['large', 'Glasses and tutoring for Wanjiru', ['Children'], 'KE', 18_000, { sponsored: true, sponsorOf: 'Sponsor a child in Kibera' }],
  ['teller3', 'Tuk-tuk for Ravi’s deliveries', ['Entrepreneurship'], 'IN', 150_000],
  ['whitelabel', 'Orphanage kitchen repair', ['Orphan'], 'HT', 85_000, { cotn: 'COTN-DEMO' }],
  ['large', 'Care home for twelve orphans', ['Orphan', 'Children'], 'RW', 700_000],
  ['teller3', 'Dairy goat for widow Lakshmi', ['Widow', 'Entrepreneurship'], 'IN', 20_000],
  ['partner', 'Widows’ weaving cooperative', ['Widow', 'Women'], 'GT', 96_000, { closed: true }],
  ['large', 'Science lab for Mwanza girls', ['Education'], 'TZ', 880_000, { staffPick: true }],
  ['teller2', 'Laptop for Sofia’s studies', ['Education'], 'PE', 70_000],
  ['partner', 'Wheelchairs for the village', ['Disability'], 'NP', 160_000],
  ['teller3', 'Hearing aids for Kiran', ['Disability', 'Children'], 'NP', 48_000],
  ['whitelabel', 'Hurricane clean-up crews', ['Disaster'], 'US', 300_000, { closed: true }],
  ['teller2', 'Replanting after the floods', ['Disaster', 'Sustainable'], 'PE', 55_000],
  ['premium', 'Payroll for well technicians', ['Administrative'], 'KE', 500_000],
  ['large', 'Accounting training for partners', ['Administrative', 'Education'], 'UG', 60_000],
  ['teller1', 'Football boots for the girls’ team', ['Sports & The Arts', 'Women'], 'NG', 30_000, { featured: true }],
  ['partner', 'Marimba lessons in Xela', ['Sports & The Arts', 'Children'], 'GT', 42_000],
  ['teller3', 'Clean water for a Bangladeshi village', ['Water', 'Medical'], 'BD', 210_000],
];

export const DEMO_PROJECTS: DemoProject[] = plan.map(([owner, title, categories, country, goal, flags], i) => ({
  owner,
  title,
  categories,
  country,
  goal,
  raised: flags?.closed ? 1 : STAGES[i % STAGES.length]!,
  ...(flags ? { flags } : {}),
}));

/** The /woods project: a fixed id (1028 outside production), planted trees. */
export const WOODS_PROJECT: DemoProject = {
  owner: 'premium',
  title: 'The Woods: 10,000 native trees',
  categories: ['Sustainable'],
  country: 'US',
  goal: 1_500_000,
  raised: 0.42,
  flags: { special: true },
};

export const demoImage = (project: DemoProject, update = false): string =>
  project === WOODS_PROJECT
    ? `/demo/woods${update ? '-update' : ''}.svg`
    : `/demo/${CATEGORY_SLUGS[project.categories[0]!]}${update ? '-update' : ''}.svg`;

export function demoDescription(project: DemoProject): string {
  const where = countryName(project.country) ?? project.country;
  return (
    `${project.title}. Every gift goes straight to the work on the ground in ${where}: we buy locally, post receipts and ` +
    `share photos as it happens. This is a demo project of the Storyfund seed; the numbers are made up.`
  );
}

/** Donors who give to demo projects, in turn. */
export const DEMO_GIVERS = ['donor', 'donor2', 'donor3', 'donor4', 'newdonor', 'admin'];
/** Who follows which demo projects (by title). */
export const DEMO_PROJECT_FOLLOWS: [string, string][] = [
  ['donor', 'Sewing machine for Amina'],
  ['donor', 'School meals for 400 pupils'],
  ['donor2', 'Deep well for Kisumu school'],
  ['donor3', 'Storm-proof roofs for Gulfport families'],
  ['newdonor', 'Science lab for Mwanza girls'],
];
