/** Small fixed choice lists from spec §9. */

/** How often notification e-mails go out: once a day, week, month or quarter. */
export const NOTIFICATION_FREQUENCIES = ['day', 'week', 'month', 'quarter'] as const;

export type NotificationFrequency = (typeof NOTIFICATION_FREQUENCIES)[number];

/** The longest interval offered: once a quarter. */
export const MAX_NOTIFICATION_FREQUENCY: NotificationFrequency = 'quarter';

export const NOTIFICATION_FREQUENCY_LABELS: Readonly<Record<NotificationFrequency, string>> = {
  day: 'Once a day',
  week: 'Once a week',
  month: 'Once a month',
  quarter: 'Once a quarter',
};

/** The gap between two email digests of each frequency (the reader's setting): calendar months for month and quarter. */
export const NOTIFICATION_FREQUENCY_GAPS: Readonly<Record<NotificationFrequency, { days: number; months: number }>> = {
  day: { days: 1, months: 0 },
  week: { days: 7, months: 0 },
  month: { days: 0, months: 1 },
  quarter: { days: 0, months: 3 },
};

export function isNotificationFrequency(value: unknown): value is NotificationFrequency {
  return (NOTIFICATION_FREQUENCIES as readonly unknown[]).includes(value);
}

/** Whether the donor's name is shown on a gift. */
export const GIFT_VISIBILITIES = ['Regular', 'Anonymous'] as const;

export type GiftVisibility = (typeof GIFT_VISIBILITIES)[number];

export function isGiftVisibility(value: unknown): value is GiftVisibility {
  return (GIFT_VISIBILITIES as readonly unknown[]).includes(value);
}

/** Sort orders offered on project lists. */
export const PROJECT_SORTS = ['Least Left', 'Most Left', 'Oldest', 'Newest'] as const;

export type ProjectSort = (typeof PROJECT_SORTS)[number];

export function isProjectSort(value: unknown): value is ProjectSort {
  return (PROJECT_SORTS as readonly unknown[]).includes(value);
}

/** The tones a thank-you draft for a received gift can take. */
export const THANK_YOU_TONES = ['warm', 'brief', 'formal'] as const;

export type ThankYouTone = (typeof THANK_YOU_TONES)[number];

/** How a project takes gifts: one-time or monthly. */
export const GIFT_TYPES = ['one-time', 'monthly'] as const;

export type GiftType = (typeof GIFT_TYPES)[number];

/** A project is active, closed (by its side) or banned (by an admin). */
export const PROJECT_STATUSES = ['active', 'closed', 'banned'] as const;

export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** What a project's timeline holds: the project side's updates, members' comments, donors' encouragements. */
export const TIMELINE_EVENT_TYPES = ['update', 'comment', 'encouragement'] as const;

export type TimelineEventKind = (typeof TIMELINE_EVENT_TYPES)[number];
