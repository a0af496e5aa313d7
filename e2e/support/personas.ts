// The demo personas as a user meets them on the dashboard (README lists the same accounts).
// Plan names are the api's catalog names (GET /v1/subscriptions/catalog), as the dashboard shows them.
// Company admins of a subscribing company are its billing admins. Personas without a plan in
// force (new.user, expired.admin) meet the subscription-required modal instead (shell-guards).
export const DEMO_PASSWORD = 'DemoPass!2026';

export interface DashboardPersona {
  email: string;
  firstName?: string;
  company: string;
  businessType: string;
  plan: string;
  status?: string;
  period?: string;
  billingAdmin: 'Yes' | 'No';
}

export const dashboardPersonas: DashboardPersona[] = [
  {
    email: 'sponsor.admin@demo.test',
    company: 'Helixa Biotherapeutics',
    businessType: 'Clinical Trial Sponsor',
    plan: 'Innovator for sponsor teams (unlimited users)',
    status: 'Active',
    period: 'Yearly',
    billingAdmin: 'Yes',
  },
  {
    email: 'sponsor.member@demo.test',
    company: 'Helixa Biotherapeutics',
    businessType: 'Clinical Trial Sponsor',
    plan: 'Innovator for sponsor teams (unlimited users)',
    status: 'Active',
    period: 'Yearly',
    billingAdmin: 'No',
  },
  {
    email: 'sponsor.nointerests@demo.test',
    company: 'Atlas Oncology Partners',
    businessType: 'Clinical Trial Sponsor',
    plan: 'Innovator for sponsor teams (unlimited users)',
    status: 'Active',
    period: 'Monthly',
    billingAdmin: 'No',
  },
  {
    email: 'vendor.admin@demo.test',
    company: 'Meridian Clinical Research',
    businessType: 'CRO',
    plan: 'Innovator for vendors (51-500 employees)',
    status: 'Trialing',
    billingAdmin: 'Yes',
  },
  {
    email: 'vendor.member@demo.test',
    company: 'Meridian Clinical Research',
    businessType: 'CRO',
    plan: 'Innovator for vendors (51-500 employees)',
    status: 'Trialing',
    billingAdmin: 'No',
  },
  {
    email: 'pastdue.admin@demo.test',
    company: 'Cortexa Trial Systems',
    businessType: 'Technology/Service Provider',
    plan: 'Innovator for vendors (1-50 employees)',
    status: 'Past due',
    period: 'Monthly',
    billingAdmin: 'Yes',
  },
  {
    email: 'site.admin@demo.test',
    company: 'Lakeshore Research Institute',
    businessType: 'Clinical Trial Site/Site Network',
    plan: 'Explorer',
    status: 'Active',
    billingAdmin: 'Yes',
  },
];
