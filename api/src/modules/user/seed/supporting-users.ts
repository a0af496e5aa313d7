/**
 * Company admins of persona companies that have no admin persona, so every claimed company has
 * one. They have no identity (cannot sign in) but can be impersonated.
 */
export const SUPPORTING_USERS = [
  {
    email: 'daniel.ward@atlasoncology.example',
    firstName: 'Daniel',
    lastName: 'Ward',
    jobTitle: 'Head of Clinical Operations',
    city: 'Princeton',
    state: 'NJ',
    country: 'United States',
    company: 'Atlas Oncology Partners',
    billingAdmin: true,
  },
  {
    email: 'maya.lopez@rarevoices.example',
    firstName: 'Maya',
    lastName: 'Lopez',
    jobTitle: 'Executive Director',
    city: 'Denver',
    state: 'CO',
    country: 'United States',
    company: 'Rare Voices Alliance',
    billingAdmin: false,
  },
] as const;
