import { hqRegions } from './demo-regions.js';
import { LOCATIONS } from './places.data.js';

/** A headquarters: country code, state (US and Canada only), city. */
export type Place = readonly [country: string, state: string | null, city: string];

/**
 * Words of a name that say where a company is, and the headquarters that agree with them: a
 * "Gulf Coast" site is on the Gulf of Mexico, not in Durham or London. Names without such a word
 * ("Riverside", "Summit") fit anywhere.
 */
const REGIONAL_WORDS: readonly (readonly [word: string, places: readonly Place[]])[] = [
  [
    'Gulf Coast',
    [
      ['US', 'TX', 'Houston'],
      ['US', 'FL', 'Tampa'],
      ['US', 'LA', 'New Orleans'],
    ],
  ],
  [
    'Great Lakes',
    [
      ['US', 'IL', 'Chicago'],
      ['US', 'OH', 'Cleveland'],
      ['US', 'MI', 'Detroit'],
      ['CA', 'ON', 'Toronto'],
    ],
  ],
  [
    'Pacific',
    [
      ['US', 'WA', 'Seattle'],
      ['US', 'CA', 'San Diego'],
      ['US', 'CA', 'South San Francisco'],
      ['CA', 'BC', 'Vancouver'],
      ['JP', null, 'Tokyo'],
      ['AU', null, 'Sydney'],
    ],
  ],
  [
    'Atlantic',
    [
      ['US', 'MA', 'Boston'],
      ['US', 'NY', 'New York'],
      ['US', 'FL', 'Miami'],
      ['CA', 'NS', 'Halifax'],
      ['IE', null, 'Dublin'],
      ['ZA', null, 'Cape Town'],
      ['BR', null, 'São Paulo'],
      ['AR', null, 'Buenos Aires'],
    ],
  ],
  [
    'Tidewater',
    [
      ['US', 'VA', 'Norfolk'],
      ['US', 'VA', 'Virginia Beach'],
    ],
  ],
  [
    'Prairie',
    [
      ['US', 'MN', 'Minneapolis'],
      ['US', 'IL', 'Chicago'],
      ['CA', 'MB', 'Winnipeg'],
      ['CA', 'AB', 'Calgary'],
    ],
  ],
  [
    'Mountain View',
    [
      ['US', 'CO', 'Denver'],
      ['US', 'WA', 'Seattle'],
      ['CA', 'BC', 'Vancouver'],
      ['CA', 'AB', 'Calgary'],
      ['CH', null, 'Geneva'],
      ['DE', null, 'Munich'],
      ['ZA', null, 'Cape Town'],
    ],
  ],
];

/** Headquarters of places.data.ts on a sea coast, for names that promise one ("Coastal", "Harborview"). */
const COASTAL = new Set([
  'US/Boston',
  'US/San Diego',
  'US/South San Francisco',
  'US/New York',
  'US/Miami',
  'US/Seattle',
  'CA/Vancouver',
  'NL/Amsterdam',
  'ES/Barcelona',
  'DK/Copenhagen',
  'SE/Stockholm',
  'IE/Dublin',
  'IL/Tel Aviv',
  'CN/Shanghai',
  'JP/Tokyo',
  'SG/Singapore',
  'AU/Melbourne',
  'AU/Sydney',
  'AR/Buenos Aires',
  'ZA/Cape Town',
  'TR/Istanbul',
]);
const onTheCoast = ([country, , city]: Place): boolean => COASTAL.has(`${country}/${city}`);
const COASTAL_WORDS = ['Coastal', 'Harborview', 'Bayview'];

/** A deterministic choice that needs no draw (a draw would change every company generated after). */
function chooseByName(name: string, places: readonly Place[]): Place {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  const place = places[hash % places.length];
  if (!place) throw new Error(`No place to choose for ${name}`);
  return place;
}

/**
 * The headquarters as drawn, unless the name says the company is elsewhere: then a place that
 * agrees with the name: in the drawn country when it has one, else in its region. Draws nothing.
 */
export function placeFitting(
  name: string,
  [country, state, city]: readonly [country: string, state: string | null, city: string, ...unknown[]],
): Place {
  const drawn: Place = [country, state, city];
  const regional = REGIONAL_WORDS.find(([word]) => name.includes(word));
  if (regional) {
    const [, places] = regional;
    if (places.some(([c, , town]) => c === country && town === city)) return drawn;
    const region = hqRegions(country)[0];
    const home = places.filter(([c]) => c === country);
    const near = places.filter(([c]) => hqRegions(c)[0] === region);
    return chooseByName(name, home.length > 0 ? home : near.length > 0 ? near : places);
  }
  // A coastal name in an inland city moves to the coast of its own country, if it has one in the list.
  if (COASTAL_WORDS.some((word) => name.includes(word)) && !onTheCoast(drawn)) {
    const coast = LOCATIONS.map(([c, s, town]): Place => [c, s, town]).filter(
      (place) => place[0] === country && onTheCoast(place),
    );
    if (coast.length > 0) return chooseByName(name, coast);
  }
  return drawn;
}
