import type { CompanyRoleType } from '../modules/company/company.table.js';

/** Word lists the demo-company generator composes names from (stem + suffix). */
const COINED = [
  'Aquila', 'Novara', 'Vireo', 'Solenne', 'Kestrel', 'Halcyon', 'Arcturus', 'Lumina', 'Verity', 'Cerulean', 'Orion', 'Zephyr',
  'Altair', 'Calyx', 'Elara', 'Fenwick', 'Genova', 'Icarus', 'Juniper', 'Kairos', 'Lyra', 'Mosaic', 'Nimbus', 'Obsidian',
  'Pallas', 'Quanta', 'Rhea', 'Sirona', 'Tessera', 'Umbra', 'Valence', 'Wren', 'Xylo', 'Ysolde', 'Zenith', 'Amaranth',
  'Bexley', 'Corvid', 'Dovetail', 'Ember', 'Fathom', 'Gossamer', 'Helio', 'Ionis', 'Jadeite', 'Kinetik', 'Lattice', 'Meridia',
];
const PLACES = [
  'Lakeshore', 'Riverside', 'Summit', 'Bayview', 'Northgate', 'Pinecrest', 'Harborview', 'Westfield', 'Cedar Ridge', 'Oakmont',
  'Silver Lake', 'Maple Grove', 'Brookhaven', 'Stonebridge', 'Fairhaven', 'Clearwater', 'Eastwood', 'Highland', 'Kingsbridge',
  'Lakeside', 'Millbrook', 'Redwood', 'Springfield', 'Valley', 'Willow Creek', 'Ashford', 'Beacon Hill', 'Coastal', 'Evergreen',
  'Granite Falls', 'Hillcrest', 'Ironwood', 'Laurel', 'Meadowbrook', 'Northshore', 'Parkside', 'Rosewood', 'Sunrise', 'Tidewater',
  'Union Square', 'Vista', 'Windsor', 'Great Lakes', 'Pacific', 'Atlantic', 'Mountain View', 'Prairie', 'Gulf Coast',
];
const CAUSES = [
  'Open Cures', 'Global Health', 'Rare Disease', 'Hope Bridge', 'Cure Path', 'Bright Future', 'Clear Skies', 'Equal Access',
  'New Horizons', 'Patient First', 'Shared Hope', 'Heartbeat', 'Breathe Easy', 'Strong Bones', 'Bright Minds', 'Healthy Kids',
  'Steady Hands', 'Safe Harbor', 'Kind Heart', 'Open Science', 'Community Health', 'Health Equity', 'Trial Access', 'Cancer Research',
  'Neuro Hope', 'Diabetes Action', 'Lupus Light', 'Sickle Cell', 'Crohn’s Care', 'Lung Health', 'Kidney Care', 'Vision First',
];
const FIRMS = [
  'Quiet Harbor', 'Granite', 'Northstar', 'Blue Ridge', 'Iron Gate', 'Sequoia Bay', 'Copper Hill', 'Falcon Point', 'Lighthouse',
  'Bridgewater', 'Crescent', 'Keystone', 'Cornerstone', 'Pioneer', 'Summit Peak', 'Anchor', 'Signal Hill', 'Foundry', 'Archway',
  'Longview', 'Tall Oak', 'Clearbrook', 'Redstone', 'Polaris', 'Evenstar', 'Westbrook', 'Harbor Light', 'Trailhead', 'Bluewater',
];

export interface NameParts {
  stems: readonly string[];
  suffixes: readonly string[];
}

/** By business type (company_roles id). */
export const NAME_PARTS: Record<number, NameParts> = {
  1: { stems: COINED, suffixes: ['Therapeutics', 'Biosciences', 'Pharma', 'Biotherapeutics', 'Medicines', 'Oncology', 'Bio', 'Pharmaceuticals'] },
  2: { stems: PLACES, suffixes: ['Research Institute', 'Clinical Research Center', 'Medical Research', 'Clinical Trials Network', 'Research Associates', 'Health Research', 'Clinical Research Site'] },
  3: { stems: [...COINED, ...PLACES.slice(0, 20)], suffixes: ['Clinical Research', 'CRO', 'Research Partners', 'Clinical Services', 'Clinical Development', 'Trial Services'] },
  4: { stems: COINED, suffixes: ['Trial Systems', 'Health Technologies', 'Clinical Software', 'Analytics', 'Digital Health', 'Data Sciences', 'Labs'] },
  5: { stems: CAUSES, suffixes: ['Foundation', 'Institute', 'Consortium', 'Research Council', 'Trust'] },
  6: { stems: CAUSES, suffixes: ['Alliance', 'Network', 'Coalition', 'Patient Network', 'Advocates', 'Society'] },
  7: { stems: FIRMS, suffixes: ['Ventures', 'Capital', 'Partners', 'Life Science Fund', 'Bio Ventures', 'Health Capital'] },
};

/** How many demo companies of each business type (sum 1,000). */
export const COMPANY_COUNTS: Record<number, number> = { 1: 200, 2: 220, 3: 150, 4: 170, 5: 80, 6: 80, 7: 100 };

