import { describe, expect, it } from 'vitest';
import {
  EMPTY_PROJECT_FORM,
  GOAL_FORMAT_MESSAGE,
  formFromDraft,
  formFromProject,
  projectPayload,
  validateProjectForm,
} from './project-form-rules';
import type { ProjectFormValues } from './project-form-rules';

const filled: ProjectFormValues = {
  ...EMPTY_PROJECT_FORM,
  title: ' A well ',
  description: 'Clean water.',
  goal_amount_cents: '$1,250.50',
  categories: ['water', 'Children'],
  country_code: 'ke',
};

describe('validateProjectForm (spec §5, shared validators)', () => {
  it('requires title, description, goal, a category and a country', () => {
    expect(validateProjectForm(EMPTY_PROJECT_FORM)).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      goal_amount_cents: 'Goal amount is required',
      categories: 'Please choose at least one category',
      country_code: 'Country is required',
    });
  });

  it('reads the goal as dollars and wants at least one cent', () => {
    expect(validateProjectForm({ ...filled, goal_amount_cents: '12abc' }).goal_amount_cents).toBe(GOAL_FORMAT_MESSAGE);
    expect(validateProjectForm({ ...filled, goal_amount_cents: '0' }).goal_amount_cents).toBe('Goal amount must be at least $0.01');
    expect(validateProjectForm(filled)).toEqual({});
  });

  it('checks the country list, the categories and the video-link rule', () => {
    expect(validateProjectForm({ ...filled, country_code: 'ZZ' }).country_code).toBe('Please choose a country from the list');
    expect(validateProjectForm({ ...filled, categories: ['Pets'] }).categories).toBe('Please choose a valid category');
    expect(validateProjectForm({ ...filled, video_url: 'https://vimeo.com/1' }).video_url).toBe('Please enter a valid video link');
    expect(validateProjectForm({ ...filled, video_url: 'youtu.be/aqz-KE-bpKQ' }).video_url).toBeUndefined();
  });
});

describe('projectPayload', () => {
  it('sends integer cents, canonical categories, an upper-case country and null media', () => {
    expect(projectPayload(filled)).toEqual({
      title: 'A well',
      description: 'Clean water.',
      goal_amount_cents: 125050,
      categories: ['Water', 'Children'],
      country_code: 'KE',
      gift_type: 'one-time',
      photo_url: null,
      video_url: null,
    });
  });

  it('round-trips a saved project and reads drafts leniently', () => {
    const form = formFromProject({
      title: 'T',
      description: 'D',
      goal_amount_cents: 125050,
      categories: ['Water'],
      country_code: 'KE',
      gift_type: 'monthly',
      photo_url: null,
      video_url: null,
    });
    expect(form.goal_amount_cents).toBe('1250.5');
    expect(projectPayload(form).goal_amount_cents).toBe(125050);
    expect(formFromDraft({ title: 'Saved', categories: ['Water', 3], goal_amount_cents: 12 })).toEqual({
      ...EMPTY_PROJECT_FORM,
      title: 'Saved',
      categories: ['Water'],
    });
    expect(formFromDraft(null)).toEqual(EMPTY_PROJECT_FORM);
  });
});
