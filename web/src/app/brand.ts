export const brand = import.meta.env.VITE_BRAND_NAME ?? 'Trialbridge';