export const ROLE_TYPE_BY_ID: Record<number, CompanyRoleType> = {
  1: 'Sponsor', 2: 'Site', 3: 'Vendor', 4: 'Vendor', 5: 'Nonprofit', 6: 'PatientsAdvocacy', 7: 'Investor',
};

/** HQ locations, weighted towards where trials run most. State is null outside US/CA. */
export const LOCATIONS: readonly (readonly [country: string, state: string | null, city: string, weight: number])[] = [
  ['US', 'MA', 'Boston', 8], ['US', 'MA', 'Cambridge', 6], ['US', 'CA', 'San Diego', 6], ['US', 'CA', 'South San Francisco', 5],
  ['US', 'NC', 'Durham', 4], ['US', 'NJ', 'Princeton', 4], ['US', 'PA', 'Philadelphia', 4], ['US', 'NY', 'New York', 5],
  ['US', 'TX', 'Houston', 4], ['US', 'IL', 'Chicago', 3], ['US', 'FL', 'Miami', 3], ['US', 'MD', 'Gaithersburg', 3],
  ['US', 'WA', 'Seattle', 3], ['US', 'OH', 'Cleveland', 2], ['US', 'MN', 'Minneapolis', 2], ['US', 'GA', 'Atlanta', 2],
  ['US', 'CO', 'Denver', 2], ['US', 'TN', 'Nashville', 2], ['CA', 'ON', 'Toronto', 3], ['CA', 'QC', 'Montreal', 2],
  ['CA', 'BC', 'Vancouver', 2], ['GB', null, 'London', 5], ['GB', null, 'Cambridge', 3], ['GB', null, 'Oxford', 2],
  ['DE', null, 'Munich', 3], ['DE', null, 'Berlin', 2], ['FR', null, 'Paris', 3], ['FR', null, 'Lyon', 1], ['CH', null, 'Basel', 3],
  ['CH', null, 'Geneva', 1], ['NL', null, 'Amsterdam', 2], ['BE', null, 'Brussels', 1], ['ES', null, 'Barcelona', 2],
  ['ES', null, 'Madrid', 1], ['IT', null, 'Milan', 2], ['DK', null, 'Copenhagen', 2], ['SE', null, 'Stockholm', 1],
  ['PL', null, 'Warsaw', 2], ['CZ', null, 'Prague', 1], ['HU', null, 'Budapest', 1], ['IE', null, 'Dublin', 2],
  ['IL', null, 'Tel Aviv', 2], ['IN', null, 'Bangalore', 2], ['IN', null, 'Hyderabad', 1], ['CN', null, 'Shanghai', 2],
  ['CN', null, 'Beijing', 1], ['JP', null, 'Tokyo', 2], ['KR', null, 'Seoul', 2], ['SG', null, 'Singapore', 2],
  ['AU', null, 'Melbourne', 2], ['AU', null, 'Sydney', 2], ['BR', null, 'São Paulo', 2], ['AR', null, 'Buenos Aires', 1],
  ['MX', null, 'Mexico City', 1], ['ZA', null, 'Cape Town', 1], ['TR', null, 'Istanbul', 1],
];

export const FIRST_NAMES = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara',
  'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Daniel', 'Karen', 'Matthew', 'Lisa', 'Anthony', 'Nancy',
  'Mark', 'Sandra', 'Steven', 'Ashley', 'Andrew', 'Emily', 'Kenji', 'Aiko', 'Wei', 'Mei', 'Arjun', 'Ananya', 'Luca', 'Giulia',
  'Lukas', 'Hannah', 'Mateo', 'Sofia', 'Olivier', 'Camille', 'Erik', 'Ingrid', 'Tomasz', 'Agnieszka', 'Yusuf', 'Leila',
];
export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez',
  'Wilson', 'Anderson', 'Taylor', 'Thomas', 'Moore', 'Jackson', 'Martin', 'Lee', 'Thompson', 'White', 'Harris', 'Clark',
  'Lewis', 'Walker', 'Hall', 'Young', 'Tanaka', 'Suzuki', 'Wang', 'Zhang', 'Patel', 'Sharma', 'Rossi', 'Bianchi', 'Müller',
  'Schmidt', 'Dubois', 'Laurent', 'Johansson', 'Nielsen', 'Nowak', 'Kowalczyk', 'Yilmaz', 'Haddad', 'Silva', 'Santos',
];
export const JOB_TITLES = [
  'Clinical Research Associate', 'Clinical Project Manager', 'Director of Clinical Operations', 'VP Business Development',
  'Study Coordinator', 'Principal Investigator', 'Head of Data Management', 'Biostatistician', 'Regulatory Affairs Manager',
  'Chief Medical Officer', 'Outsourcing Manager', 'Site Manager', 'Pharmacovigilance Specialist', 'Medical Writer',
  'Quality Assurance Lead', 'Chief Executive Officer', 'Partner', 'Program Director', 'Patient Advocate', 'Procurement Lead',
];
