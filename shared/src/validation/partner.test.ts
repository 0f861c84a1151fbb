import { describe, expect, it } from 'vitest';
import {
  normalizePartnerCategories,
  normalizeWebsite,
  validateOrganizationName,
  validatePartnerCategories,
  validatePartnerCountry,
  validateRegistrationNumber,
  validateWebsite,
} from './partner.js';

describe('partner fields', () => {
  it('needs an organization name of at most 200 characters', () => {
    expect(validateOrganizationName('  ')).toBe('Organization name is required');
    expect(validateOrganizationName('x'.repeat(201))).toMatch(/at most 200/);
    expect(validateOrganizationName('Clean Water Trust')).toBeUndefined();
  });

  it('needs a country of the list', () => {
    expect(validatePartnerCountry('')).toBe('Country is required');
    expect(validatePartnerCountry('XX')).toBe('Please choose a country from the list');
    expect(validatePartnerCountry('ke')).toBeUndefined();
  });

  it('takes one to five known categories, case-insensitively, routing ones included', () => {
    expect(validatePartnerCategories([])).toBe('Choose at least one category');
    expect(validatePartnerCategories(['Water', 'Men', 'Women', 'Orphan', 'Widow', 'Medical'])).toMatch(/at most 5/);
    expect(validatePartnerCategories(['Water', 'Nope'])).toBe('Please choose a valid category');
    expect(validatePartnerCategories(['water', 'Refugee'])).toBeUndefined();
    expect(normalizePartnerCategories(['water', 'WATER', 'sports & the arts'])).toEqual(['Water', 'Sports & The Arts']);
  });

  it('takes an optional http(s) website and reads a bare domain as https', () => {
    expect(validateWebsite('')).toBeUndefined();
    expect(validateWebsite('not a site')).toMatch(/web address/);
    expect(validateWebsite('ftp://example.org')).toMatch(/web address/);
    expect(validateWebsite('localhost')).toMatch(/web address/);
    expect(normalizeWebsite('example.org/about')).toBe('https://example.org/about');
    expect(normalizeWebsite('http://example.org')).toBe('http://example.org/');
  });

  it('needs a registration or tax number of plain characters', () => {
    expect(validateRegistrationNumber('')).toBe('Registration or tax number is required');
    expect(validateRegistrationNumber('<script>')).toMatch(/2 to 50/);
    expect(validateRegistrationNumber('EIN 12-3456789')).toBeUndefined();
  });
});
