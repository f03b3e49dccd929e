/** Stream names of kiosks and residents, and the provinces and states of facilities. */
export const kioskStream = (id: number): string => `kiosk-${id}`;
export const residentStream = (id: number): string => `resident-${id}`;

/** Provinces and territories of Canada (country 1) and states of the United States (country 2). */
export interface ProvState {
  id: number;
  code: string;
  description: string;
  countryId: number;
}

const CANADA: Array<[string, string]> = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
];
const UNITED_STATES: Array<[string, string]> = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

export const PROV_STATES: readonly ProvState[] = [
  ...CANADA.map(([code, description], i) => ({ id: i + 1, code, description, countryId: 1 })),
  ...UNITED_STATES.map(([code, description], i) => ({ id: 100 + i + 1, code, description, countryId: 2 })),
];

export function provStateByCode(code: string): ProvState | undefined {
  return PROV_STATES.find((p) => p.code === code);
}

/** "City, PR" as shown in parentheses after a facility's name. */
export function geographicalDescription(city: string, provStateId: number | null): string {
  const prov = PROV_STATES.find((p) => p.id === provStateId);
  return [city, prov?.code].filter((part) => part && part.length > 0).join(', ');
}
