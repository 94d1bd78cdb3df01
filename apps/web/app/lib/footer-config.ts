/**
 * Fixed settings of the footer. The newsletter embed and social links per store are the owner's
 * (GET /api/store-settings, docs/decisions/025).
 */

/** Spec 1: the company line names a Swedish limited company (aktiebolag). */
export const companyName = 'Nordic Spareparts AB';

export const newsletterPath = '/api/newsletter';
